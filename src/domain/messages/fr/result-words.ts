/** A result's words wherever one is shown, in French; see ../en/result-words.ts. */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Correspondance minimale',
  medium: 'Correspondance modérée',
  high: 'Correspondance marquée',
};
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Minimale',
  medium: 'Modérée',
  high: 'Marquée',
};
export const howToReadTheBands =
  'Les trois tranches suivent la réponse moyenne : de réponses surtout en désaccord à des réponses surtout d’accord avec les expériences évoquées. Certains énoncés sont comptés à l’inverse : être d’accord avec eux compte dans l’autre sens. Les tranches sont des parts du score possible, pas des seuils cliniques, et elles n’ont pas été comparées à des diagnostics.';

export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'traits autistiques et traits liés au TDAH',
  asd: 'traits autistiques',
  adhd: 'traits d’attention et d’activité',
  spd: 'différences de traitement sensoriel',
  dyspraxia: 'traits de coordination et de mouvement',
  dyslexia: 'traits de lecture et de traitement du langage',
};
export const levelAmounts: Readonly<Record<Level, string>> = {
  low: 'peu',
  medium: 'une partie',
  high: 'un grand nombre',
};
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Vos réponses décrivent ${amount} des expériences sur lesquelles porte cette auto-évaluation (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Les réponses de cette personne décrivent ${amount} des expériences sur lesquelles porte cette auto-évaluation (${traits}).`;
export const unknownAssessmentType = 'Type d’auto-évaluation non reconnu. Veuillez réessayer.';

export const fallbackStrengths = [
  {
    title: 'Un regard singulier',
    description: 'Votre façon de vivre le monde vous donne un point de vue que d’autres n’ont peut-être pas.',
  },
  {
    title: 'Résilience',
    description:
      'Prendre le temps de vous comprendre montre de l’ouverture et l’envie de continuer à grandir.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'Vous avez donné la même réponse à chaque énoncé. Des réponses qui changent d’un énoncé à l’autre donnent une image plus utile. Vous pourriez refaire l’auto-évaluation à un moment calme.',
  contradictory:
    'Vous avez été d’accord avec plusieurs paires d’énoncés qui disent le contraire l’un de l’autre sur la même expérience. Cela peut arriver quand on lit les énoncés rapidement. Ce résultat en dit donc peut-être moins sur vous qu’il n’y paraît. Vous pourriez refaire l’auto-évaluation à un moment calme, en lisant chaque énoncé pour lui-même.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Traits liés à l’autisme',
  adhd: 'Traits liés au TDAH',
};
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Lié à l’autisme',
  adhd: 'Lié au TDAH',
};
export const totalTitle = 'Total : la somme des trois parties';
export const sharedExperiencesTitle = 'Expériences communes aux deux';
export const sharedExperiencesAbout =
  'Trois énoncés portent sur des émotions qui mettent longtemps à s’apaiser, la surcharge dans les lieux animés et l’énergie après une journée passée avec d’autres personnes. Beaucoup de gens connaissent cela dans les périodes de tension, quelle qu’en soit la cause. Ces énoncés comptent donc dans le total, mais n’ont pas de tranche à eux.';
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Peu de ces expériences',
  some: 'Une partie de ces expériences',
  many: 'Un grand nombre de ces expériences',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'peu',
  some: 'une partie',
  many: 'un grand nombre',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Vos réponses décrivent ${amount} de ces expériences.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `Les réponses de cette personne décrivent ${amount} de ces expériences.`;

export const scoreOutOf = ({ max }: { max: number }) => ` sur ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, dans la tranche « ${level} »`;
export const yourScoreBand = ' (votre score)';
export const yourScore = 'Votre score';
