/**
 * The three optional questions after an assessment, in English (see shell.ts): their choices are the domain's
 * (result-context.ts), which reads their words here, so the report quotes them in the reader's language.
 */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Since childhood',
  teens: 'Since my teens',
  adulthood: 'Only as an adult',
  'not-sure': 'Not sure',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Work or study',
  home: 'Home',
  relationships: 'Relationships',
  health: 'Health',
  money: 'Money',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'A little',
  'quite-a-lot': 'Quite a lot',
  'a-great-deal': 'A great deal',
};
export const onsetHeading = 'Since when have you noticed these experiences?';
export const areasHeading = 'Where do they affect your daily life, and how much?';
export const exampleHeading = 'One example, in your own words';
export const notSaved =
  'Your answers could not be saved just now. Please check your connection and try again.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Optional question ${number} of ${total}`;
export const areasHint = 'Tick any that apply, then say how much for each.';
export const howMuchFor = ({ area }: { area: string }) => `How much, for ${area}`;
export const sayHowMuch = ({ area }: { area: string }) => `Say how much for ${area}, or untick it.`;
export const exampleHint =
  'A moment when these experiences made something harder, or easier. Plain words are fine.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} of ${max} characters`;
export const escapeHint = 'Keyboard: press Esc to skip this question.';
export const saving = 'Saving…';
export const save = 'Save my answers';
export const next = 'Next';
export const skipQuestion = 'Skip this question';
export const whatTheyAreFor =
  'If you buy the Complete Report, its pages for a healthcare provider quote what you say here, as your own words. Skip any question, or all of them.';
export const loadingQuestions = 'Loading the questions…';
export const stepHeading = 'Your answers are saved · three optional questions';
export const skipToResults = 'Skip to my results';
export const offerHeading = 'Context for a healthcare provider (optional)';
export const thankYou =
  'Thank you. Your answers are saved with this result, and the Complete Report quotes them.';
export const offerIntro = 'Three short questions: since when, where in daily life, and one example.';
export const answerThree = 'Answer three optional questions';
