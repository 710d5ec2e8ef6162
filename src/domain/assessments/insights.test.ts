import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getInsights, getStrengths, getStrengthTriggers } from './all-insights.ts';
import { ASSESSMENT_TYPES, type AssessmentType } from './catalogue.ts';
import {
  FALLBACK_STRENGTHS,
  getSharedLevelDescription,
  STRENGTH_THRESHOLDS,
  UNKNOWN_ASSESSMENT_TYPE_MESSAGE,
} from './insights.ts';
import { LEVELS } from './levels.ts';
import { getQuestions } from './questions.ts';

const FIELDS = ['summary', 'whatItMeans', 'whatItDoesNotMean', 'nextStep'] as const;

// Wording that would read as a diagnosis, alarm or promise.
const FORBIDDEN = [
  /\byou (are|have) (autism|adhd|dyslexia|dyspraxia|autistic)\b/i,
  /\blikely (autistic|adhd|dyslexic|dyspraxic)\b/i,
  /\b(disorder detected|severe|alarming|urgent|guarantee[sd]?|cure[sd]?|will fix)\b/i,
];

function responsesArb(type: AssessmentType): fc.Arbitrary<Record<string, number>> {
  return fc.record(Object.fromEntries(getQuestions(type).map((q) => [q.id, fc.integer({ min: 0, max: 4 })])));
}

describe('preliminary insights', () => {
  it('has every field filled for every type and level', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const level of LEVELS) {
        const insight = getInsights(type, level);
        for (const field of FIELDS) {
          expect(insight[field].trim().length, `${type}/${level}/${field}`).toBeGreaterThan(20);
          expect(insight[field], `${type}/${level}/${field}`).toMatch(/[.]$/);
        }
      }
    }
  });

  it('never reads as a diagnosis, an alarm or a promise', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const level of LEVELS) {
        for (const field of FIELDS) {
          for (const pattern of FORBIDDEN) {
            expect(getInsights(type, level)[field], `${type}/${level}/${field}`).not.toMatch(pattern);
          }
        }
      }
    }
  });

  it('says at every level what the result does not mean', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const level of LEVELS) {
        expect(getInsights(type, level).whatItDoesNotMean, `${type}/${level}`).toMatch(
          /diagnosis|rule out|not mean/,
        );
      }
    }
  });

  it('writes a different summary for each level of an assessment', () => {
    for (const type of ASSESSMENT_TYPES) {
      const summaries = new Set(LEVELS.map((level) => getInsights(type, level).summary));
      expect(summaries.size, type).toBe(3);
    }
  });

  it('speaks to the taker of their own answers, and to a friend of "this person\'s" answers', () => {
    expect(getInsights('adhd', 'medium').summary).toBe(
      'Your answers describe some of the experiences this assessment asks about (attention and activity traits).',
    );
    expect(getSharedLevelDescription('adhd', 'medium')).toBe(
      "This person's answers describe some of the experiences this assessment asks about (attention and activity traits).",
    );
    for (const type of ASSESSMENT_TYPES) {
      for (const level of LEVELS) {
        expect(getSharedLevelDescription(type, level)).not.toMatch(/\byour?\b/i);
      }
    }
  });

  it('answers an unknown type with the fixed message', () => {
    expect(getSharedLevelDescription('mystery', 'high')).toBe(
      'Assessment type not recognized. Please try again.',
    );
    expect(UNKNOWN_ASSESSMENT_TYPE_MESSAGE).toBe('Assessment type not recognized. Please try again.');
  });
});

describe('strengths', () => {
  it('ties every strength to a forward-keyed question of its own assessment', () => {
    for (const type of ASSESSMENT_TYPES) {
      const questions = new Map(getQuestions(type).map((q) => [q.id, q]));
      const triggers = getStrengthTriggers(type);
      expect(triggers.length, type).toBeGreaterThanOrEqual(2);
      for (const trigger of triggers) {
        const question = questions.get(trigger.questionId);
        expect(question, trigger.questionId).toBeDefined();
        expect(question?.reverse, trigger.questionId).toBeUndefined();
      }
    }
  });

  it('gives every strength a title and a one-sentence description', () => {
    const all = [...ASSESSMENT_TYPES.flatMap((type) => getStrengthTriggers(type)), ...FALLBACK_STRENGTHS];
    for (const strength of all) {
      expect(strength.title.trim().length).toBeGreaterThan(0);
      expect(strength.description, strength.title).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it('describes the reader’s own answer in each strength, never a general correlation', () => {
    for (const type of ASSESSMENT_TYPES) {
      for (const strength of getStrengthTriggers(type)) {
        expect(strength.description, strength.title).toMatch(/\b(you|your)\b/i);
        expect(strength.description, strength.title).not.toMatch(
          /goes (together )?with|many people|others (miss|overlook|do not see)|\b(builds?|brings?) (real )?(depth|expertise|persistence|understanding)/i,
        );
      }
    }
  });

  it('triggers at Agree (3) or more for every assessment, never at Neutral', () => {
    expect(STRENGTH_THRESHOLDS).toEqual({ audhd: 3, asd: 3, adhd: 3, spd: 3, dyspraxia: 3, dyslexia: 3 });
    for (const type of ASSESSMENT_TYPES) {
      const [a, b] = getStrengthTriggers(type);
      expect(
        getStrengths(type, { [a!.questionId]: 3, [b!.questionId]: 4 }).map((s) => s.title),
        type,
      ).toEqual([a!.title, b!.title]);
      expect(getStrengths(type, { [a!.questionId]: 2, [b!.questionId]: 2 }), type).toEqual(
        FALLBACK_STRENGTHS,
      );
    }
  });

  it("adds 'Unique perspective' and 'Resilience' when fewer than two strengths are found", () => {
    expect(FALLBACK_STRENGTHS.map((s) => s.title)).toEqual(['Unique perspective', 'Resilience']);
    for (const type of ASSESSMENT_TYPES) {
      expect(getStrengths(type, {}), type).toEqual(FALLBACK_STRENGTHS);
      const [only] = getStrengthTriggers(type);
      const found = getStrengths(type, { [only!.questionId]: 4 });
      expect(
        found.map((s) => s.title),
        type,
      ).toEqual([only!.title, 'Unique perspective', 'Resilience']);
    }
  });

  it('returns at least two distinct strengths for any answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSESSMENT_TYPES).chain((type) => fc.tuple(fc.constant(type), responsesArb(type))),
        ([type, responses]) => {
          const titles = getStrengths(type, responses).map((s) => s.title);
          expect(titles.length).toBeGreaterThanOrEqual(2);
          expect(new Set(titles).size).toBe(titles.length);
          const usesFallback = titles.includes('Resilience');
          const triggered = getStrengthTriggers(type).filter(
            (t) => (responses[t.questionId] ?? 0) >= STRENGTH_THRESHOLDS[type],
          );
          expect(usesFallback).toBe(triggered.length < 2);
        },
      ),
    );
  });
});
