/** The autism traits assessment's results in Spanish, addressing the reader as usted; see ../en/asd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Las conversaciones con otras personas, los cambios de planes y los lugares concurridos probablemente le resulten bastante llevaderos, al menos en lo que plantean estas preguntas.',
      whatItDoesNotMean:
        'Esto no descarta el autismo. Algunas personas, sobre todo las que han aprendido a enmascarar sus rasgos, puntúan más bajo en cuestionarios breves de lo que haría pensar su experiencia diaria.',
      nextStep:
        'Si algo sigue sin tener explicación, puede ayudarle anotar ejemplos concretos de su vida y comentarlos con una persona profesional cualificada.',
    },
    medium: {
      whatItMeans:
        'Algunos ámbitos, como la intuición social, las rutinas, las experiencias sensoriales o los intereses muy centrados, quizá le exijan más energía que a otras personas, mientras que otros le resultan más fáciles.',
      whatItDoesNotMean:
        'No es un diagnóstico, y un cuestionario no puede decir si el autismo explica sus experiencias. Muchas personas se reconocen en algunas de ellas.',
      nextStep:
        'Fíjese en qué ámbitos le han resultado más familiares. Si afectan a su bienestar, su trabajo o sus relaciones, piense en comentarlos con su médico o con otra persona profesional cualificada.',
    },
    high: {
      whatItMeans:
        'Experiencias como interpretar las señales sociales, afrontar los cambios, gestionar los estímulos sensoriales o enmascarar sus rasgos en situaciones sociales quizá formen parte habitual de su vida.',
      whatItDoesNotMean:
        'No es un diagnóstico. Solo una evaluación completa por parte de una persona profesional cualificada puede determinar si el autismo explica estas experiencias.',
      nextStep:
        'Si quiere profundizar en ello, su médico o un servicio especializado son un buen punto de partida. Puede ayudar llevar sus resultados y ejemplos de su día a día.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Atención al detalle',
      description:
        'Detecta pequeños errores antes que otras personas, algo que puede ser útil en trabajos minuciosos o precisos.',
    },
    {
      questionId: 'asd-7',
      title: 'Intereses intensos',
      description: 'Sus intereses son intensos, y quizá sepa muchísimo sobre ellos.',
    },
    {
      questionId: 'asd-18',
      title: 'Volver a sus intereses',
      description:
        'Dedica su tiempo libre a los mismos uno o dos intereses, lo que le da tiempo para conocerlos a fondo.',
    },
    {
      questionId: 'asd-6',
      title: 'Gusto por un plan claro',
      description: 'Le gusta saber cómo será su día, y quizá planificar con antelación se le dé bien.',
    },
    {
      questionId: 'asd-16',
      title: 'El sentido literal',
      description:
        'Entiende las palabras en su sentido literal, y quizá prefiera que la gente diga lo que quiere decir.',
    },
  ],
};
