/** The ADHD traits assessment's results in Spanish, addressing the reader as usted; see ../en/adhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Concentrarse, organizarse y sentirse en calma probablemente le resulte llevadero en las situaciones que describen estas preguntas.',
      whatItDoesNotMean:
        'Esto no descarta el TDAH. El apoyo que tiene en casa o en el trabajo y las estrategias que ya utiliza pueden influir en sus respuestas.',
      nextStep:
        'Si la atención o la organización le siguen costando de una forma que le importa, anote cuándo ocurre y coméntelo con una persona profesional cualificada.',
    },
    medium: {
      whatItMeans:
        'Algunas cosas, como mantener la concentración, terminar tareas, no perder de vista los planes o lidiar con la inquietud, quizá le cuesten más esfuerzo que a otras personas.',
      whatItDoesNotMean:
        'No es un diagnóstico. El sueño, el estrés, la ansiedad y los grandes cambios en la vida pueden afectar a la atención durante un tiempo.',
      nextStep:
        'Fíjese en qué patrones le acompañan desde hace mucho tiempo. Si afectan a su día a día, piense en comentarlos con su médico o con otra persona profesional cualificada.',
    },
    high: {
      whatItMeans:
        'Mantener la concentración, organizarse, esperar o encontrar la calma quizá le cueste a menudo mucho esfuerzo.',
      whatItDoesNotMean:
        'No es un diagnóstico. En una evaluación profesional también se revisaría su historia desde la infancia y se tendrían en cuenta otras posibles explicaciones.',
      nextStep:
        'Si quiere profundizar en ello, su médico o un servicio especializado pueden orientarle. Pueden serle útiles unas notas sobre desde cuándo forman parte de su vida estos patrones.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Una mente que divaga',
      description:
        'Su mente pasa a menudo a otros pensamientos, y quizá merezca la pena conservar algunos de ellos.',
    },
    {
      questionId: 'adhd-7',
      title: 'Gusto por la actividad',
      description:
        'Le incomoda estar sin hacer nada, y eso puede notarse en sus ganas de poner las cosas en marcha.',
    },
    {
      questionId: 'adhd-5',
      title: 'Rapidez para actuar',
      description:
        'A menudo actúa con rapidez, algo que quizá le resulte útil cuando hay que hacer algo enseguida.',
    },
    {
      questionId: 'adhd-8',
      title: 'Trabajar con un plazo',
      description:
        'Suele empezar las tareas grandes cuando se acerca el plazo, y quizá sepa por experiencia que puede trabajar con poco tiempo por delante.',
    },
  ],
};
