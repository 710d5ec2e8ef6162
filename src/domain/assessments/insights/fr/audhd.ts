/** The combined autism and ADHD traits assessment's results in French, addressing the reader as vous; see ../en/audhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Les situations sociales, la concentration, les routines et les expériences sensorielles vous semblent sans doute assez gérables, telles que ces questions les décrivent.',
      whatItDoesNotMean:
        'Cela n’exclut ni l’autisme, ni un TDAH, ni les deux. Masquer ses traits et utiliser des stratégies bien rodées peut faire baisser le score à un questionnaire court.',
      nextStep:
        'Si quelque chose vous semble encore inexpliqué, regardez les questions qui vous ont semblé les plus familières, et envisagez d’en parler avec une personne qualifiée.',
    },
    medium: {
      whatItMeans:
        'Certains domaines, comme l’énergie pour les relations, l’attention, les routines ou la charge sensorielle, vous demandent peut-être plus d’efforts qu’à d’autres personnes. Vos scores pour l’autisme, pour le TDAH et pour les expériences communes aux deux montrent lesquels.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic d’autisme, de TDAH ou des deux. Les expériences communes aux deux, comme la surcharge ou la fatigue après des journées chargées, sont connues de beaucoup de personnes.',
      nextStep:
        'Comparez vos trois scores pour voir quels domaines ressortent. S’ils pèsent sur votre quotidien, vous pouvez envisager d’en parler avec votre médecin traitant ou une autre personne qualifiée.',
    },
    high: {
      whatItMeans:
        'Des expériences liées aux relations, à la concentration, aux routines, à l’agitation et à la charge sensorielle marquent peut-être régulièrement vos journées. Vos trois scores montrent quels domaines ressortent le plus.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. L’autisme et le TDAH peuvent se ressembler, et seule une évaluation complète par une personne qualifiée peut dire ce qui explique vos expériences.',
      nextStep:
        'Si vous souhaitez explorer cette piste, votre médecin traitant ou un service spécialisé peut vous conseiller sur une évaluation. Il peut être utile d’apporter vos résultats et des exemples de votre quotidien.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Une concentration durable',
      description: 'Quand une tâche vous absorbe, votre attention y reste.',
    },
    {
      questionId: 'audhd-7',
      title: 'Le souci du détail',
      description:
        'Les petites différences, comme une ligne dans une autre police, vous sautent tout de suite aux yeux.',
    },
    {
      questionId: 'audhd-27',
      title: 'Des règles claires',
      description: 'Les sujets aux règles claires, comme les maths ou les horaires, vous attirent.',
    },
    {
      questionId: 'audhd-20',
      title: 'Des pensées rapides',
      description:
        'Vos pensées passent vite d’une idée à l’autre, et certaines valent peut-être la peine d’être gardées.',
    },
    {
      questionId: 'audhd-9',
      title: 'Des intérêts profonds',
      description:
        'Pour vos proches, vous êtes une référence sur un sujet que vous avez étudié sur votre temps libre.',
    },
    {
      questionId: 'audhd-2',
      title: 'Des émotions fortes',
      description:
        'Vous ressentez les choses avec force, et ces émotions vous montrent peut-être ce qui compte pour vous.',
    },
  ],
};
