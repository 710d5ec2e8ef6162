import type { AudhdParts } from '../../../domain/assessments/audhd-profile.ts';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { createSharePayload, encodeSharePayload } from '../../../domain/assessments/share.ts';
import { LANGUAGE_BASE } from '../../lib/build-language.ts';

/**
 * The public link to a summary of a result: type, score, level and date, and the combined assessment's part
 * scores, never the answers. In the language of the page it was made on: a friend reads it in the sharer's.
 */
export function buildShareLink(
  type: AssessmentType,
  score: number,
  takenAt: Date,
  parts: AudhdParts | null = null,
): string {
  const data = encodeSharePayload(createSharePayload(type, score, takenAt, parts));
  return `${window.location.origin}${LANGUAGE_BASE}/shared-results?${new URLSearchParams({ data })}`;
}
