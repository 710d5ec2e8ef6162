import type { AudhdParts } from '../../../domain/assessments/audhd-profile.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { createSharePayload, encodeSharePayload } from '../../../domain/assessments/share.ts';

/**
 * The public link to a summary of a result: type, score, level and date, and the combined assessment's part
 * scores, never the answers.
 */
export function buildShareLink(
  type: AssessmentType,
  score: number,
  takenAt: Date,
  parts: AudhdParts | null = null,
): string {
  const data = encodeSharePayload(createSharePayload(type, score, takenAt, parts));
  return `${window.location.origin}/shared-results?${new URLSearchParams({ data })}`;
}
