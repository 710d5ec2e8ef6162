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
    extra: fc.string(),
  },
  { requiredKeys: [] },
);

describe('decodeShareData', () => {
  it('uses the spec messages of the domain', () => {
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
