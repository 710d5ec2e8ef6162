import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from './pool-size.ts';

describe('the default database pool size', () => {
  it('is two connections per core plus two, at least 4 and at most 10', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 6, 8, 10, 10, 10]);
  });

  it('keeps ten two-core instances within PostgreSQL default of 100 connections, with room to spare', () => {
    expect(10 * defaultPoolSize(2)).toBeLessThanOrEqual(100 - 30);
  });

  it("follows this machine's cores when none are given", () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(4);
    expect(defaultPoolSize()).toBeLessThanOrEqual(10);
  });
});
