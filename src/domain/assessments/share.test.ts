import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arePartsOf } from './audhd-profile.ts';
import { ASSESSMENT_TYPES } from './catalogue.ts';
import { getLevel, LEVELS } from './levels.ts';
import { MAX_SCORES } from './scoring.ts';
import {
  createSharePayload,
  decodeSharePayload,
  encodeSharePayload,
  formatShareDate,
  MAX_SHARE_DATA_LENGTH,
  SHARE_ERROR_MESSAGES,
  type SharePayload,
} from './share.ts';

const dateArb = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const payloadArb: fc.Arbitrary<SharePayload> = fc.constantFrom(...ASSESSMENT_TYPES).chain((type) =>
  fc.record({
    type: fc.constant(type),
    score: fc.integer({ min: 0, max: MAX_SCORES[type] }),
    level: fc.constantFrom(...LEVELS),
    date: dateArb.map(formatShareDate),
  }),
);

function encodeRaw(value: unknown): string {
  const bytes = new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
}

const VALID = { type: 'adhd', score: 20, level: 'medium', date: '2025-03-30' };

describe('share link round trip', () => {
  it('decodes what it encodes, for any valid payload', () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        expect(decodeSharePayload(encodeSharePayload(payload))).toEqual({ ok: true, payload });
      }),
    );
  });

  it('survives a trip through a URL query parameter', () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        const url = new URL(
          `https://example.test/shared-results?${new URLSearchParams({ data: encodeSharePayload(payload) })}`,
        );
        expect(decodeSharePayload(url.searchParams.get('data'))).toEqual({ ok: true, payload });
      }),
    );
  });

  it("tolerates '+' turned into spaces and base64url alphabets from copied links", () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        const data = encodeSharePayload(payload);
        const spaced = data.replaceAll('+', ' ');
        const urlSafe = data.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
        expect(decodeSharePayload(spaced)).toEqual({ ok: true, payload });
        expect(decodeSharePayload(urlSafe)).toEqual({ ok: true, payload });
      }),
    );
  });

  it('encodes standard base64 of the JSON', () => {
    const payload: SharePayload = { type: 'asd', score: 40, level: 'high', date: '2025-03-30' };
    const data = encodeSharePayload(payload);
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(atob(data))).toEqual(payload);
  });
});

