import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { createSharePayload, encodeSharePayload } from '../../../domain/assessments/share.ts';

/**
 * The public link to a summary of a result: type, score, level and date only, never the answers. Loaded on
 * demand because the share codec brings zod with it.
 */
export function buildShareLink(type: AssessmentType, score: number, takenAt: Date): string {
  const data = encodeSharePayload(createSharePayload(type, score, takenAt));
  return `${window.location.origin}/shared-results?${new URLSearchParams({ data })}`;
}
