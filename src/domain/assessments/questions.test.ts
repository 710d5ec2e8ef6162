import { describe, expect, it } from 'vitest';
import { measureReadability } from '../../../tests/support/readability.ts';
import { ASSESSMENT_TYPES, type AssessmentType, getAssessment } from './catalogue.ts';
import {
  ANSWER_OPTIONS,
  AUDHD_CATEGORIES,
  getAnswerOptions,
  getMaxAnswerValue,
  getQuestions,
  YES_NO_OPTIONS,
} from './questions.ts';

const ID_PREFIXES: Record<AssessmentType, string> = {
  audhd: 'audhd',
  asd: 'asd',
  adhd: 'adhd',
  spd: 'spd',
  dyspraxia: 'dys',
  dyslexia: 'dyslexia',
};

const EXPECTED_COUNTS: Record<AssessmentType, number> = {
  audhd: 30,
  asd: 20,
  adhd: 10,
  spd: 9,
  dyspraxia: 8,
  dyslexia: 10,
};

const allQuestions = ASSESSMENT_TYPES.flatMap((type) =>
  getQuestions(type).map((question) => ({ type, question })),
);

describe('question counts and ids', () => {
  it('holds 87 questions in total', () => {
    expect(allQuestions).toHaveLength(87);
  });

  it.each(ASSESSMENT_TYPES)('has the agreed question count for %s, matching the catalogue', (type) => {
    expect(getQuestions(type)).toHaveLength(EXPECTED_COUNTS[type]);
    expect(getQuestions(type)).toHaveLength(getAssessment(type).questionCount);
  });

  it.each(ASSESSMENT_TYPES)('numbers %s ids from 1 in order with the agreed prefix', (type) => {
    const expected = getQuestions(type).map((_, i) => `${ID_PREFIXES[type]}-${i + 1}`);
    expect(getQuestions(type).map((q) => q.id)).toEqual(expected);
  });

  it('never reuses an id across assessments', () => {
    const ids = allQuestions.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the likert type for every question of the fixed data', () => {
    expect(allQuestions.every(({ question }) => question.type === 'likert')).toBe(true);
  });
});

// Every reverse-keyed item after the review of issue 19 (docs/decisions/012-item-review.md). The asd list is the
// original one; the others extend it so that agreeing with everything is not the top band anywhere.
const REVERSED_IDS: Record<AssessmentType, readonly string[]> = {
  audhd: [
    'audhd-3',
    'audhd-4',
    'audhd-12',
    'audhd-16',
    'audhd-17',
    'audhd-18',
    'audhd-19',
    'audhd-29',
    'audhd-30',
  ],
  asd: ['asd-1', 'asd-3', 'asd-8', 'asd-10', 'asd-11', 'asd-14', 'asd-15', 'asd-17'],
  adhd: ['adhd-3', 'adhd-6', 'adhd-10'],
  spd: ['spd-2', 'spd-4', 'spd-6'],
  dyspraxia: ['dys-3', 'dys-4', 'dys-5'],
  dyslexia: ['dyslexia-1', 'dyslexia-4', 'dyslexia-7'],
};

describe('reverse-keyed items', () => {
  it.each(ASSESSMENT_TYPES)('reverses exactly the reviewed %s items', (type) => {
    const reversed = getQuestions(type)
      .filter((q) => q.reverse)
      .map((q) => q.id);
    expect(reversed).toEqual(REVERSED_IDS[type]);
  });

  it('keeps the original reverse list for asd: items 1, 3, 8, 10, 11, 14, 15 and 17', () => {
    expect(REVERSED_IDS.asd).toEqual([
      'asd-1',
      'asd-3',
      'asd-8',
      'asd-10',
      'asd-11',
      'asd-14',
      'asd-15',
      'asd-17',
    ]);
  });

  it.each(ASSESSMENT_TYPES)('reverse-keys at least a quarter of the %s items', (type) => {
    const questions = getQuestions(type);
    const reversed = questions.filter((q) => q.reverse).length;
    expect(reversed / questions.length).toBeGreaterThanOrEqual(0.25);
  });

  it('reverse-keys items in every audhd category', () => {
    const audhd = getQuestions('audhd');
    for (const category of AUDHD_CATEGORIES) {
      const inCategory = audhd.filter((q) => q.category === category);
      expect(
        inCategory.some((q) => q.reverse),
        category,
      ).toBe(true);
      expect(
        inCategory.some((q) => !q.reverse),
        category,
      ).toBe(true);
    }
  });

  it.each(ASSESSMENT_TYPES)('never lets a %s construct rest on reverse items alone', (type) => {
    const questions = getQuestions(type);
    for (const question of questions.filter((q) => q.reverse)) {
      const forward = questions.filter(
        (q) => q.construct === question.construct && q.category === question.category && !q.reverse,
      );
      expect(forward.length, question.id).toBeGreaterThan(0);
    }
  });

  it('keeps masking items forward-keyed', () => {
    const masking = ASSESSMENT_TYPES.flatMap((type) => getQuestions(type)).filter(
      (q) => q.construct === 'Social masking',
    );
    expect(masking.length).toBeGreaterThan(0);
    expect(masking.every((q) => !q.reverse)).toBe(true);
  });
});

