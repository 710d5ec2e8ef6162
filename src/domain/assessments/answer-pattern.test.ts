import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasContradictoryAnswers,
  hasSameAnswerThroughout,
  ITEM_KEYS,
  itemId,
  readAnswerPattern,
} from './answer-pattern.ts';
import { ASSESSMENT_TYPES, type AssessmentType } from './catalogue.ts';
import { getQuestions } from './questions.ts';

/** A sheet whose answer to each item is chosen by `answer(isReverse)`. */
function sheetOf(type: AssessmentType, answers: readonly number[]): Record<string, number> {
  return Object.fromEntries(getQuestions(type).map((q, index) => [q.id, answers[index] ?? 0]));
}

const answersFor = (type: AssessmentType, value: fc.Arbitrary<number>) =>
  fc.array(value, { minLength: getQuestions(type).length, maxLength: getQuestions(type).length });

describe('ITEM_KEYS', () => {
  it.each(ASSESSMENT_TYPES)('names each %s item’s construct and keying in questionnaire order', (type) => {
    const questions = getQuestions(type);
    const keys = [...ITEM_KEYS[type]];
    expect(keys).toHaveLength(questions.length);
    const letters = new Map<string, string>();
    questions.forEach((question, index) => {
      expect(question.id).toBe(itemId(type, index));
      const key = keys[index] ?? '';
      expect(key === key.toLowerCase(), question.id).toBe(question.reverse === true);
      const letter = key.toUpperCase();
      // One letter per construct, and one construct per letter.
      expect(letters.get(letter) ?? question.construct, question.id).toBe(question.construct);
      letters.set(letter, question.construct);
    });
    expect(new Set(letters.values()).size).toBe(letters.size);
  });
});

describe('hasSameAnswerThroughout', () => {
  it.each(ASSESSMENT_TYPES)('notices one answer given to every %s statement', (type) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), (answer) => {
        const responses = Object.fromEntries(getQuestions(type).map((q) => [q.id, answer]));
        expect(hasSameAnswerThroughout(type, responses)).toBe(true);
        expect(readAnswerPattern(type, responses)).toBe('same-answer');
      }),
    );
  });

  it.each(ASSESSMENT_TYPES)('stays quiet when any %s answer differs, or one is missing', (type) => {
    const questions = getQuestions(type);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: questions.length - 1 }),
        fc.integer({ min: 1, max: 4 }),
        (answer, index, shift) => {
          const responses = Object.fromEntries(questions.map((q) => [q.id, answer]));
          const changed = { ...responses, [questions[index]?.id ?? '']: (answer + shift) % 5 };
          expect(hasSameAnswerThroughout(type, changed)).toBe(false);
          const { [questions[index]?.id ?? '']: _missing, ...withoutOne } = responses;
          expect(hasSameAnswerThroughout(type, withoutOne)).toBe(false);
        },
      ),
    );
  });
});

describe('hasContradictoryAnswers', () => {
  it.each(ASSESSMENT_TYPES)('flags every %s sheet of only Agree and Strongly Agree', (type) => {
    fc.assert(
      fc.property(answersFor(type, fc.integer({ min: 3, max: 4 })), (answers) => {
        const sheet = sheetOf(type, answers);
        expect(hasContradictoryAnswers(type, sheet)).toBe(true);
        expect(readAnswerPattern(type, sheet)).not.toBe('varied');
      }),
    );
  });

  it.each(ASSESSMENT_TYPES)('leaves a consistent %s sheet alone, at any strength of the traits', (type) => {
    // Someone who recognises the traits agrees with the forward items and disagrees with the reverse ones (and the
    // other way round for someone who does not): whatever the strength, such a sheet is never contradictory.
    const questions = getQuestions(type);
    fc.assert(
      fc.property(fc.boolean(), answersFor(type, fc.integer({ min: 0, max: 2 })), (recognises, distances) => {
        const answers = questions.map((question, index) => {
          const towards = 4 - (distances[index] ?? 0);
          const pointsToTrait = recognises !== (question.reverse === true);
          return pointsToTrait ? towards : 4 - towards;
        });
        expect(hasContradictoryAnswers(type, sheetOf(type, answers))).toBe(false);
      }),
    );
  });

  it.each(ASSESSMENT_TYPES)(
    'needs %s clashes in at least half of the constructs with both kinds of item, and two',
    (type) => {
      const keys = [...ITEM_KEYS[type]];
      const mixed = [...new Set(keys.map((key) => key.toUpperCase()))].filter(
        (letter) => keys.includes(letter) && keys.includes(letter.toLowerCase()),
      );
      const needed = Math.max(2, Math.ceil(mixed.length / 2));
      for (let clashes = 0; clashes <= mixed.length; clashes++) {
        // Disagree throughout, but Agree to the first forward and the first reverse item of `clashes` constructs.
        const answers = keys.map(() => 1);
        for (const letter of mixed.slice(0, clashes)) {
          answers[keys.indexOf(letter)] = 3;
          answers[keys.indexOf(letter.toLowerCase())] = 3;
        }
        const sheet = sheetOf(type, answers);
        expect(hasContradictoryAnswers(type, sheet), `${clashes} of ${mixed.length}`).toBe(clashes >= needed);
      }
    },
  );
});
