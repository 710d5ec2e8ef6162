import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES, type AssessmentType } from '../assessments/catalogue.ts';
import { ANSWER_OPTIONS, getQuestions, type Question } from '../assessments/questions.ts';
import type { Responses } from '../assessments/scoring.ts';
import {
  buildConstructGroups,
  buildSnapshot,
  MAX_STRATEGIES_PER_THEME,
  MIN_STRATEGIES,
  MIN_STRATEGY_THEMES,
  type StrategyGroup,
  selectStrategies,
} from './report-content.ts';
import { getStrategies, type Strategy } from './strategies.ts';

// Item texts and constructs are read from the catalogue, never written out here: the wording of the questions
// may change while their ids and constructs stay.

function constructsOf(type: AssessmentType): string[] {
  return [...new Set(getQuestions(type).map((question) => question.construct))];
}

// The answer at each end of the scale, reverse keys honoured: 0 points and 4 points.
const notTraitEnd = (question: Question) => (question.reverse ? 4 : 0);
const traitEnd = (question: Question) => (question.reverse ? 0 : 4);

function answerAll(type: AssessmentType, pick: (question: Question) => number): Record<string, number> {
  return Object.fromEntries(getQuestions(type).map((question) => [question.id, pick(question)]));
}

function responsesArb(type: AssessmentType): fc.Arbitrary<Record<string, number>> {
  // Some answers may be missing: a stored result is complete, but the selection must not depend on that.
  return fc.record(
    Object.fromEntries(getQuestions(type).map((question) => [question.id, fc.integer({ min: 0, max: 4 })])),
    {
      requiredKeys: getQuestions(type)
        .slice(1)
        .map((question) => question.id),
    },
  );
}

/** The themes that count (an item answered towards the trait), with their average, computed independently. */
function countingThemes(type: AssessmentType, responses: Responses): Map<string, number> {
  const snapshot = buildSnapshot(type, responses);
  const themes = new Map<string, number>();
  for (const result of buildConstructGroups(type, responses).flatMap((group) => group.constructs)) {
    const items = snapshot.filter((item) => result.questionNumbers.includes(item.number));
    if (items.some((item) => item.isAnswered && item.points >= 3))
      themes.set(result.construct, result.average);
  }
  return themes;
}

const strategiesOf = (groups: readonly StrategyGroup[]) =>
  groups.flatMap((group) => group.items.map((item) => item.strategy));

describe('the strategy list of every assessment', () => {
  it.each(ASSESSMENT_TYPES)('offers at least one strategy for every %s theme', (type) => {
    const pool = getStrategies(type);
    for (const construct of constructsOf(type)) {
      expect(
        pool.filter((strategy) => strategy.themes.includes(construct)).length,
        `${type}: ${construct}`,
      ).toBeGreaterThan(0);
    }
  });

  it.each(ASSESSMENT_TYPES)('tags every %s strategy with at least one of its themes', (type) => {
    const constructs = constructsOf(type);
    for (const strategy of getStrategies(type)) {
      expect(
        strategy.themes.some((theme) => constructs.includes(theme)),
        strategy.title,
      ).toBe(true);
    }
  });

  it('names only themes that some questionnaire has', () => {
    const known = new Set(ASSESSMENT_TYPES.flatMap(constructsOf));
    for (const type of ASSESSMENT_TYPES) {
      for (const strategy of getStrategies(type)) {
        for (const theme of strategy.themes)
          expect(known.has(theme), `${strategy.title}: ${theme}`).toBe(true);
      }
    }
  });
});

