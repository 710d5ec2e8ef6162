/** The dyslexia traits assessment's results in French, addressing the reader as vous; see ../en/dyslexia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'La lecture, l’orthographe et le suivi de consignes orales vous semblent sans doute assez gérables.',
      whatItDoesNotMean:
        'Cela n’exclut pas une dyslexie. Les adultes développent souvent des stratégies efficaces qu’un questionnaire court ne repère pas.',
      nextStep:
        'Si lire ou écrire vous semble encore plus difficile que vous ne vous y attendriez, notez des exemples et envisagez d’en parler avec une personne qualifiée.',
    },
    medium: {
      whatItMeans:
        'Certaines tâches, comme lire vite, écrire sans fautes d’orthographe ou retenir des consignes orales, vous demandent peut-être plus d’efforts qu’à d’autres personnes.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic, et cela n’a rien à voir avec l’intelligence. La fatigue, le stress et la lecture dans une autre langue peuvent aussi jouer un rôle.',
      nextStep:
        'Des outils comme la synthèse vocale ou un correcteur d’orthographe peuvent faciliter certaines tâches. Si des difficultés pèsent sur vos études ou votre travail, vous pouvez envisager une évaluation professionnelle.',
    },
    high: {
      whatItMeans:
        'Lire, écrire sans fautes, organiser vos écrits ou garder en tête des informations entendues vous demande peut-être souvent beaucoup d’efforts.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic, et cela ne dit rien de votre intelligence. Seule une personne qualifiée pour ce bilan peut dire si une dyslexie explique ces expériences.',
      nextStep:
        'Si vous souhaitez explorer cette piste, une personne qualifiée pour le bilan de la dyslexie ou votre médecin traitant peut vous conseiller. Les établissements de formation et les employeurs peuvent souvent proposer un soutien, eux aussi.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Vérifier avec soin',
      description:
        'Recopier de longs nombres vous demande plusieurs essais, alors vous les vérifiez peut-être déjà avec soin.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'D’autres façons d’apprendre',
      description:
        'Les détails entendus vous échappent vite, alors noter les choses ou apprendre en pratiquant vous convient peut-être mieux.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Vos propres solutions',
      description:
        'Vous avez appris à lire plus tard que vos camarades de classe, et vous avez peut-être trouvé depuis vos propres façons de faire avec la lecture.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Écouter et parler',
      description:
        'Lire longtemps vous fatigue, alors écouter et échanger à voix haute sont peut-être des façons d’apprendre qui vous conviennent.',
    },
  ],
};
