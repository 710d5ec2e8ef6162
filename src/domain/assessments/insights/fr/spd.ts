/** The sensory processing assessment's results in French, addressing the reader as vous; see ../en/spd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Les bruits, les lumières, les textures et les lieux animés du quotidien vous semblent sans doute assez confortables la plupart du temps.',
      whatItDoesNotMean:
        'Cela ne veut pas dire que vous ne vivez jamais de surcharge. Chaque personne a ses préférences sensorielles, et elles peuvent changer avec la fatigue ou le stress.',
      nextStep:
        'Si certaines sensations vous gênent encore, de petits changements, comme un endroit plus calme ou un éclairage plus doux, valent la peine d’être essayés.',
    },
    medium: {
      whatItMeans:
        'Certains bruits, lumières, textures ou lieux animés vous touchent peut-être plus qu’ils ne semblent toucher les autres, ou bien vous recherchez peut-être certaines sensations.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic, quel qu’il soit. Les différences sensorielles sont courantes et font partie de la vie de beaucoup de personnes.',
      nextStep:
        'Observez quels environnements vous épuisent et lesquels vous ressourcent. Aménager votre environnement, par exemple avec des pauses ou des espaces plus calmes, peut rendre le quotidien plus confortable.',
    },
    high: {
      whatItMeans:
        'Les stimulations sensorielles vous semblent peut-être souvent intenses, et vous avez peut-être besoin de plus de temps que d’autres pour récupérer après des situations animées ou bruyantes.',
      whatItDoesNotMean:
        'Ce n’est pas un diagnostic. Des expériences sensorielles fortes peuvent avoir de nombreuses explications, et une personne qualifiée peut vous aider à comprendre les vôtres.',
      nextStep:
        'Si vos expériences sensorielles pèsent sur votre quotidien, vous pouvez envisager d’en parler avec votre médecin traitant ou de consulter en ergothérapie pour voir ce qui vous convient.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Une perception fine',
      description: 'Vous sentez encore une odeur légère quand les autres disent qu’elle a disparu.',
    },
    {
      questionId: 'spd-1',
      title: 'Sentir l’ambiance d’un lieu',
      description:
        'Les bruits soudains vous font sursauter, alors vous remarquez peut-être vite quand un lieu est inconfortable, et vous en cherchez un plus calme.',
    },
    {
      questionId: 'spd-5',
      title: 'Vous connaître',
      description:
        'Vous remarquez quand il se passe trop de choses, et c’est utile à savoir pour prendre soin de vous.',
    },
    {
      questionId: 'spd-7',
      title: 'Le goût des sensations fortes',
      description:
        'Vous recherchez des sensations fortes, et la musique, le mouvement ou la nourriture vous procurent peut-être un vrai plaisir.',
    },
  ],
};
