import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TYPES } from '../catalogue.ts';
import { getQuestions } from '../questions.ts';
import { VERSION_1_WORDINGS } from './version-1-wordings.ts';

const current = new Map(ASSESSMENT_TYPES.flatMap((type) => getQuestions(type)).map((q) => [q.id, q]));

describe('version 1 wordings', () => {
  it('lists only items that exist today', () => {
    for (const id of Object.keys(VERSION_1_WORDINGS)) expect(current.has(id), id).toBe(true);
  });

  it('lists each item only because its text, construct or keying changed since version 1', () => {
    for (const [id, old] of Object.entries(VERSION_1_WORDINGS)) {
      const now = current.get(id);
      const same =
        old.text === now?.text &&
        old.construct === now.construct &&
        (old.reverse ?? false) === (now.reverse ?? false);
      expect(same, id).toBe(false);
    }
  });

  it('stores each old statement as a full sentence with its construct', () => {
    for (const [id, old] of Object.entries(VERSION_1_WORDINGS)) {
      expect(old.text, id).toMatch(/^[A-Z].*\.$/);
      expect(old.construct.trim().length, id).toBeGreaterThan(0);
    }
  });
});
