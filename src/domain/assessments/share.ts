import { errors as shareErrors } from '#messages/shared-result';
import { type AudhdParts, arePartsOf } from './audhd-profile.ts';
import { type AssessmentType, isAssessmentType } from './catalogue.ts';
import { getLevel, LEVELS, type Level } from './levels.ts';
import { MAX_SCORES } from './scoring.ts';

export type SharePayload = {
  type: AssessmentType;
  score: number;
  level: Level;
  // YYYY-MM-DD, UTC.
  date: string;
  /**
   * The combined assessment's part scores (autism, adhd, overlap), so the shared page can lead with the profile
   * (docs/decisions/027-audhd-profile-first.md). Sums, never answers. Links made before they were added have
   * none; they still open, and show the total as before.
   */
  parts?: AudhdParts;
};

// A shared link needs only type, score and level (links made by the first version carry no more), so a link without a date still opens.
export type DecodedSharePayload = Omit<SharePayload, 'date'> & { date: string | null };

export type ShareDecodeError = 'missing' | 'invalid' | 'unknown-type';

export type ShareDecodeResult =
  | { ok: true; payload: DecodedSharePayload }
  | { ok: false; error: ShareDecodeError };

// What the shared page says when the data parameter is missing, is not base64 JSON holding type, score and
// level, or names a type the catalogue does not know.
export const SHARE_ERROR_MESSAGES: Readonly<
  Record<ShareDecodeError, { title: string; description: string }>
> = shareErrors;

// A genuine payload encodes to about 100 characters. Refusing anything far longer keeps a public page from
// decoding arbitrarily large input.
export const MAX_SHARE_DATA_LENGTH = 1024;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    DATE_PATTERN.test(value) &&
    formatShareDateOrNull(new Date(`${value}T00:00:00Z`)) === value
  );
}

/** Three finite numbers named autism, adhd and overlap; their ranges and sum are checked once the type is known. */
function isPartsShape(value: unknown): value is Record<keyof AudhdParts, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { autism, adhd, overlap } = value as Record<string, unknown>;
  return [autism, adhd, overlap].every((part) => typeof part === 'number' && Number.isFinite(part));
}

function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

function formatShareDateOrNull(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export function formatShareDate(date: Date): string {
  const formatted = formatShareDateOrNull(date);
  if (formatted === null) {
    throw new RangeError('Cannot format an invalid date for a share link');
  }
  return formatted;
}

export function createSharePayload(
  type: AssessmentType,
  score: number,
  date: Date,
  parts: AudhdParts | null = null,
): SharePayload {
  const payload: SharePayload = { type, score, level: getLevel(type, score), date: formatShareDate(date) };
  if (type === 'audhd' && parts !== null) {
    payload.parts = { autism: parts.autism, adhd: parts.adhd, overlap: parts.overlap };
  }
  return payload;
}

// Standard base64 of the UTF-8 JSON. Callers put it in the `data` parameter with URLSearchParams, which
// percent-encodes '+', '/' and '='.
export function encodeSharePayload(payload: SharePayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

function parseBase64Json(data: string): unknown {
  // Links pasted through chat apps or mail sometimes arrive with '+' turned into a space, or re-encoded as
  // base64url; both still name the same bytes.
  const normalised = data.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(normalised);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return JSON.parse(json);
}

export function decodeSharePayload(data: string | null | undefined): ShareDecodeResult {
  if (data === null || data === undefined || data.trim() === '') {
    return { ok: false, error: 'missing' };
  }
  if (data.length > MAX_SHARE_DATA_LENGTH) {
    return { ok: false, error: 'invalid' };
  }

  let raw: unknown;
  try {
    raw = parseBase64Json(data);
  } catch {
    return { ok: false, error: 'invalid' };
  }

  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'invalid' };
  }
  // Type is checked as a plain string first so that an unknown type can be told apart from a malformed payload.
  const { type, score, level, date, parts } = raw as Record<string, unknown>;
  if (
    typeof type !== 'string' ||
    typeof score !== 'number' ||
    !Number.isFinite(score) ||
    !isLevel(level) ||
    (date !== undefined && !isCalendarDate(date)) ||
    (parts !== undefined && !isPartsShape(parts))
  ) {
    return { ok: false, error: 'invalid' };
  }

  if (!isAssessmentType(type)) {
    return { ok: false, error: 'unknown-type' };
  }
  // Every real score is a whole number within the type's range; anything else was not produced by us.
  if (!Number.isInteger(score) || score < 0 || score > MAX_SCORES[type]) {
    return { ok: false, error: 'invalid' };
  }

  if (parts !== undefined && !arePartsOf(type, score, parts)) {
    return { ok: false, error: 'invalid' };
  }

  const payload: DecodedSharePayload = { type, score, level, date: date ?? null };
  if (parts !== undefined) payload.parts = { autism: parts.autism, adhd: parts.adhd, overlap: parts.overlap };
  return { ok: true, payload };
}
