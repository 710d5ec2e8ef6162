import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email.ts';

describe('maskEmail', () => {
  it('keeps the first letter of the name and the whole domain', () => {
    expect(maskEmail('reader@example.org')).toBe('r•••@example.org');
  });

  it('hides a one-letter name as much as a long one', () => {
    expect(maskEmail('r@example.org')).toBe('r•••@example.org');
  });

  it('hides all of something that is not an address', () => {
    expect(maskEmail('@example.org')).toBe('•••');
    expect(maskEmail('no-address')).toBe('•••');
  });
});
