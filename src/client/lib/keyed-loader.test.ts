import { describe, expect, it } from 'vitest';
import { createKeyedLoader } from './keyed-loader.ts';

describe('createKeyedLoader', () => {
  it('downloads each key once and gives every caller the same promise', async () => {
    const calls: string[] = [];
    const load = createKeyedLoader({
      a: async () => {
        calls.push('a');
        return 1;
      },
      b: async () => {
        calls.push('b');
        return 2;
      },
    });
    expect(load('a')).toBe(load('a'));
    expect(await load('a')).toBe(1);
    expect(await load('b')).toBe(2);
    expect(calls).toEqual(['a', 'b']);
  });

  it('downloads again after a failed download', async () => {
    let attempts = 0;
    const load = createKeyedLoader({
      a: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return 'here';
      },
    });
    await expect(load('a')).rejects.toThrow('offline');
    expect(await load('a')).toBe('here');
    expect(attempts).toBe(2);
  });
});
