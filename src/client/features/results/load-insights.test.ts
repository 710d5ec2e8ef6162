import { describe, expect, it } from 'vitest';
import { getInsights, getStrengths, getStrengthTriggers } from '../../../domain/assessments/all-insights.ts';
import { ASSESSMENT_TYPES } from '../../../domain/assessments/catalogue.ts';
import { findStrengths, readInsight } from '../../../domain/assessments/insights.ts';
import { LEVELS } from '../../../domain/assessments/levels.ts';
import { loadInsights } from './load-insights.ts';

describe('loadInsights', () => {
  it.each(ASSESSMENT_TYPES)('loads the words of %s that the Complete Report uses', async (type) => {
    const insights = await loadInsights(type);
    expect(insights.strengths).toBe(getStrengthTriggers(type));
    for (const level of LEVELS) {
      expect(readInsight(insights, type, level)).toEqual(getInsights(type, level));
    }
    const allAgreed = Object.fromEntries(insights.strengths.map(({ questionId }) => [questionId, 4]));
    expect(findStrengths(insights, type, allAgreed)).toEqual(getStrengths(type, allAgreed));
  });
});
