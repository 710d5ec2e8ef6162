import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from './catalogue.ts';
import { getQuestions } from './questions.ts';
import { STRAIN_ANSWER, STRAIN_ITEMS, showsHighStrain } from './strain.ts';

const STRAIN_CONSTRUCT = /overload|recovery|energy|emotion|exhaust|burnout|masking/i;

const answerSheet = (type: AssessmentType) =>
  fc.record(
    Object.fromEntries(getQuestions(type).map((question) => [question.id, fc.integer({ min: 0, max: 4 })])),
  ) as fc.Arbitrary<Record<string, number>>;

const strainIds = (type: AssessmentType) => new Set(STRAIN_ITEMS[type].map((item) => item.id));

describe('high strain rule', () => {
  it.each(ASSESSMENT_TYPES)(
    'keys %s on forward-keyed items about overload, exhaustion or emotions',
    (type) => {
      const questions = new Map(getQuestions(type).map((question) => [question.id, question]));
      for (const item of STRAIN_ITEMS[type]) {
        const question = questions.get(item.id);
        expect(question, item.id).toBeDefined();
        expect(question?.reverse ?? false, item.id).toBe(false);
        expect(question?.type, item.id).not.toBe('yesno');
        expect(question?.construct, item.id).toMatch(STRAIN_CONSTRUCT);
      }
    },
  );

  it('has strain items for the assessments that ask about overload, exhaustion or emotions', () => {
    for (const type of ['audhd', 'asd', 'spd'] as const) expect(STRAIN_ITEMS[type].length).toBeGreaterThan(0);
  });

  it.each(ASSESSMENT_TYPES)('shows the box for %s exactly when a strain item is Strongly Agree', (type) => {
    fc.assert(
      fc.property(answerSheet(type), (responses) => {
        const expected = STRAIN_ITEMS[type].some((item) => responses[item.id] === STRAIN_ANSWER);
        expect(showsHighStrain(type, responses)).toBe(expected);
      }),
    );
  });

  it.each(ASSESSMENT_TYPES)('ignores every answer outside the strain items of %s', (type) => {
    const ids = strainIds(type);
    fc.assert(
      fc.property(answerSheet(type), answerSheet(type), (first, second) => {
        const mixed = Object.fromEntries(
          Object.keys(first).map((id) => [id, ids.has(id) ? first[id] : second[id]]),
        );
        expect(showsHighStrain(type, mixed)).toBe(showsHighStrain(type, first));
      }),
    );
  });

  it('never shows the box when no strain item is Strongly Agree, even with every other item at the top', () => {
    for (const type of ASSESSMENT_TYPES) {
      const ids = strainIds(type);
      const responses = Object.fromEntries(
        getQuestions(type).map((question) => [question.id, ids.has(question.id) ? 3 : 4]),
      );
      expect(showsHighStrain(type, responses), type).toBe(false);
    }
  });

  it('reads only numbers the answer scale allows, and no inherited keys', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(value !== STRAIN_ANSWER);
        expect(showsHighStrain('spd', { 'spd-5': value })).toBe(false);
      }),
    );
    const inherited = Object.create({ 'spd-5': STRAIN_ANSWER }) as Record<string, unknown>;
    expect(showsHighStrain('spd', inherited)).toBe(false);
    expect(showsHighStrain('spd', {})).toBe(false);
  });
});
