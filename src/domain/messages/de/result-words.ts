/** A result's words wherever one is shown, in German; see ../en/result-words.ts. */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Geringe Übereinstimmung',
  medium: 'Mittlere Übereinstimmung',
  high: 'Deutliche Übereinstimmung',
};
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Gering',
  medium: 'Mittel',
  high: 'Deutlich',
};
export const howToReadTheBands =
  'Die drei Bereiche folgen der durchschnittlichen Antwort, von überwiegender Ablehnung bis zu überwiegender Zustimmung zu den erfragten Erfahrungen. Einige Aussagen werden umgekehrt gewertet: Zustimmung zählt bei ihnen in die andere Richtung. Die Bereiche sind Anteile der möglichen Punktzahl, keine klinischen Grenzwerte, und sie wurden nicht an Diagnosen überprüft.';

export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'autistische und ADHS-bezogene Merkmale',
  asd: 'autistische Merkmale',
  adhd: 'Merkmale von Aufmerksamkeit und Aktivität',
  spd: 'Unterschiede in der Reizverarbeitung',
  dyspraxia: 'Merkmale von Koordination und Bewegung',
  dyslexia: 'Merkmale beim Lesen und in der Sprachverarbeitung',
};
export const levelAmounts: Readonly<Record<Level, string>> = {
  low: 'wenige',
  medium: 'einige',
  high: 'viele',
};
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Ihre Antworten beschreiben ${amount} der Erfahrungen, nach denen diese Selbsteinschätzung fragt (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Die Antworten dieser Person beschreiben ${amount} der Erfahrungen, nach denen diese Selbsteinschätzung fragt (${traits}).`;
export const unknownAssessmentType =
  'Diese Art von Selbsteinschätzung ist unbekannt. Bitte versuchen Sie es erneut.';

export const fallbackStrengths = [
  {
    title: 'Eine eigene Sichtweise',
    description: 'Wie Sie die Welt erleben, gibt Ihnen einen Blickwinkel, den andere vielleicht nicht haben.',
  },
  {
    title: 'Widerstandskraft',
    description:
      'Sich Zeit zu nehmen, um sich selbst zu verstehen, zeigt Offenheit und die Bereitschaft, weiter zu wachsen.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'Sie haben jeder Aussage dieselbe Antwort gegeben. Antworten, die sich von Aussage zu Aussage unterscheiden, ergeben ein aussagekräftigeres Bild. Vielleicht möchten Sie die Selbsteinschätzung in einem ruhigen Moment noch einmal ausfüllen.',
  contradictory:
    'Sie haben mehreren Paaren von Aussagen zugestimmt, die über dieselbe Erfahrung Gegensätzliches sagen. Das kann passieren, wenn man Aussagen schnell liest. Dieses Ergebnis sagt deshalb vielleicht weniger über Sie aus, als es scheint. Vielleicht möchten Sie die Selbsteinschätzung in einem ruhigen Moment noch einmal ausfüllen und dabei jede Aussage für sich lesen.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autismus-bezogene Merkmale',
  adhd: 'ADHS-bezogene Merkmale',
};
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autismus-bezogen',
  adhd: 'ADHS-bezogen',
};
export const totalTitle = 'Gesamt: die Summe aller drei Teile';
export const sharedExperiencesTitle = 'Erfahrungen, die beide teilen';
export const sharedExperiencesAbout =
  'Drei Aussagen fragen nach Gefühlen, die lange brauchen, um sich zu legen, nach Überlastung an belebten Orten und nach der Energie nach einem Tag mit anderen Menschen. Viele Menschen kennen das in belastenden Zeiten, was auch immer die Ursache ist. Deshalb zählen diese Aussagen zur Gesamtpunktzahl, haben aber keinen eigenen Bereich.';
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Wenige dieser Erfahrungen',
  some: 'Einige dieser Erfahrungen',
  many: 'Viele dieser Erfahrungen',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'wenige',
  some: 'einige',
  many: 'viele',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Ihre Antworten beschreiben ${amount} dieser Erfahrungen.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `Die Antworten dieser Person beschreiben ${amount} dieser Erfahrungen.`;

export const scoreOutOf = ({ max }: { max: number }) => ` von ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, im Bereich „${level}“`;
export const yourScoreBand = ' (Ihre Punktzahl)';
export const yourScore = 'Ihre Punktzahl';
