import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../catalogue.ts';
import type { AssessmentInsights } from '../insights.ts';

// Each language's results words are a module per assessment (`#insights/<type>`, one folder per language), which
// its build imports in place of English's: they must say the same things about the same items, in that language.

const languages = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name);

async function insightsOf(language: string, type: string): Promise<AssessmentInsights> {
  const module: Record<string, unknown> = await import(
    path.join(import.meta.dirname, language, `${type}.ts`)
  );
  const [insights] = Object.values(module);
  return insights as AssessmentInsights;
}

const texts = (insights: AssessmentInsights) => [
  ...Object.values(insights.levels).flatMap((level) => Object.values(level)),
  ...insights.strengths.flatMap(({ title, description }) => [title, description]),
];

describe.each(languages)('the results words in %s', (language) => {
  it('exist for every assessment, exported under English’s name', async () => {
    for (const type of ASSESSMENT_TYPES) {
      const english = await import(`./en/${type}.ts`);
      const translated = await import(`./${language}/${type}.ts`);
      expect(Object.keys(translated), type).toEqual(Object.keys(english));
    }
  });

  it.each(ASSESSMENT_TYPES)(
    'for %s, describe each level and the same strengths of the same items',
    async (type) => {
      const [english, translated] = await Promise.all([insightsOf('en', type), insightsOf(language, type)]);
      for (const level of Object.keys(english.levels) as (keyof typeof english.levels)[]) {
        expect(Object.keys(translated.levels[level]).sort(), level).toEqual(
          Object.keys(english.levels[level]).sort(),
        );
      }
      expect(translated.strengths.map(({ questionId }) => questionId)).toEqual(
        english.strengths.map(({ questionId }) => questionId),
      );
      const englishTexts = new Set(texts(english));
      for (const text of texts(translated)) {
        expect(text.trim().length, text).toBeGreaterThan(0);
        expect(englishTexts.has(text), `left in English: ${text}`).toBe(false);
      }
    },
  );
});