describe("the combined assessment's parts (issue 25)", () => {
  const partsArb = fc.record({
    autism: fc.integer({ min: 0, max: 52 }),
    adhd: fc.integer({ min: 0, max: 56 }),
    overlap: fc.integer({ min: 0, max: 12 }),
  });
  const date = new Date('2026-11-27T12:00:00Z');

  it('carries them in a new link and decodes them back, for any parts', () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const score = parts.autism + parts.adhd + parts.overlap;
        const payload = createSharePayload('audhd', score, date, parts);
        expect(decodeSharePayload(encodeSharePayload(payload))).toEqual({ ok: true, payload });
        expect(payload.parts).toEqual(parts);
      }),
    );
  });

  it('keeps old links working: a combined link without parts still opens, with its total', () => {
    const old = encodeRaw({ type: 'audhd', score: 72, level: 'medium', date: '2026-05-01' });
    expect(decodeSharePayload(old)).toEqual({
      ok: true,
      payload: { type: 'audhd', score: 72, level: 'medium', date: '2026-05-01' },
    });
  });

  it('adds no parts to the other assessments, nor when none are given', () => {
    expect(createSharePayload('asd', 40, date, { autism: 1, adhd: 1, overlap: 1 })).not.toHaveProperty(
      'parts',
    );
    expect(createSharePayload('audhd', 40, date)).not.toHaveProperty('parts');
  });

  it("reports 'invalid' for parts we could not have made", () => {
    const base = { type: 'audhd', score: 89, level: 'high', date: '2026-11-27' };
    for (const parts of [
      { autism: 30, adhd: 47, overlap: 11 },
      { autism: 30, adhd: 47 },
      { autism: 30.5, adhd: 46.5, overlap: 12 },
      { autism: 53, adhd: 24, overlap: 12 },
      { autism: -1, adhd: 78, overlap: 12 },
      { autism: '30', adhd: 47, overlap: 12 },
      null,
      [30, 47, 12],
    ]) {
      expect(decodeSharePayload(encodeRaw({ ...base, parts }))).toEqual({ ok: false, error: 'invalid' });
    }
    const asd = { type: 'asd', score: 12, level: 'low', parts: { autism: 4, adhd: 4, overlap: 4 } };
    expect(decodeSharePayload(encodeRaw(asd))).toEqual({ ok: false, error: 'invalid' });
    expect(
      decodeSharePayload(encodeRaw({ ...base, parts: { autism: 30, adhd: 47, overlap: 12 } })),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe('decodeSharePayload', () => {
  it("reports 'missing' when there is no data parameter", () => {
    for (const data of [null, undefined, '', '   ']) {
      expect(decodeSharePayload(data)).toEqual({ ok: false, error: 'missing' });
    }
  });

  it("reports 'invalid' for data that is not base64 JSON", () => {
    for (const data of ['not base64!!', '@@@@', 'a', encodeRaw('not json'), encodeRaw('{"type":')]) {
      expect(decodeSharePayload(data), data).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it("reports 'invalid' for bytes that are not UTF-8", () => {
    expect(decodeSharePayload(btoa('\xff\xfe{}'))).toEqual({ ok: false, error: 'invalid' });
  });

  it("reports 'invalid' when type, score or level is missing", () => {
    for (const field of ['type', 'score', 'level'] as const) {
      const { [field]: _removed, ...rest } = VALID;
      expect(decodeSharePayload(encodeRaw(rest)), field).toEqual({ ok: false, error: 'invalid' });
    }
  });

  it("reports 'invalid' for JSON that is not an object", () => {
    for (const value of [null, 42, 'adhd', [VALID], true]) {
      expect(decodeSharePayload(encodeRaw(JSON.stringify(value))), String(value)).toEqual({
        ok: false,
        error: 'invalid',
      });
    }
  });

  it("reports 'invalid' for fields of the wrong shape", () => {
    const broken = [
      { ...VALID, type: 3 },
      { ...VALID, score: '20' },
      { ...VALID, score: -1 },
      { ...VALID, score: 41 },
      { ...VALID, score: 12.5 },
      { ...VALID, level: 'extreme' },
      { ...VALID, level: 'High' },
      { ...VALID, date: '30/03/2025' },
      { ...VALID, date: '2025-13-01' },
      { ...VALID, date: '2025-02-30' },
      { ...VALID, date: 20250330 },
    ];
    for (const value of broken) {
      expect(decodeSharePayload(encodeRaw(value)), JSON.stringify(value)).toEqual({
        ok: false,
        error: 'invalid',
      });
    }
  });

  it("reports 'invalid' for data far longer than any real link", () => {
    const padded = encodeRaw({ ...VALID, note: 'x'.repeat(MAX_SHARE_DATA_LENGTH) });
    expect(decodeSharePayload(padded)).toEqual({ ok: false, error: 'invalid' });
  });

  it("reports 'unknown-type' for a well-formed payload of a type the catalogue lacks", () => {
    for (const type of ['mystery', 'ASD', 'autism', '']) {
      expect(decodeSharePayload(encodeRaw({ ...VALID, type })), type).toEqual({
        ok: false,
        error: 'unknown-type',
      });
    }
  });

  it('accepts a link without a date, since only type, score and level are required', () => {
    const { date: _date, ...rest } = VALID;
    expect(decodeSharePayload(encodeRaw(rest))).toEqual({
      ok: true,
      payload: { type: 'adhd', score: 20, level: 'medium', date: null },
    });
  });

  it('ignores extra fields, including non-ASCII ones', () => {
    expect(decodeSharePayload(encodeRaw({ ...VALID, note: 'café ✓' }))).toEqual({ ok: true, payload: VALID });
  });
});

describe('share error messages', () => {
  it('uses the agreed texts', () => {
    expect(SHARE_ERROR_MESSAGES.missing.description).toBe('No assessment data found in the URL');
    expect(SHARE_ERROR_MESSAGES.invalid).toEqual({
      title: 'Shared data is incomplete or invalid',
      description: 'The shared assessment data appears to be invalid',
    });
    expect(SHARE_ERROR_MESSAGES['unknown-type']).toEqual({
      title: 'Assessment Not Found',
      description: 'The assessment type in the shared results is not recognized',
    });
  });
});

describe('formatShareDate', () => {
  it('formats the UTC calendar date as YYYY-MM-DD', () => {
    expect(formatShareDate(new Date(Date.UTC(2025, 2, 30)))).toBe('2025-03-30');
    expect(formatShareDate(new Date(Date.UTC(2025, 0, 1, 23, 59, 59)))).toBe('2025-01-01');
    expect(formatShareDate(new Date(Date.UTC(2024, 11, 31, 0, 0, 0)))).toBe('2024-12-31');
  });

  it('always produces a date that decodes back to the same day', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const formatted = formatShareDate(date);
        expect(formatted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(formatted).toBe(date.toISOString().slice(0, 10));
      }),
    );
  });

  it('refuses an invalid date', () => {
    expect(() => formatShareDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('createSharePayload', () => {
  it('works out the level from the score', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ASSESSMENT_TYPES)
          .chain((type) => fc.tuple(fc.constant(type), fc.integer({ min: 0, max: MAX_SCORES[type] }))),
        dateArb,
        ([type, score], date) => {
          const payload = createSharePayload(type, score, date);
          expect(payload).toEqual({ type, score, level: getLevel(type, score), date: formatShareDate(date) });
          expect(decodeSharePayload(encodeSharePayload(payload))).toEqual({ ok: true, payload });
        },
      ),
    );
  });
});

/**
 * The decoder is hand-written so that the shared page's JavaScript holds no zod. This is the rule it follows,
 * written as a zod schema: the decoder must say what the schema says, for any payload and any text.
 */
const payloadOracle = z
  .object({
    type: z.enum(ASSESSMENT_TYPES),
    score: z.number().int().min(0),
    level: z.enum(LEVELS),
    date: z.iso.date().optional(),
    parts: z.object({ autism: z.number(), adhd: z.number(), overlap: z.number() }).optional(),
  })
  .refine(({ type, score }) => score <= MAX_SCORES[type])
  .refine(({ type, score, parts }) => parts === undefined || arePartsOf(type, score, parts));

const payloadLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...ASSESSMENT_TYPES, 'unknown', ''), fc.integer(), fc.constant(null)),
    score: fc.oneof(fc.integer({ min: -5, max: 130 }), fc.double(), fc.string(), fc.constant(null)),
    level: fc.oneof(fc.constantFrom(...LEVELS, 'extreme'), fc.constant(null)),
    date: fc.oneof(
      fc.constantFrom('2025-03-30', '2024-02-29', '2025-02-29', '2025-13-01', '30-03-2025', ''),
      dateArb.map(formatShareDate),
      fc.constant(null),
    ),
    parts: fc.oneof(
      fc.record({
        autism: fc.integer({ min: -1, max: 53 }),
        adhd: fc.oneof(fc.integer({ min: -1, max: 57 }), fc.double()),
        overlap: fc.oneof(fc.integer({ min: -1, max: 13 }), fc.string()),
      }),
      fc.constant(null),
      fc.constant([1, 2, 3]),
      fc.string(),
    ),
    extra: fc.string(),
  },
  { requiredKeys: [] },
);

describe('the decoder against its rule', () => {
  it('accepts exactly the payloads the rule accepts, for any payload', () => {
    fc.assert(
      fc.property(payloadLike, (payload) => {
        expect(decodeSharePayload(encodeRaw(payload)).ok).toBe(payloadOracle.safeParse(payload).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers missing, invalid or a payload for any text, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.base64String(), fc.constant(null), fc.string({ minLength: 1025 })),
        (data) => {
          const decoded = decodeSharePayload(data);
          expect(decoded.ok || ['missing', 'invalid', 'unknown-type'].includes(decoded.error)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
