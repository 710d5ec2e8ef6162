import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, rowIdSchema } from './row-id.ts';

describe('rowIdSchema', () => {
  it('accepts every whole number a serial column can hold, also as a string of digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ROW_ID }), (id) => {
        expect(rowIdSchema.parse(id)).toBe(id);
        expect(rowIdSchema.parse(String(id))).toBe(id);
      }),
    );
  });

  it('refuses numbers beyond the column, zero, negatives and fractions with a message', () => {
    const outside = fc.oneof(
      fc.integer({ min: MAX_ROW_ID + 1, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
      fc.double({ min: 1.000001, max: 1e6, noInteger: true, noNaN: true }),
    );
    fc.assert(
      fc.property(outside, (value) => {
        const result = rowIdSchema.safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toMatch(/^(The id must|No record has this id)/);
      }),
    );
  });
});
