import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../../../domain/assessments/catalogue.ts';
import { getAnswerOptions, getQuestions } from '../../../domain/assessments/questions.ts';
import { scoreResponses } from '../../../domain/assessments/scoring.ts';
import { ITEMS_IN_GERMAN } from '../../../domain/assessments/translations/de.ts';
import { itemTextsOf } from '../../../domain/assessments/translations/item-texts.ts';
import { answerOptionsFor, isAnswer, scoreAnswers } from './answer-scale.ts';
import { loadQuestions, translateQuestions } from './load-questions.ts';

describe('loadQuestions', () => {
  it.each(ASSESSMENT_TYPES)('loads the same questions as getQuestions for %s', async (type) => {
    expect(await loadQuestions(type)).toBe(getQuestions(type));
  });
});

describe('questions in another language', () => {
  it('keep every id, keying and construct, and show the translation and its answer labels', () => {
    const questions = getQuestions('spd');
    const texts = itemTextsOf(ITEMS_IN_GERMAN, 'spd');
    const shown = translateQuestions(questions, texts);
    expect(shown.map(({ text, answerLabels, ...rest }) => rest)).toEqual(
      questions.map(({ text, ...rest }) => rest),
    );
    expect(shown[0]?.text).toBe(
      'Bei plötzlichen lauten Geräuschen, wie einer zuschlagenden Tür, erschrecke ich stärker als die meisten Menschen.',
    );
    expect(shown.every((question) => question.answerLabels === texts.answerLabels)).toBe(true);
    expect(texts.answerLabels).toEqual([
      'Stimme gar nicht zu',
      'Stimme nicht zu',
      'Weder noch',
      'Stimme zu',
      'Stimme voll zu',
    ]);
  });
});

describe('the answer scale', () => {
  it('offers the options of the domain for both question types', () => {
    for (const type of ['likert', 'yesno'] as const) {
      expect(answerOptionsFor({ type })).toEqual(getAnswerOptions({ type }));
    }
  });

  it('accepts exactly the whole answers from 0 to the top of the scale', () => {
    for (const value of [-1, 0, 1, 2, 3, 4, 5, 1.5, Number.NaN, '2', null]) {
      expect(isAnswer({ type: 'likert' }, value)).toBe(
        typeof value === 'number' && [0, 1, 2, 3, 4].includes(value),
      );
      expect(isAnswer({ type: 'yesno' }, value)).toBe(value === 0 || value === 1);
    }
  });
});

describe('scoreAnswers', () => {
  it('scores exactly as the domain does, reverse items and stray answers included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSESSMENT_TYPES),
        fc.dictionary(fc.string(), fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constant(Number.NaN))),
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 30, maxLength: 30 }),
        (type, stray, answers) => {
          const questions = getQuestions(type);
          const responses: Record<string, number> = { ...stray };
          questions.forEach((question, index) => {
            if (index % 7 !== 3) responses[question.id] = answers[index] ?? 0;
          });
          expect(scoreAnswers(questions, responses)).toBe(scoreResponses(type, responses));
        },
      ),
    );
  });
});
