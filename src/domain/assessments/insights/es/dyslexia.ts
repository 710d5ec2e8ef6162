/** The dyslexia traits assessment's results in Spanish, addressing the reader as usted; see ../en/dyslexia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Leer, escribir sin faltas de ortografía y seguir instrucciones orales probablemente le resulte bastante llevadero.',
      whatItDoesNotMean:
        'Esto no descarta la dislexia. Las personas adultas a menudo desarrollan estrategias eficaces que un cuestionario breve no detecta.',
      nextStep:
        'Si leer o escribir le sigue costando más de lo que esperaría, anote ejemplos y piense en hablarlo con una persona profesional cualificada.',
    },
    medium: {
      whatItMeans:
        'Algunas tareas, como leer deprisa, la ortografía o recordar instrucciones orales, quizá le cuesten más esfuerzo que a otras personas.',
      whatItDoesNotMean:
        'No es un diagnóstico, y no tiene nada que ver con la inteligencia. El cansancio, el estrés y leer en otro idioma también pueden influir.',
      nextStep:
        'Herramientas como la lectura en voz alta de textos o un corrector ortográfico pueden facilitarle algunas tareas. Si las dificultades afectan a sus estudios o a su trabajo, piense en una evaluación profesional.',
    },
    high: {
      whatItMeans:
        'Leer, la ortografía, organizar lo que escribe o retener información oral quizá le cueste a menudo mucho esfuerzo.',
      whatItDoesNotMean:
        'No es un diagnóstico, y no dice nada de su inteligencia. Solo una evaluación hecha por una persona cualificada puede determinar si la dislexia explica estas experiencias.',
      nextStep:
        'Si quiere profundizar en ello, su médico o un servicio especializado en la evaluación de la dislexia pueden orientarle. Los centros de estudios y las empresas también suelen poder ofrecer apoyo.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Comprobar con cuidado',
      description:
        'Copiar números largos le lleva varios intentos, así que quizá ya los compruebe con cuidado.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Otras formas de aprender',
      description:
        'Los detalles que oye se le olvidan pronto, así que quizá le vaya mejor anotar las cosas o aprender con la práctica.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Sus propios recursos',
      description:
        'Aprendió a leer más tarde que el resto de su clase, y quizá desde entonces haya encontrado sus propias formas de sortear la lectura.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Escuchar y conversar',
      description:
        'Leer durante mucho rato le cansa, así que escuchar y hablar de las cosas quizá sean formas de aprender que le van bien.',
    },
  ],
};
