import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountForAverage,
  describeProfile,
  describeSharedExperiences,
  EXPERIENCE_AMOUNT_WORDS,
  EXPERIENCE_AMOUNTS,
  type ExperienceAmount,
  getProfileLevels,
  SHARED_EXPERIENCE_ITEM_IDS,
  SHARED_EXPERIENCES_ABOUT,
  sharedExperiencesAmount,
} from './audhd-profile.ts';
import { AUDHD_CATEGORY_QUESTION_COUNTS, getSubscoreLevel, LEVELS, type Level } from './levels.ts';
import { getQuestions } from './questions.ts';
import { scoreAudhdSubscores } from './scoring.ts';

const AMOUNT_ORDER: Record<ExperienceAmount, number> = { few: 0, some: 1, many: 2 };
const LEVEL_ORDER: Record<Level, number> = { low: 0, medium: 1, high: 2 };
const SHARED_MAX = 4 * SHARED_EXPERIENCE_ITEM_IDS.length;

describe('the shared items', () => {
  it('are the overlap items of the questionnaire, in its order', () => {
    const overlap = getQuestions('audhd').filter((question) => question.category === 'overlap');
    expect(overlap.map((question) => question.id)).toEqual([...SHARED_EXPERIENCE_ITEM_IDS]);
    expect(SHARED_EXPERIENCE_ITEM_IDS).toHaveLength(AUDHD_CATEGORY_QUESTION_COUNTS.overlap);
  });
});

describe('sharedExperiencesAmount', () => {
  it('reads the example of issue 25 (12 of 12) as many, and the ends of the range as few and many', () => {
    expect(sharedExperiencesAmount(12)).toBe('many');
    expect(sharedExperiencesAmount(0)).toBe('few');
    expect(sharedExperiencesAmount(4)).toBe('few');
    expect(sharedExperiencesAmount(5)).toBe('some');
    expect(sharedExperiencesAmount(7)).toBe('some');
    expect(sharedExperiencesAmount(8)).toBe('many');
  });

  it('never goes down as the score goes up, over the whole range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SHARED_MAX }),
        fc.integer({ min: 0, max: SHARED_MAX }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(AMOUNT_ORDER[sharedExperiencesAmount(low)]).toBeLessThanOrEqual(
            AMOUNT_ORDER[sharedExperiencesAmount(high)],
          );
        },
      ),
    );
  });

  it('uses the same cut points as the bands, so words and bands never disagree (but it is words, not a level)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SHARED_MAX }), (score) => {
        expect(AMOUNT_ORDER[sharedExperiencesAmount(score)]).toBe(
          LEVEL_ORDER[getSubscoreLevel('overlap', score)],
        );
      }),
    );
  });

  it('follows the answers to the three statements, reverse keys honoured', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 30, maxLength: 30 }), (answers) => {
        const responses = Object.fromEntries(
          getQuestions('audhd').map((q, index) => [q.id, answers[index] ?? 0]),
        );
        const { overlap } = scoreAudhdSubscores(responses);
        const average = overlap / SHARED_EXPERIENCE_ITEM_IDS.length;
        expect(sharedExperiencesAmount(overlap)).toBe(amountForAverage(average));
      }),
    );
  });
});

describe('amountForAverage', () => {
  it('gives an amount for every average of the 0 to 4 scale, each step at most one word apart', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4, noNaN: true }), (average) => {
        expect(EXPERIENCE_AMOUNTS).toContain(amountForAverage(average));
      }),
    );
    expect(amountForAverage(1.49)).toBe('few');
    expect(amountForAverage(1.5)).toBe('some');
    expect(amountForAverage(2.5)).toBe('many');
  });
});

describe('the words', () => {
  it('speak to the taker or of the friend, in plain words, with no band or level in them', () => {
    expect(describeSharedExperiences(12, 'taker')).toBe('Your answers describe many of these experiences.');
    expect(describeSharedExperiences(2, 'friend')).toBe(
      "This person's answers describe few of these experiences.",
    );
    const all = [
      SHARED_EXPERIENCES_ABOUT,
      ...Object.values(EXPERIENCE_AMOUNT_WORDS),
      ...[0, 6, 12].flatMap((score) => [
        describeSharedExperiences(score, 'taker'),
        describeSharedExperiences(score, 'friend'),
      ]),
    ].join(' ');
    expect(all).not.toMatch(/Alignment|Minimal|Moderate|Significant|band colour/);
    expect(SHARED_EXPERIENCES_ABOUT).toContain('no band of their own');
  });
});

describe('the profile', () => {
  it('gives each leading part its own band: the example of issue 25 is Moderate and Significant', () => {
    expect(getProfileLevels({ autism: 30, adhd: 47 })).toEqual({ autism: 'medium', adhd: 'high' });
    expect(describeProfile(getProfileLevels({ autism: 30, adhd: 47 }))).toBe(
      'Autism-related: Moderate; ADHD-related: Significant',
    );
  });

  it('bands each part by the one rule of levels.ts, whatever the scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 52 }), fc.integer({ min: 0, max: 56 }), (autism, adhd) => {
        const levels = getProfileLevels({ autism, adhd });
        expect(levels.autism).toBe(getSubscoreLevel('autism', autism));
        expect(levels.adhd).toBe(getSubscoreLevel('adhd', adhd));
        expect(LEVELS).toContain(levels.autism);
        expect(describeProfile(levels)).toMatch(/^Autism-related: \w+; ADHD-related: \w+$/);
      }),
    );
  });
});
