import { type AssessmentType, isAssessmentType } from '../../domain/assessments/catalogue.ts';
import { storage } from './storage.ts';

/** The result the visitor just created, kept in this browser for the results and payment pages. */
export type AssessmentData = {
  userId: string | null;
  assessmentType: AssessmentType;
  responses: Record<string, number>;
  score: number;
  /** The stored result's id; the payment page refuses a missing or zero id. */
  assessmentResultId: number;
  email: string;
  anonymous: true;
};

export const ASSESSMENT_DATA_KEY = 'assessmentData';
/** The older key the payment pages also read: responses and score only. */
export const LEGACY_ASSESSMENT_DATA_KEY = 'assessment_data';
export const PENDING_REDIRECT_KEY = 'pendingRedirect';

// An in-memory "app context" beside localStorage: the data survives a route change even when localStorage is unavailable.
let current: AssessmentData | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A map of question id to a whole answer from 0 to 4. */
function isResponses(value: unknown): value is Record<string, number> {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (answer) => typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer <= 4,
    )
  );
}

function parseAssessmentData(value: unknown): AssessmentData | null {
  if (!isRecord(value)) return null;
  const { userId, assessmentType, responses, score, assessmentResultId, email } = value;
  if (!isAssessmentType(assessmentType) || !isResponses(responses)) return null;
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  if (typeof assessmentResultId !== 'number' || !Number.isInteger(assessmentResultId)) return null;
  if (userId !== null && typeof userId !== 'string') return null;
  return {
    userId,
    assessmentType,
    responses,
    score,
    assessmentResultId,
    email: typeof email === 'string' ? email : '',
    anonymous: true,
  };
}

/** Saves the new result under both keys: the whole record, and responses and score under the older one. */
export function saveAssessmentData(data: AssessmentData): void {
  current = data;
  storage.setJson(ASSESSMENT_DATA_KEY, data);
  storage.setJson(LEGACY_ASSESSMENT_DATA_KEY, { responses: data.responses, score: data.score });
}

/** The saved result, or null; a stored value that cannot be read is cleared. */
export function readAssessmentData(): AssessmentData | null {
  const stored = storage.getJson(ASSESSMENT_DATA_KEY, parseAssessmentData);
  if (stored === null) {
    // One record is unusable without the other: responses alone cannot be paid for or shown.
    storage.remove(LEGACY_ASSESSMENT_DATA_KEY);
    return current;
  }
  current = stored;
  return stored;
}

/** Forgets the saved result in this browser too (after the visitor erased their results on the server). */
export function clearAssessmentData(): void {
  current = null;
  storage.remove(ASSESSMENT_DATA_KEY);
  storage.remove(LEGACY_ASSESSMENT_DATA_KEY);
}
