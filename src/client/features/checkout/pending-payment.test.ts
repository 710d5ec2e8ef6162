import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimConversion } from './pending-payment.ts';

describe('claimConversion', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says yes once per order, so a reload does not count a sale twice', () => {
    expect(claimConversion(7)).toBe(true);
    expect(claimConversion(7)).toBe(false);
    expect(claimConversion(8)).toBe(true);
    expect(claimConversion(7)).toBe(false);
  });
});
