/** The dyspraxia traits assessment's results in French, addressing the reader as vous; see ../en/dyspraxia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Les tâches physiques du quotidien, comme écrire à la main, vous déplacer ou apprendre de nouveaux mouvements, vous semblent sans doute assez gérables.',
      whatItDoesNotMean:
        'Cela n’exclut pas des différences de coordination. Beaucoup d’adultes ont mis en place des stratégies qui rendent les difficultés moins visibles.',
      nextStep:
        'Si certaines tâches physiques vous semblent encore plus difficiles qu’elles ne devraient l’être, notez des exemples précis et parlez-en avec une personne qualifiée.',
    },
    medium: {
      whatItMeans:
        'Certaines tâches, comme les gestes fins de la main, l’équilibre, l’appréciation des distances ou l’organisation, vous demandent peut-être plus d’efforts ou d’entraînement qu’à d’autres personnes.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. La fatigue, le stress et d’autres facteurs de santé peuvent aussi affecter la coordination.',
      nextStep:
        'Observez quelles tâches vous semblent plus difficiles depuis l’enfance. Si elles pèsent sur votre quotidien, vous pouvez envisager d’en parler avec votre médecin traitant ou de consulter en ergothérapie.',
    },
    high: {
      whatItMeans:
        'Les tâches physiques du quotidien, l’apprentissage de nouveaux mouvements et l’organisation de votre journée vous demandent peut-être souvent un effort supplémentaire, et cela peut-être depuis l’enfance.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic, et cela ne dit rien de votre intelligence. Seule une personne qualifiée peut évaluer correctement la coordination.',
      nextStep:
        'Si vous souhaitez explorer cette piste, votre médecin traitant peut vous conseiller sur les prochaines étapes, qui peuvent inclure un bilan en ergothérapie.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Persévérer',
      description:
        'Écrire proprement à la main vous demande beaucoup d’efforts, et vous savez peut-être persévérer dans ce qui ne vient pas facilement.',
    },
    {
      questionId: 'dys-7',
      title: 'Vos propres façons de faire',
      description:
        'Faire tenir toutes vos affaires dans un sac vous demande plusieurs essais, et vous avez peut-être trouvé vos propres façons de vous faciliter la tâche.',
    },
    {
      questionId: 'dys-8',
      title: 'Comprendre les autres',
      description:
        'Les jeux de ballon étaient plus difficiles pour vous que pour les autres enfants, et vous comprenez peut-être les personnes pour qui certaines choses sont difficiles.',
    },
    {
      questionId: 'dys-6',
      title: 'Anticiper',
      description:
        'Évaluer les distances est difficile pour vous, et vous avez peut-être appris à prévoir comment vous y prendre avant de commencer.',
    },
  ],
};