describe('choosing strategies from the reader’s answers', () => {
  it.each(ASSESSMENT_TYPES)(
    'always gives %s readers some strategies, from their highest themes or as general ideas',
    (type) => {
      fc.assert(
        fc.property(responsesArb(type), (responses) => {
          const groups = selectStrategies(type, responses);
          const chosen = strategiesOf(groups);
          const pool = getStrategies(type);
          expect(chosen.length).toBeGreaterThanOrEqual(MIN_STRATEGIES);
          expect(new Set(chosen).size).toBe(chosen.length);
          for (const strategy of chosen) expect(pool).toContain(strategy);

          const counting = countingThemes(type, responses);
          const themed = groups.filter((group) => group.theme !== null);
          const general = groups.filter((group) => group.theme === null);
          const themedCount = strategiesOf(themed).length;

          for (const group of themed) {
            const theme = group.theme ?? '';
            const average = counting.get(theme);
            // Every chosen theme counts, and every theme ranked above it was chosen too, unless it had nothing
            // left to give (all its strategies already chosen for a higher theme).
            expect(average, theme).toBeDefined();
            for (const [other, otherAverage] of counting) {
              if (otherAverage <= (average ?? 0) || themed.some((g) => g.theme === other)) continue;
              const unchosen = pool.filter((s) => s.themes.includes(other) && !chosen.includes(s));
              expect(unchosen, `${other} ranks above ${theme}`).toEqual([]);
            }
            expect(group.items.length).toBeGreaterThan(0);
            expect(group.items.length).toBeLessThanOrEqual(MAX_STRATEGIES_PER_THEME);
            for (const { strategy } of group.items) expect(strategy.themes).toContain(theme);
          }

          // General ideas appear only to fill a short list, and never when the themes already give enough.
          expect(general.length).toBeLessThanOrEqual(1);
          if (themedCount >= MIN_STRATEGIES) expect(general).toEqual([]);
          else expect(chosen.length).toBe(MIN_STRATEGIES);
          if (counting.size === 0) expect(themed).toEqual([]);
          if (themedCount < MIN_STRATEGIES && themed.length > 0) {
            // The walk only stops early once it has enough, so a short list means every counting theme was used
            // or had nothing left.
            for (const theme of counting.keys()) {
              if (themed.some((group) => group.theme === theme)) continue;
              expect(pool.filter((s) => s.themes.includes(theme) && !chosen.includes(s))).toEqual([]);
            }
          }
          // A theme beyond the third is taken only while the list is still short.
          if (themed.length > MIN_STRATEGY_THEMES) {
            expect(strategiesOf(themed.slice(0, -1)).length).toBeLessThan(MIN_STRATEGIES);
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'quotes the most strongly endorsed %s answer of each theme as the reason',
    (type) => {
      fc.assert(
        fc.property(responsesArb(type), (responses) => {
          const snapshot = buildSnapshot(type, responses);
          const questions = getQuestions(type);
          for (const group of selectStrategies(type, responses)) {
            if (group.theme === null) {
              expect(group.reason).toBeNull();
              continue;
            }
            const question = questions.find((candidate) => candidate.id === group.reasonQuestionId);
            if (!question) throw new Error(`no question ${group.reasonQuestionId}`);
            expect(question.construct).toBe(group.theme);
            const item = snapshot.find((candidate) => candidate.id === question.id);
            const best = Math.max(
              ...snapshot.filter((candidate) => candidate.construct === group.theme).map((c) => c.points),
            );
            expect(item?.points).toBe(best);
            expect(best).toBeGreaterThanOrEqual(3);
            const label = ANSWER_OPTIONS[responses[question.id] ?? -1]?.label;
            expect(group.reason).toBe(`Because you answered ${label} to “${question.text}”`);
          }
        }),
        { numRuns: 100 },
      );
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'chooses the same %s strategies for the same answers, in any key order',
    (type) => {
      fc.assert(
        fc.property(responsesArb(type), (responses) => {
          const reversed = Object.fromEntries(Object.entries(responses).reverse());
          expect(selectStrategies(type, reversed)).toEqual(selectStrategies(type, responses));
        }),
        { numRuns: 50 },
      );
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'gives general ideas across all areas when no %s answer leans towards a trait',
    (type) => {
      for (const responses of [answerAll(type, notTraitEnd), answerAll(type, () => 2), {}]) {
        const groups = selectStrategies(type, responses);
        expect(groups).toHaveLength(1);
        expect(groups[0]?.theme).toBeNull();
        expect(groups[0]?.heading).toBe('Ideas to start with');
        const areas = new Set(groups[0]?.items.map((item) => item.strategy.area));
        expect(areas.size).toBe(3);
        expect(groups[0]?.items).toHaveLength(MIN_STRATEGIES);
      }
    },
  );

  it.each(ASSESSMENT_TYPES)(
    'gives only general ideas to a %s sheet of the same answer throughout, or of contradictory answers',
    (type) => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 3, max: 4 }), {
            minLength: getQuestions(type).length,
            maxLength: getQuestions(type).length,
          }),
          (answers) => {
            // Agreeing with everything, reverse-keyed statements included: read as contradictory or as the
            // same answer throughout (answer-pattern.ts), never quoted back as "Because you answered ...".
            const responses = Object.fromEntries(
              getQuestions(type).map((q, index) => [q.id, answers[index]!]),
            );
            const groups = selectStrategies(type, responses);
            expect(groups.map((group) => group.theme)).toEqual([null]);
            expect(groups[0]?.reason).toBeNull();
          },
        ),
        { numRuns: 30 },
      );
    },
  );

  it.each(ASSESSMENT_TYPES)('follows one strongly endorsed %s theme when only that theme leans', (type) => {
    for (const construct of constructsOf(type)) {
      const responses = answerAll(type, (question) =>
        question.construct === construct ? traitEnd(question) : notTraitEnd(question),
      );
      const groups = selectStrategies(type, responses);
      expect(groups[0]?.theme, construct).toBe(construct);
      expect(groups.slice(1).every((group) => group.theme === null)).toBe(true);
      const first = getQuestions(type).find((question) => question.construct === construct);
      if (!first) throw new Error(`no ${construct} question`);
      const label = ANSWER_OPTIONS[traitEnd(first)]?.label;
      expect(groups[0]?.reason).toBe(`Because you answered ${label} to “${first.text}”`);
    }
  });

  it('honours reverse keys: disagreeing strongly with a reverse-keyed statement leads to its theme', () => {
    const reversed = ASSESSMENT_TYPES.flatMap((type) =>
      getQuestions(type)
        .filter((question) => question.reverse)
        .map((question) => ({ type, question })),
    );
    expect(reversed.length).toBeGreaterThan(0);
    for (const { type, question } of reversed) {
      const responses = answerAll(type, notTraitEnd);
      responses[question.id] = 0;
      const [group] = selectStrategies(type, responses);
      expect(group?.theme, question.id).toBe(question.construct);
      expect(group?.reason).toBe(`Because you answered Strongly Disagree to “${question.text}”`);
      // Agreeing with the same statement points away from the trait, so the reader gets general ideas.
      responses[question.id] = 4;
      expect(selectStrategies(type, responses)[0]?.theme).toBeNull();
    }
  });

  it('gives two readers with different leanings different strategies', () => {
    const constructs = constructsOf('asd');
    const lists = constructs.map((construct) =>
      strategiesOf(
        selectStrategies(
          'asd',
          answerAll('asd', (question) =>
            question.construct === construct ? traitEnd(question) : notTraitEnd(question),
          ),
        ).filter((group) => group.theme !== null),
      ),
    );
    const distinct = new Set(
      lists.map((list: Strategy[]) => list.map((strategy) => strategy.title).join('|')),
    );
    expect(distinct.size).toBeGreaterThan(1);
  });
});
