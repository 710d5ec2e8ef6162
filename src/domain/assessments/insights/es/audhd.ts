/** The combined autism and ADHD traits assessment's results in Spanish, addressing the reader as usted; see ../en/audhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Las situaciones sociales, la concentración, las rutinas y las experiencias sensoriales probablemente le resulten bastante llevaderas, tal como las describen estas preguntas.',
      whatItDoesNotMean:
        'Esto no descarta el autismo, el TDAH ni ambos. Enmascarar los rasgos y tener estrategias muy practicadas puede bajar las puntuaciones en cuestionarios breves.',
      nextStep:
        'Si algo sigue sin tener explicación, fíjese en las preguntas que le resultaron más familiares y piense en comentarlas con una persona profesional cualificada.',
    },
    medium: {
      whatItMeans:
        'Algunos ámbitos, como la energía para el trato social, la atención, las rutinas o la carga sensorial, quizá le cuesten más esfuerzo que a otras personas. Sus puntuaciones de autismo, de TDAH y de experiencias compartidas muestran cuáles.',
      whatItDoesNotMean:
        'No es un diagnóstico de autismo, de TDAH ni de ambos. Las experiencias compartidas, como la sobrecarga o el cansancio después de días intensos, son comunes a muchas personas.',
      nextStep:
        'Compare sus tres puntuaciones para ver qué ámbitos destacan. Si afectan a su día a día, piense en comentarlos con su médico o con otra persona profesional cualificada.',
    },
    high: {
      whatItMeans:
        'Experiencias relacionadas con el trato social, la concentración, las rutinas, la inquietud y la carga sensorial quizá marquen a menudo su día. Sus tres puntuaciones muestran qué ámbitos destacan más.',
      whatItDoesNotMean:
        'No es un diagnóstico. El autismo y el TDAH pueden parecerse, y solo una evaluación completa por parte de una persona profesional cualificada puede determinar qué explica sus experiencias.',
      nextStep:
        'Si quiere profundizar en ello, su médico o un servicio especializado pueden orientarle sobre una evaluación. Puede ayudar llevar sus resultados y ejemplos de su día a día.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Concentración prolongada',
      description: 'Cuando una tarea le absorbe, su atención se queda en ella.',
    },
    {
      questionId: 'audhd-7',
      title: 'Atención al detalle',
      description:
        'Las pequeñas diferencias, como una línea en otra tipografía, le saltan a la vista enseguida.',
    },
    {
      questionId: 'audhd-27',
      title: 'Reglas claras',
      description: 'Le atraen los temas con reglas claras, como las matemáticas o los horarios.',
    },
    {
      questionId: 'audhd-20',
      title: 'Pensamiento rápido',
      description:
        'Sus pensamientos pasan rápidamente de una idea a otra, y quizá merezca la pena conservar algunos.',
    },
    {
      questionId: 'audhd-9',
      title: 'Intereses profundos',
      description:
        'Para sus amistades, usted es la persona experta en algo que aprendió por su cuenta, en su tiempo libre.',
    },
    {
      questionId: 'audhd-2',
      title: 'Sentimientos intensos',
      description: 'Vive las cosas con intensidad, y esos sentimientos quizá le muestren lo que le importa.',
    },
  ],
};
