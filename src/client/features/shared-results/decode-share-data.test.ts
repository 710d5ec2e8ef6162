import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../../../domain/assessments/catalogue.ts';
import { LEVELS } from '../../../domain/assessments/levels.ts';
import {
  createSharePayload,
  decodeSharePayload,
  encodeSharePayload,
  SHARE_ERROR_MESSAGES,
} from '../../../domain/assessments/share.ts';
import { decodeShareData, SHARED_ERROR_MESSAGES } from './decode-share-data.ts';

function encodeJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
}

const payloadLike = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...ASSESSMENT_TYPES, 'unknown', ''), fc.integer(), fc.constant(null)),
    score: fc.oneof(fc.integer({ min: -5, max: 130 }), fc.double(), fc.string(), fc.constant(null)),
    level: fc.oneof(fc.constantFrom(...LEVELS, 'extreme'), fc.constant(null)),
    date: fc.oneof(
      fc.constantFrom('2025-03-30', '2024-02-29', '2025-02-29', '2025-13-01', '30-03-2025', ''),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
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

describe('decodeShareData', () => {
  it('uses the messages of the domain', () => {
    expect(SHARED_ERROR_MESSAGES).toEqual(SHARE_ERROR_MESSAGES);
  });

  it('decodes every link the domain creates', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSESSMENT_TYPES), fc.integer({ min: 0, max: 120 }), (type, score) => {
        const data = encodeSharePayload(createSharePayload(type, score, new Date('2025-03-30T12:00:00Z')));
        expect(decodeShareData(data)).toEqual(decodeSharePayload(data));
      }),
    );
  });

  it('decodes every combined link the domain creates, with its parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 52 }),
        fc.integer({ min: 0, max: 56 }),
        fc.integer({ min: 0, max: 12 }),
        (autism, adhd, overlap) => {
          const parts = { autism, adhd, overlap };
          const score = autism + adhd + overlap;
          const data = encodeSharePayload(
            createSharePayload('audhd', score, new Date('2026-11-27T12:00:00Z'), parts),
          );
          const decoded = decodeShareData(data);
          expect(decoded).toEqual(decodeSharePayload(data));
          expect(decoded.ok && decoded.payload.parts).toEqual(parts);
        },
      ),
    );
  });

  it('agrees with the domain decoder on any payload', () => {
    fc.assert(
      fc.property(payloadLike, (payload) => {
        const data = encodeJson(payload);
        expect(decodeShareData(data)).toEqual(decodeSharePayload(data));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the domain decoder on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.base64String(), fc.constant(null), fc.string({ minLength: 1025 })),
        (data) => {
          expect(decodeShareData(data)).toEqual(decodeSharePayload(data));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees on arrays, JSON primitives and a missing level', () => {
    for (const value of [[], [1], 'text', 3, null, { type: 'asd', score: 3 }]) {
      const data = encodeJson(value);
      expect(decodeShareData(data)).toEqual(decodeSharePayload(data));
    }
  });
});
