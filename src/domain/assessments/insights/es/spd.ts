/** The sensory processing assessment's results in Spanish, addressing the reader as usted; see ../en/spd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Los sonidos, las luces, las texturas y los lugares concurridos de cada día probablemente le resulten bastante cómodos la mayor parte del tiempo.',
      whatItDoesNotMean:
        'Eso no significa que nunca llegue a sentir agobio. Todo el mundo tiene preferencias sensoriales, y pueden cambiar con el cansancio o el estrés.',
      nextStep:
        'Si ciertas sensaciones le siguen molestando, vale la pena probar pequeños cambios, como un sitio más tranquilo o una luz más suave.',
    },
    medium: {
      whatItMeans:
        'Ciertos sonidos, luces, texturas o entornos concurridos quizá le afecten más de lo que parecen afectar a otras personas, o quizá busque algunas sensaciones.',
      whatItDoesNotMean:
        'No es un diagnóstico de ningún tipo. Las diferencias sensoriales son frecuentes y forman parte de la vida de muchas personas.',
      nextStep:
        'Fíjese en qué entornos le agotan y cuáles le ayudan a recuperarse. Adaptar su entorno, por ejemplo con pausas o espacios más tranquilos, puede hacer más cómoda la vida diaria.',
    },
    high: {
      whatItMeans:
        'Los estímulos sensoriales quizá le resulten a menudo intensos, y quizá necesite más tiempo que otras personas para recuperarse después de situaciones concurridas o ruidosas.',
      whatItDoesNotMean:
        'No es un diagnóstico. Las experiencias sensoriales intensas pueden tener muchas explicaciones, y una persona profesional cualificada puede ayudarle a entender las suyas.',
      nextStep:
        'Si las experiencias sensoriales afectan a su día a día, piense en hablar con su médico o con un servicio de terapia ocupacional sobre lo que le conviene.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Percepción fina',
      description: 'Todavía nota un olor débil cuando otras personas dicen que ya ha desaparecido.',
    },
    {
      questionId: 'spd-1',
      title: 'Saber cómo es un lugar',
      description:
        'Los ruidos repentinos le sobresaltan, así que quizá note enseguida cuándo un lugar le resulta incómodo y busque otro más tranquilo.',
    },
    {
      questionId: 'spd-5',
      title: 'Autoconocimiento',
      description: 'Nota cuándo pasan demasiadas cosas a la vez, algo útil de saber para cuidarse.',
    },
    {
      questionId: 'spd-7',
      title: 'Disfrutar de sensaciones intensas',
      description:
        'Busca sensaciones intensas, y quizá disfrute de verdad con la música, el movimiento o la comida.',
    },
  ],
};
