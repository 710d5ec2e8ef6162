import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../report/report-content.ts';
import { ASSESSMENT_TYPES } from './catalogue.ts';
import { CURRENT_ITEM_SET_VERSION, getQuestionsAt } from './item-sets.ts';
import { VERSION_1_WORDINGS } from './questions/version-1-wordings.ts';
import { getQuestions } from './questions.ts';

describe('getQuestionsAt', () => {
  it.each(ASSESSMENT_TYPES)('gives today’s %s questions for the current version', (type) => {
    expect(getQuestionsAt(type, CURRENT_ITEM_SET_VERSION)).toBe(getQuestions(type));
  });

  it.each(ASSESSMENT_TYPES)(
    'puts back the version-1 wording of %s, with the same ids in the same order',
    (type) => {
      const today = getQuestions(type);
      const earlier = getQuestionsAt(type, 1);
      expect(earlier.map((q) => q.id)).toEqual(today.map((q) => q.id));
      earlier.forEach((question, index) => {
        const old = VERSION_1_WORDINGS[question.id];
        if (old) {
          expect(question.text).toBe(old.text);
          expect(question.construct).toBe(old.construct);
          expect(question.reverse === true).toBe(old.reverse === true);
        } else {
          expect(question).toBe(today[index]);
        }
      });
    },
  );

  it('lets an old result’s report quote the statement its taker answered', () => {
    const responses = Object.fromEntries(getQuestions('audhd').map((q) => [q.id, 3]));
    const oldItem = buildSnapshot('audhd', responses, 1).find((item) => item.id === 'audhd-22');
    const newItem = buildSnapshot('audhd', responses).find((item) => item.id === 'audhd-22');
    expect(oldItem?.text).toBe(VERSION_1_WORDINGS['audhd-22']?.text);
    expect(newItem?.text).toBe(getQuestions('audhd').find((q) => q.id === 'audhd-22')?.text);
    expect(oldItem?.text).not.toBe(newItem?.text);
  });
});
