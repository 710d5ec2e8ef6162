import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from './catalogue.ts';
import {
  getBands,
  getLevel,
  getSubscoreBands,
  getSubscoreLevel,
  LEVEL_LABELS,
  LEVELS,
  type Level,
} from './levels.ts';
import { AUDHD_CATEGORIES, type AudhdCategory, getQuestions } from './questions.ts';
import { MAX_SCORES } from './scoring.ts';

// Spec section 9: [last low score, last medium score, top of the scale].
const SPEC_RANGES: Record<AssessmentType, [number, number, number]> = {
  asd: [16, 31, 80],
  adhd: [12, 23, 40],
  spd: [11, 22, 36],
  dyspraxia: [10, 19, 32],
  dyslexia: [13, 26, 40],
  audhd: [40, 80, 120],
};

// The spec's stated top for each subscore, which is below the real maximum (items × 4).
const SUBSCORE_RANGES: Record<AudhdCategory, [number, number, number]> = {
  autism: [12, 24, 42],
  adhd: [12, 24, 39],
  overlap: [3, 6, 9],
};

const LEVEL_ORDER: Record<Level, number> = { low: 0, medium: 1, high: 2 };

describe('getLevel', () => {
  describe.each(ASSESSMENT_TYPES)('for %s', (type) => {
    const [lowMax, mediumMax, top] = SPEC_RANGES[type];

    it(`is low from 0 to ${lowMax}`, () => {
      expect(getLevel(type, 0)).toBe('low');
      expect(getLevel(type, lowMax)).toBe('low');
    });

    it(`is medium from ${lowMax + 1} to ${mediumMax}`, () => {
      expect(getLevel(type, lowMax + 1)).toBe('medium');
      expect(getLevel(type, mediumMax)).toBe('medium');
    });

    it(`is high from ${mediumMax + 1} to ${top}`, () => {
      expect(getLevel(type, mediumMax + 1)).toBe('high');
      expect(getLevel(type, top)).toBe('high');
      expect(top).toBe(MAX_SCORES[type]);
    });
  });

  it('gives asd 16 low, 17 medium, 31 medium and 32 high', () => {
    expect([16, 17, 31, 32].map((score) => getLevel('asd', score))).toEqual([
      'low',
      'medium',
      'medium',
      'high',
    ]);
  });

  it('never goes down as the score goes up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<string>(...ASSESSMENT_TYPES, 'unknown'),
        fc.integer({ min: -10, max: 200 }),
        fc.integer({ min: -10, max: 200 }),
        (type, a, b) => {
          const [lower, higher] = a <= b ? [a, b] : [b, a];
          expect(LEVEL_ORDER[getLevel(type, lower)]).toBeLessThanOrEqual(LEVEL_ORDER[getLevel(type, higher)]);
        },
      ),
    );
  });

  it('falls back to high at 65 and medium at 45 for an unknown type', () => {
    expect(getLevel('mystery', 0)).toBe('low');
    expect(getLevel('mystery', 44)).toBe('low');
    expect(getLevel('mystery', 45)).toBe('medium');
    expect(getLevel('mystery', 64)).toBe('medium');
    expect(getLevel('mystery', 65)).toBe('high');
    expect(getLevel('', 100)).toBe('high');
  });

  it('treats a differently cased type as unknown', () => {
    expect(getLevel('ASD', 40)).toBe('low');
    expect(getLevel('asd', 40)).toBe('high');
  });
});

describe('getSubscoreLevel', () => {
  describe.each(AUDHD_CATEGORIES)('for the %s subscore', (category) => {
    const [lowMax, mediumMax, statedTop] = SUBSCORE_RANGES[category];

    it(`is low up to ${lowMax}, medium from ${lowMax + 1} to ${mediumMax}, high from ${mediumMax + 1}`, () => {
      expect(getSubscoreLevel(category, 0)).toBe('low');
      expect(getSubscoreLevel(category, lowMax)).toBe('low');
      expect(getSubscoreLevel(category, lowMax + 1)).toBe('medium');
      expect(getSubscoreLevel(category, mediumMax)).toBe('medium');
      expect(getSubscoreLevel(category, mediumMax + 1)).toBe('high');
      expect(getSubscoreLevel(category, statedTop)).toBe('high');
    });

    it(`stays high above the stated top of ${statedTop}, up to the real maximum`, () => {
      const realMax = getQuestions('audhd').filter((q) => q.category === category).length * 4;
      expect(realMax).toBeGreaterThan(statedTop);
      for (let score = statedTop + 1; score <= realMax; score++) {
        expect(getSubscoreLevel(category, score)).toBe('high');
      }
    });
  });
});

describe('bands', () => {
  it.each(ASSESSMENT_TYPES)(
    'splits the %s scale into three touching inclusive ranges from 0 to the maximum',
    (type) => {
      const [lowMax, mediumMax] = SPEC_RANGES[type];
      expect(getBands(type)).toEqual([
        { level: 'low', min: 0, max: lowMax },
        { level: 'medium', min: lowMax + 1, max: mediumMax },
        { level: 'high', min: mediumMax + 1, max: MAX_SCORES[type] },
      ]);
    },
  );

  it.each(ASSESSMENT_TYPES)('agrees with getLevel for every possible %s score', (type) => {
    const bands = getBands(type);
    for (let score = 0; score <= MAX_SCORES[type]; score++) {
      const band = bands.find((b) => score >= b.min && score <= b.max);
      expect(band?.level, `${type} ${score}`).toBe(getLevel(type, score));
    }
  });

  it.each(AUDHD_CATEGORIES)(
    'ends the %s subscore bar at the real maximum so every score fits',
    (category) => {
      const [lowMax, mediumMax] = SUBSCORE_RANGES[category];
      const realMax = getQuestions('audhd').filter((q) => q.category === category).length * 4;
      const bands = getSubscoreBands(category);
      expect(bands).toEqual([
        { level: 'low', min: 0, max: lowMax },
        { level: 'medium', min: lowMax + 1, max: mediumMax },
        { level: 'high', min: mediumMax + 1, max: realMax },
      ]);
      for (let score = 0; score <= realMax; score++) {
        const band = bands.find((b) => score >= b.min && score <= b.max);
        expect(band?.level, `${category} ${score}`).toBe(getSubscoreLevel(category, score));
      }
    },
  );
});

describe('level labels', () => {
  it('uses the spec labels for each level', () => {
    expect(LEVELS).toEqual(['low', 'medium', 'high']);
    expect(LEVEL_LABELS).toEqual({
      low: 'Minimal Alignment',
      medium: 'Moderate Alignment',
      high: 'Significant Alignment',
    });
  });
});
