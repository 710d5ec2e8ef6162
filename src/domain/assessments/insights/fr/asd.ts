/** The autism traits assessment's results in French, addressing the reader as vous; see ../en/asd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Les conversations avec d’autres personnes, les changements de programme et les lieux animés vous semblent sans doute assez gérables, du moins sur les points qu’abordent ces questions.',
      whatItDoesNotMean:
        'Cela n’exclut pas l’autisme. Certaines personnes, surtout celles qui ont appris à masquer leurs traits, obtiennent à un questionnaire court un score plus bas que ce que leur vie quotidienne laisserait penser.',
      nextStep:
        'Si quelque chose vous semble encore inexpliqué, il peut être utile de noter des exemples précis tirés de votre vie et d’en parler avec une personne qualifiée.',
    },
    medium: {
      whatItMeans:
        'Certains domaines, comme l’intuition sociale, les routines, les expériences sensorielles ou les intérêts spécifiques, vous demandent peut-être plus d’énergie qu’à d’autres personnes, tandis que d’autres vous semblent plus faciles.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic, et un questionnaire ne peut pas dire si l’autisme explique ce que vous vivez. Beaucoup de personnes se reconnaissent dans certaines de ces expériences.',
      nextStep:
        'Regardez quels domaines vous ont semblé les plus familiers. S’ils pèsent sur votre bien-être, votre travail ou vos relations, vous pouvez envisager d’en parler avec votre médecin traitant ou une autre personne qualifiée.',
    },
    high: {
      whatItMeans:
        'Des expériences comme décoder les signaux sociaux, faire face au changement, gérer les stimulations sensorielles ou masquer vos traits en société font peut-être régulièrement partie de votre vie.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. Seule une évaluation complète par une personne qualifiée peut dire si l’autisme explique ces expériences.',
      nextStep:
        'Si vous souhaitez aller plus loin, votre médecin traitant ou un service spécialisé est un bon point de départ. Il peut être utile d’apporter vos résultats et des exemples de votre vie quotidienne.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Le souci du détail',
      description:
        'Vous repérez les petites erreurs avant les autres, ce qui peut être utile dans un travail soigné ou précis.',
    },
    {
      questionId: 'asd-7',
      title: 'Des intérêts intenses',
      description: 'Vos centres d’intérêt sont intenses, et vous en savez peut-être beaucoup à leur sujet.',
    },
    {
      questionId: 'asd-18',
      title: 'Revenir à vos centres d’intérêt',
      description:
        'Vous consacrez votre temps libre aux mêmes un ou deux centres d’intérêt, ce qui vous laisse le temps de bien les connaître.',
    },
    {
      questionId: 'asd-6',
      title: 'Aimer un programme clair',
      description:
        'Vous aimez savoir comment votre journée va se dérouler, et vous savez peut-être bien planifier à l’avance.',
    },
    {
      questionId: 'asd-16',
      title: 'Le sens littéral',
      description:
        'Vous prenez les mots au sens littéral, et vous préférez peut-être que les gens disent ce qu’ils veulent dire.',
    },
  ],
};
