import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { CURRENT_ITEM_SET_VERSION } from '../assessments/item-sets.ts';
import { getLevel } from '../assessments/levels.ts';
import { getQuestions } from '../assessments/questions.ts';
import { scoreResponses } from '../assessments/scoring.ts';
import { buildConstructGroups } from '../report/report-content.ts';
import { compareTakes, type Take } from './compare-takes.ts';
import { describeThemeChange, MOVED_STEPS } from './retest-comparison.ts';

function take(
  type: AssessmentType,
  answers: readonly number[],
  createdAt: Date,
  version = CURRENT_ITEM_SET_VERSION,
): Take {
  const responses = Object.fromEntries(
    getQuestions(type).map((question, index) => [question.id, answers[index] ?? 0]),
  );
  return {
    assessmentType: type,
    responses,
    score: scoreResponses(type, responses),
    itemSetVersion: version,
    language: 'en',
    createdAt,
  };
}

const EARLIER = new Date('2026-03-01T09:00:00Z');
const LATER = new Date('2026-11-01T09:00:00Z');

/** An assessment and two full sets of answers to it. */
const twoTakes = fc.constantFrom(...ASSESSMENT_TYPES).chain((type) => {
  const answers = fc.array(fc.integer({ min: 0, max: 4 }), {
    minLength: getQuestions(type).length,
    maxLength: getQuestions(type).length,
  });
  return fc.record({ type: fc.constant(type), was: answers, now: answers });
});

describe('comparing two takes', () => {
  it('lists exactly the answers that moved two steps or more, with both answers', () => {
    fc.assert(
      fc.property(twoTakes, ({ type, was, now }) => {
        const comparison = compareTakes(take(type, was, EARLIER), take(type, now, LATER));
        const expected = getQuestions(type).flatMap((_, index) =>
          Math.abs((now[index] ?? 0) - (was[index] ?? 0)) >= MOVED_STEPS ? [index + 1] : [],
        );
        expect(comparison.movedAnswers.map((answer) => answer.number)).toEqual(expected);
        for (const answer of comparison.movedAnswers) {
          expect(answer.steps).toBe(Math.abs((now[answer.number - 1] ?? 0) - (was[answer.number - 1] ?? 0)));
          expect(answer.text).toBe(getQuestions(type)[answer.number - 1]?.text);
        }
      }),
    );
  });

  it("gives every theme's averages then and now as the report shows them, and their difference", () => {
    fc.assert(
      fc.property(twoTakes, ({ type, was, now }) => {
        const earlier = take(type, was, EARLIER);
        const later = take(type, now, LATER);
        const comparison = compareTakes(earlier, later);
        const averages = (one: Take) =>
          buildConstructGroups(type, one.responses).flatMap((group) =>
            group.constructs.map((c) => c.average),
          );
        expect(comparison.themes.map((theme) => theme.was)).toEqual(averages(earlier));
        expect(comparison.themes.map((theme) => theme.now)).toEqual(averages(later));
        for (const theme of comparison.themes) {
          expect(theme.change).toBeCloseTo(theme.now - theme.was, 5);
        }
        expect(comparison.levelThen).toBe(getLevel(type, earlier.score));
        expect(comparison.levelNow).toBe(getLevel(type, later.score));
        expect(comparison.earlierAt).toBe(EARLIER.toISOString());
      }),
    );
  });

  it('finds nothing moved and no change when the answers are the same', () => {
    const answers = getQuestions('adhd').map((_, index) => index % 5);
    const comparison = compareTakes(take('adhd', answers, EARLIER), take('adhd', answers, LATER));
    expect(comparison.movedAnswers).toEqual([]);
    expect(comparison.themes.every((theme) => theme.change === 0)).toBe(true);
    expect(comparison.levelThen).toBe(comparison.levelNow);
  });

  it('compares only the bands of takes on different wordings', () => {
    const answers = getQuestions('asd').map(() => 4);
    const earlier = take('asd', answers, EARLIER, 1);
    const comparison = compareTakes(earlier, take('asd', answers, LATER));
    expect(comparison).toMatchObject({ isSameWording: false, themes: [], movedAnswers: [] });
    expect(comparison.levelThen).toBe(getLevel('asd', earlier.score));
  });

  it('compares only the bands of takes in different languages, since a translated question is another question', () => {
    const answers = getQuestions('adhd').map(() => 3);
    const inGerman: Take = { ...take('adhd', answers, EARLIER), language: 'de' };
    const comparison = compareTakes(inGerman, take('adhd', answers, LATER));
    expect(comparison).toMatchObject({ isSameWording: false, themes: [], movedAnswers: [] });
  });

  it('refuses to compare two different assessments', () => {
    expect(() => compareTakes(take('asd', [], EARLIER), take('adhd', [], LATER))).toThrow(/cannot compare/);
  });

  it('says a change in words a reader takes in at a glance', () => {
    expect(describeThemeChange(0)).toBe('no change');
    expect(describeThemeChange(0.5)).toBe('+0.5');
    expect(describeThemeChange(-1.3)).toBe('−1.3');
  });
});
