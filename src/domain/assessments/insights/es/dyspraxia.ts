/** The dyspraxia traits assessment's results in Spanish, addressing the reader as usted; see ../en/dyspraxia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Las tareas físicas cotidianas, como escribir a mano, desplazarse y aprender movimientos nuevos, probablemente le resulten bastante llevaderas.',
      whatItDoesNotMean:
        'Esto no descarta diferencias en la coordinación. Muchas personas adultas han creado estrategias que hacen menos visibles las dificultades.',
      nextStep:
        'Si algunas tareas físicas le siguen pareciendo más difíciles de lo que deberían, anote ejemplos concretos y coméntelos con una persona profesional cualificada.',
    },
    medium: {
      whatItMeans:
        'Algunas tareas, como la destreza fina de las manos, el equilibrio, calcular el espacio u organizarse, quizá le exijan más esfuerzo o práctica que a otras personas.',
      whatItDoesNotMean:
        'No es un diagnóstico. El cansancio, el estrés y otros factores de salud también pueden afectar a la coordinación.',
      nextStep:
        'Fíjese en qué tareas le cuestan más desde la infancia. Si afectan a su día a día, piense en hablar con su médico o con un servicio de terapia ocupacional.',
    },
    high: {
      whatItMeans:
        'Las tareas físicas cotidianas, aprender movimientos nuevos y planificar su día quizá le exijan a menudo un esfuerzo extra, y quizá haya sido así desde la infancia.',
      whatItDoesNotMean:
        'No es un diagnóstico, y no dice nada de su inteligencia. Solo una persona profesional cualificada puede evaluar bien la coordinación.',
      nextStep:
        'Si quiere profundizar en ello, su médico puede orientarle sobre los siguientes pasos, que pueden incluir una evaluación en terapia ocupacional.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Constancia',
      description:
        'Escribir a mano con buena letra le cuesta mucho esfuerzo, y quizá sepa cómo seguir adelante con lo que no le resulta fácil.',
    },
    {
      questionId: 'dys-7',
      title: 'Sus propias formas de hacer las cosas',
      description:
        'Hacer la maleta para que quepa todo le lleva varios intentos, y quizá haya encontrado sus propias formas de facilitarlo.',
    },
    {
      questionId: 'dys-8',
      title: 'Comprensión hacia otras personas',
      description:
        'En la infancia, los juegos de pelota le costaban más que al resto, y quizá comprenda a quienes algo les resulta difícil.',
    },
    {
      questionId: 'dys-6',
      title: 'Planificar con antelación',
      description:
        'Le cuesta calcular distancias, y quizá haya aprendido a pensar cómo hacer algo antes de empezar.',
    },
  ],
};
