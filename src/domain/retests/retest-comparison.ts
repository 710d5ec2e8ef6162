import { differentWording, noChange, retestNote } from '#messages/retests';
import type { Level } from '../assessments/levels.ts';
import { formatDecimal } from '../locale/locale.ts';

// What a comparison of two takes holds, and the words that go with it: shared by the results page (which must not
// download the scoring and report code that computes it, compare-takes.ts) and the report.

export type ThemeChange = {
  theme: string;
  /** The combined assessment's group of the theme ("Autism-related traits"); null for the others. */
  group: string | null;
  /** Mean item score, 0 to 4, one decimal, as the report shows it. */
  was: number;
  now: number;
  /** now - was, one decimal. */
  change: number;
};

export type MovedAnswer = {
  /** The question's place in the questionnaire, from 1. */
  number: number;
  text: string;
  was: string;
  now: string;
  /** How many steps of the five-point scale the answer moved, 2 or more. */
  steps: number;
};

export type RetestComparison = {
  /** When the earlier take was finished, as an ISO date-time. */
  earlierAt: string;
  levelThen: Level;
  levelNow: Level;
  /** Both takes answered the same wording: themes and answers are compared. */
  isSameWording: boolean;
  /** Every theme, in questionnaire order; empty on different wordings. */
  themes: ThemeChange[];
  /** Every answer that moved by two steps or more, in questionnaire order; empty on different wordings. */
  movedAnswers: MovedAnswer[];
};

/** The smallest move of an answer that the comparison lists: one step is within how anyone's answers vary. */
export const MOVED_STEPS = 2;

/** The one calm sentence every comparison carries. */
export const RETEST_NOTE = retestNote;

export const RETEST_DIFFERENT_WORDING_NOTE = differentWording;

/** "+0.5", "−0.3", "no change": a theme's change in words a reader takes in at a glance. */
export function describeThemeChange(change: number): string {
  if (change === 0) return noChange;
  return `${change > 0 ? '+' : '−'}${formatDecimal(Math.abs(change), 1)}`;
}