describe('audhd categories', () => {
  const audhd = getQuestions('audhd');

  it('splits audhd into 13 autism, 14 adhd and 3 overlap items', () => {
    const count = (category: string) => audhd.filter((q) => q.category === category).length;
    expect(count('autism')).toBe(13);
    expect(count('adhd')).toBe(14);
    expect(count('overlap')).toBe(3);
  });

  it('puts the overlap items at numbers 2, 15 and 19', () => {
    expect(audhd.filter((q) => q.category === 'overlap').map((q) => q.id)).toEqual([
      'audhd-2',
      'audhd-15',
      'audhd-19',
    ]);
  });

  it('gives every audhd item a category and no other item one', () => {
    for (const { type, question } of allQuestions) {
      if (type === 'audhd') {
        expect(AUDHD_CATEGORIES, question.id).toContain(question.category);
      } else {
        expect(question.category, question.id).toBeUndefined();
      }
    }
  });
});

describe('constructs', () => {
  it('labels every item with a short construct', () => {
    for (const { question } of allQuestions) {
      expect(question.construct.trim().length, question.id).toBeGreaterThan(0);
      expect(question.construct.length, question.id).toBeLessThanOrEqual(40);
    }
  });

  it.each(ASSESSMENT_TYPES.filter((t) => t !== 'audhd'))(
    'groups %s items into a handful of constructs',
    (type) => {
      const constructs = new Set(getQuestions(type).map((q) => q.construct));
      expect(constructs.size).toBeGreaterThanOrEqual(3);
      expect(constructs.size).toBeLessThanOrEqual(8);
    },
  );

  it('groups each audhd category into a handful of constructs of its own', () => {
    const audhd = getQuestions('audhd');
    for (const category of AUDHD_CATEGORIES) {
      const constructs = new Set(audhd.filter((q) => q.category === category).map((q) => q.construct));
      expect(constructs.size, category).toBeGreaterThanOrEqual(2);
      expect(constructs.size, category).toBeLessThanOrEqual(6);
    }
  });
});

describe('item wording', () => {
  it('writes every item as a first-person sentence', () => {
    for (const { question } of allQuestions) {
      expect(question.text, question.id).toMatch(/\b(I|me|my|My)\b/);
      expect(question.text, question.id).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('keeps items short and plain', () => {
    for (const { question } of allQuestions) {
      expect(question.text.length, question.id).toBeLessThanOrEqual(120);
    }
  });

  it('avoids double negatives', () => {
    const negation = /\b(not|no|never|nothing|none)\b|n't\b/gi;
    for (const { question } of allQuestions) {
      expect(question.text.match(negation)?.length ?? 0, question.id).toBeLessThanOrEqual(1);
    }
  });

  it('says "in my first language" in every dyslexia item about reading', () => {
    const aboutReading = getQuestions('dyslexia').filter((q) => /\bread/i.test(q.text));
    expect(aboutReading.length).toBeGreaterThanOrEqual(4);
    for (const question of aboutReading) {
      expect(question.text, question.id).toContain('in my first language');
    }
  });

  it('states every item without a negation, so disagreeing never makes a double negative', () => {
    const negation = /\b(not|no|never|nothing|none|nobody|cannot|without|rarely|hardly|seldom)\b|n't\b/i;
    for (const { question } of allQuestions) {
      expect(question.text, question.id).not.toMatch(negation);
    }
  });

  it('never repeats an item text', () => {
    const texts = allQuestions.map(({ question }) => question.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

// The bar recorded in docs/decisions/012-item-review.md: each questionnaire, read as one text, at or below
// Flesch-Kincaid grade 6 (about age 11-12), and no statement longer than 18 words.
const MAX_GRADE = 6;
const MAX_WORDS_PER_ITEM = 18;

describe('readability', () => {
  it.each(ASSESSMENT_TYPES)('keeps the %s items at or below Flesch-Kincaid grade 6', (type) => {
    const { grade } = measureReadability(getQuestions(type).map((q) => q.text));
    expect(grade).toBeLessThanOrEqual(MAX_GRADE);
  });

  it('keeps every statement to one short sentence', () => {
    for (const { question } of allQuestions) {
      const { sentences, words } = measureReadability([question.text]);
      expect(sentences, question.id).toBe(1);
      expect(words, question.id).toBeLessThanOrEqual(MAX_WORDS_PER_ITEM);
    }
  });

  it('scores long, complex wording above the bar, so the measure can fail', () => {
    const complex = measureReadability([
      'Notwithstanding considerable organisational responsibilities, I occasionally experience substantial difficulty prioritising simultaneous professional obligations.',
    ]);
    expect(complex.grade).toBeGreaterThan(MAX_GRADE);
    expect(measureReadability(['I like my dog. She is kind.'])).toMatchObject({ sentences: 2, words: 7 });
  });
});

describe('answer options', () => {
  it('offers the five-point agreement scale from 0 to 4', () => {
    expect(ANSWER_OPTIONS).toEqual([
      { value: 0, label: 'Strongly Disagree' },
      { value: 1, label: 'Disagree' },
      { value: 2, label: 'Neutral' },
      { value: 3, label: 'Agree' },
      { value: 4, label: 'Strongly Agree' },
    ]);
  });

  it('uses the agreement scale for likert items and a 0/1 scale for yes/no items', () => {
    expect(getAnswerOptions({ type: 'likert' })).toBe(ANSWER_OPTIONS);
    expect(getAnswerOptions({ type: 'yesno' })).toBe(YES_NO_OPTIONS);
    expect(YES_NO_OPTIONS.map((o) => o.value)).toEqual([0, 1]);
    expect(getMaxAnswerValue({ type: 'likert' })).toBe(4);
    expect(getMaxAnswerValue({ type: 'yesno' })).toBe(1);
  });
});
