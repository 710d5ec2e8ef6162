import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encouragements, funFactTitle, progressBands } from '../messages/en/assessments.ts';
import { ASSESSMENTS } from './catalogue.ts';
import {
  getFunFactIndexForQuestion,
  getProgressBand,
  getProgressPercent,
  isEncouragementPosition,
  pickEncouragement,
} from './encouragement.ts';

describe('encouragement messages', () => {
  it('has ten distinct, non-empty messages in English', () => {
    expect(encouragements).toHaveLength(10);
    expect(new Set(encouragements).size).toBe(10);
    for (const message of encouragements) {
      expect(message.trim().length).toBeGreaterThan(0);
    }
  });

  it('picks the message at the question index mod the number of messages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (index) => {
        expect(pickEncouragement(encouragements, index)).toBe(encouragements[index % 10]);
      }),
    );
  });

  it('still picks a message for a negative index, and none from no messages', () => {
    expect(pickEncouragement(encouragements, -1)).toBe(encouragements[9]);
    expect(pickEncouragement([], 3)).toBeUndefined();
  });
});

describe('isEncouragementPosition', () => {
  it('marks floor(count / 2) and floor(count * 0.8) for every assessment length', () => {
    const expected: Record<number, number[]> = {
      30: [15, 24],
      20: [10, 16],
      10: [5, 8],
      9: [4, 7],
      8: [4, 6],
    };
    for (const { questionCount } of ASSESSMENTS) {
      const positions = [...Array(questionCount).keys()].filter((i) =>
        isEncouragementPosition(i, questionCount),
      );
      expect(positions, String(questionCount)).toEqual(expected[questionCount]);
    }
  });

  it('marks only the two spec positions for any question count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (count) => {
        const positions = [...Array(count).keys()].filter((i) => isEncouragementPosition(i, count));
        expect(positions).toEqual([...new Set([Math.floor(count / 2), Math.floor((count * 4) / 5)])]);
      }),
    );
  });
});

describe('getProgressPercent', () => {
  it('counts the questions already answered, so the first shows 0% and only the end shows 100%', () => {
    expect(getProgressPercent(0, 10)).toBe(0);
    expect(getProgressPercent(5, 10)).toBe(50);
    expect(getProgressPercent(9, 10)).toBe(90);
    expect(getProgressPercent(10, 10)).toBe(100);
    expect(getProgressPercent(29, 30)).toBe(96);
    expect(getProgressPercent(1, 3)).toBe(33);
    expect(getProgressPercent(2, 3)).toBe(66);
  });

  it('is floor(current / total * 100), within 0 to 100, and never goes backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (total, raw) => {
        const current = raw % (total + 1);
        const percent = getProgressPercent(current, total);
        expect(percent).toBe(Math.floor((current / total) * 100));
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (current < total) {
          expect(getProgressPercent(current + 1, total)).toBeGreaterThanOrEqual(percent);
        }
      }),
    );
  });

  it('shows 0% for an empty assessment and clamps out-of-range input', () => {
    expect(getProgressPercent(0, 0)).toBe(0);
    expect(getProgressPercent(3, -1)).toBe(0);
    expect(getProgressPercent(Number.NaN, 10)).toBe(0);
    expect(getProgressPercent(-2, 10)).toBe(0);
    expect(getProgressPercent(15, 10)).toBe(100);
  });
});

describe('getProgressBand', () => {
  it('switches band at 25, 50, 75 and 100', () => {
    const keys = [0, 24, 25, 49, 50, 74, 75, 99, 100].map((percent) => getProgressBand(percent));
    expect(keys).toEqual([
      'starting',
      'starting',
      'first-quarter',
      'first-quarter',
      'halfway',
      'halfway',
      'nearly-done',
      'nearly-done',
      'complete',
    ]);
  });

  it('has a short, kind line for each band in English', () => {
    const texts = [0, 25, 50, 75, 100].map((percent) => progressBands[getProgressBand(percent)]);
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(60);
    }
  });
});

describe('getFunFactIndexForQuestion', () => {
  it('shows no fact on the first question', () => {
    expect(funFactTitle).toBe('Did you know?');
    expect(getFunFactIndexForQuestion(0, 10, 20)).toBeNull();
  });

  it('shows no fact where the encouragement card shows', () => {
    expect(getFunFactIndexForQuestion(5, 10, 20)).toBeNull();
    expect(getFunFactIndexForQuestion(8, 10, 20)).toBeNull();
  });

  it('uses the fact at index minus one on other questions', () => {
    expect(getFunFactIndexForQuestion(1, 10, 20)).toBe(0);
    expect(getFunFactIndexForQuestion(4, 10, 20)).toBe(3);
    expect(getFunFactIndexForQuestion(6, 10, 20)).toBe(5);
    expect(getFunFactIndexForQuestion(9, 10, 20)).toBe(8);
  });

  it('shows no fact once the selected facts run out', () => {
    expect(getFunFactIndexForQuestion(3, 10, 2)).toBeNull();
    expect(getFunFactIndexForQuestion(2, 10, 2)).toBe(1);
    expect(getFunFactIndexForQuestion(1, 10, 0)).toBeNull();
  });

  it('always points at an existing fact or at nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat({ max: 40 }), fc.nat(), (count, facts, raw) => {
        const index = raw % count;
        const result = getFunFactIndexForQuestion(index, count, facts);
        if (result === null) {
          expect(index === 0 || isEncouragementPosition(index, count) || index - 1 >= facts).toBe(true);
        } else {
          expect(result).toBe(index - 1);
          expect(result).toBeLessThan(facts);
        }
      }),
    );
  });
});
