/** The ADHD traits assessment's results in French, addressing the reader as vous; see ../en/adhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Vous concentrer, vous organiser et trouver le calme vous semble sans doute gérable dans les situations que décrivent ces questions.',
      whatItDoesNotMean:
        'Cela n’exclut pas un TDAH. Le soutien que vous avez à la maison ou au travail et les stratégies que vous utilisez déjà peuvent influencer vos réponses.',
      nextStep:
        'Si l’attention ou l’organisation restent difficiles pour vous d’une façon qui compte, notez quand cela arrive et parlez-en avec une personne qualifiée.',
    },
    medium: {
      whatItMeans:
        'Certaines choses, comme garder votre concentration, terminer des tâches, suivre vos projets ou vivre avec un sentiment d’agitation, vous demandent peut-être plus d’efforts qu’à d’autres personnes.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. Le sommeil, le stress, l’anxiété et les grands changements de vie peuvent tous affecter l’attention pendant un temps.',
      nextStep:
        'Observez quelles tendances vous accompagnent depuis longtemps. Si elles pèsent sur votre quotidien, vous pouvez envisager d’en parler avec votre médecin traitant ou une autre personne qualifiée.',
    },
    high: {
      whatItMeans:
        'Garder votre concentration, vous organiser, attendre ou trouver le calme vous demande peut-être souvent beaucoup d’efforts.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. Une personne qualifiée regarderait aussi votre histoire depuis l’enfance, et d’autres explications possibles.',
      nextStep:
        'Si vous souhaitez explorer cette piste, votre médecin traitant ou un service spécialisé peut vous conseiller. Il peut être utile de noter depuis quand ces tendances font partie de votre vie.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Un esprit qui vagabonde',
      description:
        'Votre esprit passe souvent à d’autres pensées, et certaines valent peut-être la peine d’être gardées.',
    },
    {
      questionId: 'adhd-7',
      title: 'Aimer avoir de quoi faire',
      description:
        'Rester sans rien faire vous met mal à l’aise, ce qui peut se traduire par l’envie de faire avancer les choses.',
    },
    {
      questionId: 'adhd-5',
      title: 'Passer vite à l’action',
      description:
        'Vous agissez souvent vite, ce qui peut vous être utile quand quelque chose doit être fait tout de suite.',
    },
    {
      questionId: 'adhd-8',
      title: 'Travailler avec une échéance',
      description:
        'Vous avez tendance à commencer les grosses tâches peu avant l’échéance, et vous savez peut-être par expérience que vous pouvez travailler avec peu de temps devant vous.',
    },
  ],
};
