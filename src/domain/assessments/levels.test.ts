import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from './catalogue.ts';
import {
  AUDHD_CATEGORY_QUESTION_COUNTS,
  getBands,
  getLevel,
  getSubscoreBands,
  getSubscoreLevel,
  LEVEL_LABELS,
  LEVELS,
  type Level,
  levelLabel,
} from './levels.ts';
import { AUDHD_CATEGORIES, type AudhdCategory, getQuestions, type Question } from './questions.ts';
import { MAX_SCORES, type Responses, scoreAudhdSubscores, scoreResponses } from './scoring.ts';

// The ranges of docs/decisions/011-score-bands.md: [last low score, last medium score, top of the scale].
const RANGES: Record<AssessmentType, [number, number, number]> = {
  asd: [29, 49, 80],
  adhd: [14, 24, 40],
  spd: [13, 22, 36],
  dyspraxia: [11, 19, 32],
  dyslexia: [14, 24, 40],
  audhd: [44, 74, 120],
};

const SUBSCORE_RANGES: Record<AudhdCategory, [number, number, number]> = {
  autism: [19, 32, 52],
  adhd: [20, 34, 56],
  overlap: [4, 7, 12],
};

const LEVEL_ORDER: Record<Level, number> = { low: 0, medium: 1, high: 2 };

const itemsOf = (category: AudhdCategory) => getQuestions('audhd').filter((q) => q.category === category);

/** The answer that gives `points` for this item: reverse-keyed items count the other end of the scale. */
const answerFor = (question: Question, points: number) => (question.reverse ? 4 - points : points);

/** Answer sets where every item's points are drawn from `points`. */
function answersWith(questions: readonly Question[], points: fc.Arbitrary<number>): fc.Arbitrary<Responses> {
  return fc
    .tuple(...questions.map(() => points))
    .map((values) => Object.fromEntries(questions.map((q, i) => [q.id, answerFor(q, values[i] ?? 0)])));
}

const sameAnswer = (questions: readonly Question[], answer: number): Responses =>
  Object.fromEntries(questions.map((q) => [q.id, answer]));

/** Exact share of uniformly random answer sets (each item 0-4, independent) whose sum is at least `from`. */
function shareAtLeast(itemCount: number, from: number): number {
  // Reverse-keying maps a uniform answer to a uniform number of points, so keys do not change the share.
  let ways = [1];
  for (let item = 0; item < itemCount; item++) {
    const next = new Array<number>(ways.length + 4).fill(0);
    ways.forEach((count, sum) => {
      for (let points = 0; points <= 4; points++) next[sum + points] = (next[sum + points] ?? 0) + count;
    });
    ways = next;
  }
  const total = 5 ** itemCount;
  return ways.slice(from).reduce((sum, count) => sum + count, 0) / total;
}

describe('getLevel', () => {
  describe.each(ASSESSMENT_TYPES)('for %s', (type) => {
    const [lowMax, mediumMax, top] = RANGES[type];
    const questions = getQuestions(type);

    it(`is low from 0 to ${lowMax}, medium to ${mediumMax}, high to ${top}`, () => {
      expect([0, lowMax, lowMax + 1, mediumMax, mediumMax + 1, top].map((s) => getLevel(type, s))).toEqual([
        'low',
        'low',
        'medium',
        'medium',
        'high',
        'high',
      ]);
      expect(top).toBe(MAX_SCORES[type]);
    });

    it('sets the bands at an average answer per item of 1.5 and 2.5', () => {
      expect(lowMax + 1).toBe(Math.ceil(1.5 * questions.length));
      expect(mediumMax + 1).toBe(Math.ceil(2.5 * questions.length));
    });

    it('never puts all-Neutral answers in the top band', () => {
      expect(getLevel(type, scoreResponses(type, sameAnswer(questions, 2)))).not.toBe('high');
    });

    // Strongly Agree throughout still reaches it outside asd: that would take reverse-keying more than three
    // items in eight (decision 012).
    it('never puts the same answer throughout in the top band, up to Agree', () => {
      for (const answer of [0, 1, 2, 3]) {
        expect(getLevel(type, scoreResponses(type, sameAnswer(questions, answer))), `${answer}`).not.toBe(
          'high',
        );
      }
    });

    it('puts every answer set at the not-a-trait end (Disagree or less, keys honoured) in the bottom band', () => {
      fc.assert(
        fc.property(answersWith(questions, fc.integer({ min: 0, max: 1 })), (responses) => {
          expect(getLevel(type, scoreResponses(type, responses))).toBe('low');
        }),
      );
    });

    it('puts every answer set at the trait end (Agree or more, keys honoured) in the top band', () => {
      fc.assert(
        fc.property(answersWith(questions, fc.integer({ min: 3, max: 4 })), (responses) => {
          expect(getLevel(type, scoreResponses(type, responses))).toBe('high');
        }),
      );
    });

    it('puts at most a quarter of uniformly random answer sets in the top band', () => {
      expect(shareAtLeast(questions.length, mediumMax + 1)).toBeLessThanOrEqual(0.25);
    });
  });

  it('gives asd answered Disagree throughout (36) and Neutral throughout (40) the middle band', () => {
    const questions = getQuestions('asd');
    expect(scoreResponses('asd', sameAnswer(questions, 1))).toBe(36);
    expect(getLevel('asd', 36)).toBe('medium');
    expect(getLevel('asd', 40)).toBe('medium');
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
    expect(getLevel('asd', 50)).toBe('high');
  });
});

