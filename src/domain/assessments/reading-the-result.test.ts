import { describe, expect, it } from 'vitest';
import { HOW_TO_READ_THE_BANDS } from './reading-the-result.ts';

describe('how to read the bands', () => {
  it('says in two sentences that the bands are shares of the score, not clinical cut-offs', () => {
    expect(HOW_TO_READ_THE_BANDS.split('. ')).toHaveLength(2);
    expect(HOW_TO_READ_THE_BANDS).toContain('not clinical cut-offs');
    expect(HOW_TO_READ_THE_BANDS).toContain('not been checked against diagnoses');
  });
});
