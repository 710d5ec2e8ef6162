import { type AudhdParts, arePartsOf } from '../../../domain/assessments/audhd-profile.ts';
import { type AssessmentType, isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { LEVELS, type Level } from '../../../domain/assessments/levels.ts';
import { MAX_SCORES } from '../../../domain/assessments/scoring.ts';

/**
 * The domain's `decodeSharePayload` without zod. The codec in `domain/assessments/share.ts` builds zod schemas
 * at load time, which would add about 24 KB (gzip) to this public page, three times the page itself. The
 * rules and messages are the same (a property test holds the two decoders and the messages equal).
 */
export type SharedSummary = {
  type: AssessmentType;
  score: number;
  level: Level;
  date: string | null;
  /** The combined assessment's parts; absent from links made before they were added. */
  parts?: AudhdParts;
};

export type SharedDecodeError = 'missing' | 'invalid' | 'unknown-type';

export type SharedDecodeResult =
  | { ok: true; payload: SharedSummary }
  | { ok: false; error: SharedDecodeError };

// The same messages as SHARE_ERROR_MESSAGES of the domain.
export const SHARED_ERROR_MESSAGES: Readonly<
  Record<SharedDecodeError, { title: string; description: string }>
> = {
  missing: { title: 'Error Loading Results', description: 'No assessment data found in the URL' },
  invalid: {
    title: 'Shared data is incomplete or invalid',
    description: 'The shared assessment data appears to be invalid',
  },
  'unknown-type': {
    title: 'Assessment Not Found',
    description: 'The assessment type in the shared results is not recognized',
  },
};

const MAX_DATA_LENGTH = 1024;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The shape zod's `z.object({ autism: z.number(), ... })` accepts; the values are checked after the type. */
function isPartsShape(value: unknown): value is Record<'autism' | 'adhd' | 'overlap', number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { autism, adhd, overlap } = value as Record<string, unknown>;
  return [autism, adhd, overlap].every((part) => typeof part === 'number' && Number.isFinite(part));
}

function parseBase64Json(data: string): unknown {
  const normalised = data.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(normalised);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

export function decodeShareData(data: string | null | undefined): SharedDecodeResult {
  if (data === null || data === undefined || data.trim() === '') return { ok: false, error: 'missing' };
  if (data.length > MAX_DATA_LENGTH) return { ok: false, error: 'invalid' };

  let raw: unknown;
  try {
    raw = parseBase64Json(data);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'invalid' };

  const { type, score, level, date, parts } = raw as Record<string, unknown>;
  const hasDate = Object.hasOwn(raw, 'date') && date !== undefined;
  const hasParts = Object.hasOwn(raw, 'parts') && parts !== undefined;
  if (
    typeof type !== 'string' ||
    typeof score !== 'number' ||
    !Number.isFinite(score) ||
    !(LEVELS as readonly unknown[]).includes(level) ||
    (hasDate && !isCalendarDate(date)) ||
    (hasParts && !isPartsShape(parts))
  ) {
    return { ok: false, error: 'invalid' };
  }
  if (!isAssessmentType(type)) return { ok: false, error: 'unknown-type' };
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORES[type])
    return { ok: false, error: 'invalid' };
  if (hasParts && !arePartsOf(type, score, parts as Record<string, unknown>))
    return { ok: false, error: 'invalid' };

  const payload: SharedSummary = {
    type,
    score,
    level: level as Level,
    date: hasDate ? (date as string) : null,
  };
  if (isPartsShape(parts) && hasParts) {
    payload.parts = { autism: parts.autism, adhd: parts.adhd, overlap: parts.overlap };
  }
  return { ok: true, payload };
}
