import {
  experienceAmounts,
  experienceAmountWords,
  friendSharedExperiences,
  levelShortLabels,
  profilePartShortTitles,
  profilePartTitles,
  sharedExperiencesAbout,
  sharedExperiencesTitle,
  takerSharedExperiences,
  totalTitle,
} from '#messages/result-words';
import {
  AUDHD_CATEGORY_QUESTION_COUNTS,
  getSubscoreLevel,
  HIGH_FROM_AVERAGE,
  type Level,
  MEDIUM_FROM_AVERAGE,
} from './levels.ts';
import type { AudhdCategory } from './questions.ts';

// The combined (audhd) result is read as a profile (issue 25; docs/decisions/027-audhd-profile-first.md): the
// autism-related and the ADHD-related parts, each with its own band, come first; the total follows as their sum.
// The three shared items (emotions, overload, recovery) ask about strain that many people know, whatever its
// cause, so they never get a band or a band colour: they are described in plain words (few, some or many of
// these experiences), by one rule and one wording for the results page, the shared page and the report.
// Pure and small: the results page and the shared page carry it, so it imports no question texts.

/** The parts of a combined result; a subset of `AudhdSubscores`, which any stored result holds. */
export type AudhdParts = Readonly<Record<AudhdCategory, number>>;

/** The highest score of each part: 4 points for each of its items. */
export const MAX_PART_SCORES: AudhdParts = {
  autism: 4 * AUDHD_CATEGORY_QUESTION_COUNTS.autism,
  adhd: 4 * AUDHD_CATEGORY_QUESTION_COUNTS.adhd,
  overlap: 4 * AUDHD_CATEGORY_QUESTION_COUNTS.overlap,
};

/**
 * Whether parts read from a share link are ones we could have made: whole numbers in range, of the combined
 * assessment, adding up to its score. Both share-link decoders (with and without zod) use this one check.
 */
export function arePartsOf(type: string, score: number, parts: Readonly<Record<string, unknown>>): boolean {
  let sum = 0;
  for (const category of ['autism', 'adhd', 'overlap'] as const) {
    const part = parts[category];
    if (typeof part !== 'number' || !Number.isInteger(part) || part < 0 || part > MAX_PART_SCORES[category]) {
      return false;
    }
    sum += part;
  }
  return type === 'audhd' && sum === score;
}

/** The two parts that lead, in the order they are shown. */
export const PROFILE_PARTS = ['autism', 'adhd'] as const;

export type ProfilePart = (typeof PROFILE_PARTS)[number];

export const PROFILE_PART_TITLES: Readonly<Record<ProfilePart, string>> = profilePartTitles;

/** The words of a title or a link preview, where space is short. */
export const PROFILE_PART_SHORT_TITLES: Readonly<Record<ProfilePart, string>> = profilePartShortTitles;

export type ProfileLevels = Readonly<Record<ProfilePart, Level>>;

/** Each leading part's band, by the one banding rule of levels.ts. */
export function getProfileLevels(parts: Pick<AudhdParts, ProfilePart>): ProfileLevels {
  return {
    autism: getSubscoreLevel('autism', parts.autism),
    adhd: getSubscoreLevel('adhd', parts.adhd),
  };
}

/** The words a profile is described in: the build's, or another language's (`result-words` messages). */
type ProfileWords = {
  profilePartShortTitles: Readonly<Record<ProfilePart, string>>;
  levelShortLabels: Readonly<Record<Level, string>>;
};

/**
 * "Autism-related: Moderate; ADHD-related: Significant": the profile in one line, for titles and previews. In the
 * build's language, or in `words`' (the server writes a German page's head).
 */
export function describeProfile(
  levels: ProfileLevels,
  words: ProfileWords = { profilePartShortTitles: PROFILE_PART_SHORT_TITLES, levelShortLabels },
): string {
  return PROFILE_PARTS.map(
    (part) => `${words.profilePartShortTitles[part]}: ${words.levelShortLabels[levels[part]]}`,
  ).join('; ');
}

/** What the total is, wherever it follows the profile. */
export const TOTAL_TITLE = totalTitle;

export const SHARED_EXPERIENCES_TITLE = sharedExperiencesTitle;

export const SHARED_EXPERIENCES_ABOUT = sharedExperiencesAbout;

/** The shared items, in questionnaire order (a test holds them to the overlap items of the questionnaire). */
export const SHARED_EXPERIENCE_ITEM_IDS = ['audhd-2', 'audhd-15', 'audhd-19'] as const;

export const EXPERIENCE_AMOUNTS = ['few', 'some', 'many'] as const;

export type ExperienceAmount = (typeof EXPERIENCE_AMOUNTS)[number];

/** The words of an amount, the same as the report's theme words. */
export const EXPERIENCE_AMOUNT_WORDS: Readonly<Record<ExperienceAmount, string>> = experienceAmountWords;

/**
 * How many of the experiences asked about an average answer (0 to 4, after reverse scoring) describes. The same
 * cut points as the bands, so words and bands never disagree; but these are words, never a level.
 */
export function amountForAverage(average: number): ExperienceAmount {
  if (average >= HIGH_FROM_AVERAGE) return 'many';
  if (average >= MEDIUM_FROM_AVERAGE) return 'some';
  return 'few';
}

/** The shared part's words, from its score (0 to 12: three items of 0 to 4 points each). */
export function sharedExperiencesAmount(sharedScore: number): ExperienceAmount {
  return amountForAverage(sharedScore / SHARED_EXPERIENCE_ITEM_IDS.length);
}

/** Whose answers the words speak of: the person reading their own result, or a friend reading a shared one. */
export type Reader = 'taker' | 'friend';

/** "Your answers describe many of these experiences." */
export function describeSharedExperiences(sharedScore: number, reader: Reader): string {
  const values = { amount: experienceAmounts[sharedExperiencesAmount(sharedScore)] };
  return reader === 'taker' ? takerSharedExperiences(values) : friendSharedExperiences(values);
}
