import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { getQuestions } from '../../../domain/assessments/questions.ts';
import type { ResultContext } from '../../../domain/assessments/result-context.ts';
import { scoreAnswer, scoreAudhdSubscores, scoreResponses } from '../../../domain/assessments/scoring.ts';
import type { MessageLanguage } from '../../../domain/messages/messages.ts';
import type { CountryCode } from '../../../domain/report/countries.ts';
import type { ReportInput } from './render-report-pdf.tsx';

// A varied, fixed answer pattern: every answer label appears, and the scores land in the middle or upper
// ranges so previews show strengths, several construct levels and a marker away from the bar's ends.
const SAMPLE_POINTS_PATTERN = [3, 2, 4, 1, 3, 3, 2, 4, 0, 3, 2, 1] as const;

const SAMPLE_SUPPORT_EMAIL = 'support@traitscope.example';

const SAMPLE_CREATED_AT = new Date('2025-04-14T09:30:00Z');

function sampleResponses(type: AssessmentType): Record<string, number> {
  return Object.fromEntries(
    getQuestions(type).map((question, index) => [
      question.id,
      // Keying is its own inverse: the answer that scores p points is scoreAnswer(question, p).
      scoreAnswer(question, SAMPLE_POINTS_PATTERN[index % SAMPLE_POINTS_PATTERN.length] ?? 2),
    ]),
  );
}

/** Report input for previews and tests, the same every time for a given type. */
export function sampleReportInput(
  type: AssessmentType,
  options: {
    language?: MessageLanguage;
    supportEmail?: string;
    orderReference?: string;
    country?: CountryCode | null;
    responses?: Record<string, number>;
    context?: ResultContext | null;
  } = {},
): ReportInput {
  const responses = options.responses ?? sampleResponses(type);
  const score = scoreResponses(type, responses);
  return {
    language: options.language ?? 'en',
    assessmentType: type,
    responses,
    score,
    level: getLevel(type, score),
    subscores: type === 'audhd' ? scoreAudhdSubscores(responses) : null,
    createdAt: SAMPLE_CREATED_AT,
    orderReference: options.orderReference ?? `TS-SAMPLE-${type.toUpperCase()}`,
    supportEmail: options.supportEmail ?? SAMPLE_SUPPORT_EMAIL,
    country: options.country ?? null,
    context: options.context ?? null,
  };
}
