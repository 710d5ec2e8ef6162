import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_DEPENDENT_API_TESTS } from '../support/engine-dependent.ts';

describe('the API tests CI also runs on PGlite', () => {
  it('all exist: a moved or renamed file would silently stop running on the embedded database', () => {
    expect(ENGINE_DEPENDENT_API_TESTS.filter((file) => !existsSync(file))).toEqual([]);
  });
});