describe('getSubscoreLevel', () => {
  describe.each(AUDHD_CATEGORIES)('for the %s subscore', (category) => {
    const [lowMax, mediumMax, top] = SUBSCORE_RANGES[category];
    const questions = itemsOf(category);

    it(`is low up to ${lowMax}, medium from ${lowMax + 1} to ${mediumMax}, high from ${mediumMax + 1}`, () => {
      expect(
        [0, lowMax, lowMax + 1, mediumMax, mediumMax + 1, top].map((s) => getSubscoreLevel(category, s)),
      ).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
      expect(top).toBe(questions.length * 4);
    });

    it('never puts all-Neutral answers in the top band', () => {
      const subscores = scoreAudhdSubscores(sameAnswer(getQuestions('audhd'), 2));
      expect(getSubscoreLevel(category, subscores[category])).not.toBe('high');
    });

    it('puts every answer set at the not-a-trait end in the bottom band', () => {
      fc.assert(
        fc.property(answersWith(getQuestions('audhd'), fc.integer({ min: 0, max: 1 })), (responses) => {
          expect(getSubscoreLevel(category, scoreAudhdSubscores(responses)[category])).toBe('low');
        }),
      );
    });

    it('puts every answer set at the trait end in the top band', () => {
      fc.assert(
        fc.property(answersWith(getQuestions('audhd'), fc.integer({ min: 3, max: 4 })), (responses) => {
          expect(getSubscoreLevel(category, scoreAudhdSubscores(responses)[category])).toBe('high');
        }),
      );
    });

    it('puts at most 30% of uniformly random answer sets in the top band', () => {
      expect(shareAtLeast(questions.length, mediumMax + 1)).toBeLessThanOrEqual(0.3);
    });
  });
});

describe('bands', () => {
  it.each(ASSESSMENT_TYPES)(
    'splits the %s scale into three touching inclusive ranges from 0 to the maximum',
    (type) => {
      const [lowMax, mediumMax] = RANGES[type];
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

  it.each(AUDHD_CATEGORIES)('splits the %s subscore from 0 to its real maximum', (category) => {
    const [lowMax, mediumMax, top] = SUBSCORE_RANGES[category];
    const bands = getSubscoreBands(category);
    expect(bands).toEqual([
      { level: 'low', min: 0, max: lowMax },
      { level: 'medium', min: lowMax + 1, max: mediumMax },
      { level: 'high', min: mediumMax + 1, max: top },
    ]);
    for (let score = 0; score <= top; score++) {
      const band = bands.find((b) => score >= b.min && score <= b.max);
      expect(band?.level, `${category} ${score}`).toBe(getSubscoreLevel(category, score));
    }
  });
});

describe('level labels', () => {
  it('uses the agreed labels for each level', () => {
    expect(LEVELS).toEqual(['low', 'medium', 'high']);
    expect(LEVEL_LABELS).toEqual({
      low: 'Minimal Alignment',
      medium: 'Moderate Alignment',
      high: 'Significant Alignment',
    });
  });
});

describe('the counts the bands are drawn from', () => {
  it('match the questionnaires, so the bands follow the items without shipping their texts', () => {
    for (const category of AUDHD_CATEGORIES) {
      expect(AUDHD_CATEGORY_QUESTION_COUNTS[category], category).toBe(itemsOf(category).length);
    }
  });
});

describe('levelLabel', () => {
  it('names each stored level as the results page does', () => {
    expect(LEVELS.map(levelLabel)).toEqual([
      'Minimal Alignment',
      'Moderate Alignment',
      'Significant Alignment',
    ]);
  });

  it('shows a value it does not know as it is', () => {
    expect(levelLabel('unheard-of')).toBe('unheard-of');
  });
});
