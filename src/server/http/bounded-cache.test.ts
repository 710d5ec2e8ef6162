import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

describe('createBoundedCache', () => {
  it('keeps at most `limit` entries, forgetting the oldest first', () => {
    const cache = createBoundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
