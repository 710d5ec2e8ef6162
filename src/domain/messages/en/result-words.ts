/**
 * A result's words wherever one is shown, in English: the results page, a shared result, the report (see shell.ts
 * for how messages are kept). The domain reads them (levels.ts, insights.ts, audhd-profile.ts, answer-pattern.ts),
 * so the rules stay in one place and the words in the reader's language.
 */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Minimal Alignment',
  medium: 'Moderate Alignment',
  high: 'Significant Alignment',
};
/** A level in a word, where space is short (a browser tab, a link preview). */
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Minimal',
  medium: 'Moderate',
  high: 'Significant',
};
/**
 * What the bands are, in three plain sentences. About a third of the statements are worded as ease and scored in
 * reverse, so "agreeing" alone does not lead to the top band; the text says so (issue 25). Nothing may suggest the
 * bands are clinical thresholds: they are not (docs/decisions/011-score-bands.md).
 */
export const howToReadTheBands =
  'The three bands follow the average answer, from mostly disagreeing to mostly agreeing with the experiences asked about. Some statements are scored in reverse: agreeing with those counts the other way. The bands are shares of the possible score, not clinical cut-offs, and they have not been checked against diagnoses.';

/** What an assessment asks about, in a summary's words. */
export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'autistic and ADHD-related traits',
  asd: 'autistic traits',
  adhd: 'attention and activity traits',
  spd: 'sensory processing differences',
  dyspraxia: 'coordination and movement traits',
  dyslexia: 'reading and language-processing traits',
};
/** How many of the experiences asked about a level's answers describe. */
export const levelAmounts: Readonly<Record<Level, string>> = { low: 'few', medium: 'some', high: 'many' };
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Your answers describe ${amount} of the experiences this assessment asks about (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `This person's answers describe ${amount} of the experiences this assessment asks about (${traits}).`;
export const unknownAssessmentType = 'Assessment type not recognized. Please try again.';

export const fallbackStrengths = [
  {
    title: 'Unique perspective',
    description: 'The way you experience the world gives you a point of view that others may not have.',
  },
  {
    title: 'Resilience',
    description: 'Taking time to understand yourself shows openness and a willingness to keep growing.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'You gave the same answer to every statement. Answers that change from one statement to the next give a more useful picture, so you may like to take the assessment again when you have a quiet moment.',
  contradictory:
    'You agreed with several pairs of statements that point opposite ways about the same experience. That can happen when statements are read quickly, so this result may say less about you than it seems. You may like to take the assessment again when you have a quiet moment, reading each statement on its own.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autism-related traits',
  adhd: 'ADHD-related traits',
};
/** The words of a title or a link preview, where space is short. */
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autism-related',
  adhd: 'ADHD-related',
};
export const totalTitle = 'Total: the sum of all three parts';
export const sharedExperiencesTitle = 'Experiences both share';
export const sharedExperiencesAbout =
  'Three statements ask about feelings that take a long time to settle, overload in busy places, and energy after a day with people. Many people know these at times of strain, whatever the cause, so they count in the total but have no band of their own.';
/** The words of an amount, the same as the report's theme words. */
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Few of these experiences',
  some: 'Some of these experiences',
  many: 'Many of these experiences',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'few',
  some: 'some',
  many: 'many',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Your answers describe ${amount} of these experiences.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `This person's answers describe ${amount} of these experiences.`;

/** A score on its bar: "12 out of 40", then, for a screen reader, its band. */
export const scoreOutOf = ({ max }: { max: number }) => ` out of ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, in the ${level} range`;
export const yourScoreBand = ' (your score)';
export const yourScore = 'Your score';
