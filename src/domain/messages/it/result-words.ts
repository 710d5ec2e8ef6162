/** A result's words wherever one is shown, in Italian; see ../en/result-words.ts. */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Corrispondenza minima',
  medium: 'Corrispondenza moderata',
  high: 'Corrispondenza significativa',
};
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Minima',
  medium: 'Moderata',
  high: 'Significativa',
};
export const howToReadTheBands =
  'Le tre fasce seguono la risposta media, da un disaccordo prevalente a un accordo prevalente con le esperienze descritte nelle domande. Alcune affermazioni hanno un punteggio inverso: per queste, essere d’accordo conta nel senso opposto. Le fasce sono quote del punteggio possibile, non soglie cliniche, e non sono state verificate rispetto a delle diagnosi.';

export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'tratti autistici e legati all’ADHD',
  asd: 'tratti autistici',
  adhd: 'tratti di attenzione e attività',
  spd: 'differenze nell’elaborazione sensoriale',
  dyspraxia: 'tratti di coordinazione e movimento',
  dyslexia: 'tratti di lettura ed elaborazione del linguaggio',
};
export const levelAmounts: Readonly<Record<Level, string>> = {
  low: 'poche',
  medium: 'alcune',
  high: 'molte',
};
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Le sue risposte descrivono ${amount} delle esperienze che questa autovalutazione prende in esame (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Le risposte di questa persona descrivono ${amount} delle esperienze che questa autovalutazione prende in esame (${traits}).`;
export const unknownAssessmentType = 'Tipo di autovalutazione non riconosciuto. Riprovi.';

export const fallbackStrengths = [
  {
    title: 'Una prospettiva unica',
    description:
      'Il modo in cui lei vive il mondo le dà un punto di vista che altre persone potrebbero non avere.',
  },
  {
    title: 'Resilienza',
    description: 'Prendersi il tempo per capirsi mostra apertura e la voglia di continuare a crescere.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'Ha dato la stessa risposta a ogni affermazione. Risposte che cambiano da un’affermazione all’altra danno un quadro più utile: se vuole, può rifare l’autovalutazione in un momento tranquillo.',
  contradictory:
    'Ha espresso accordo con diverse coppie di affermazioni che dicono cose opposte sulla stessa esperienza. Può succedere quando si leggono le affermazioni in fretta, quindi questo risultato potrebbe dire di lei meno di quanto sembri. Se vuole, può rifare l’autovalutazione in un momento tranquillo, leggendo le affermazioni una alla volta.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Tratti legati all’autismo',
  adhd: 'Tratti legati all’ADHD',
};
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Legati all’autismo',
  adhd: 'Legati all’ADHD',
};
export const totalTitle = 'Totale: la somma di tutte e tre le parti';
export const sharedExperiencesTitle = 'Esperienze comuni a entrambe le parti';
export const sharedExperiencesAbout =
  'Tre affermazioni riguardano emozioni che impiegano molto tempo a placarsi, il sovraccarico nei luoghi affollati e l’energia dopo una giornata passata con altre persone. Molte persone le conoscono nei periodi di stress, qualunque ne sia la causa: per questo contano nel totale, ma non hanno una fascia propria.';
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Poche di queste esperienze',
  some: 'Alcune di queste esperienze',
  many: 'Molte di queste esperienze',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'poche',
  some: 'alcune',
  many: 'molte',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Le sue risposte descrivono ${amount} di queste esperienze.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `Le risposte di questa persona descrivono ${amount} di queste esperienze.`;

export const scoreOutOf = ({ max }: { max: number }) => ` su ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, nella fascia «${level}»`;
export const yourScoreBand = ' (il suo punteggio)';
export const yourScore = 'Il suo punteggio';
