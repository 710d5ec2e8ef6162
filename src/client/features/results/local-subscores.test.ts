import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import { scoreAudhdSubscores } from '../../../domain/assessments/scoring.ts';
import { computeAudhdSubscores } from './local-subscores.ts';

describe('computeAudhdSubscores', () => {
  it('gives the same three subscores as the domain', async () => {
    const ids = getQuestions('audhd').map((question) => question.id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), {
          minLength: ids.length,
          maxLength: ids.length,
        }),
        async (answers) => {
          const responses: Record<string, number> = {};
          ids.forEach((id, index) => {
            const answer = answers[index];
            if (answer !== undefined) responses[id] = answer;
          });
          expect(await computeAudhdSubscores(responses)).toEqual(scoreAudhdSubscores(responses));
        },
      ),
    );
  });
});
