import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
const english = MESSAGES.en;
const others = Object.entries(MESSAGES).filter(([language]) => language !== 'en');

/** The values a function message reads, and what it writes when each is a marker naming itself. */
function readsAndWrites(message: (values: never) => string) {
  const read = new Set<string>();
  const values = new Proxy(
    {},
    {
      get: (_target, name) => {
        read.add(String(name));
        return `⟨${String(name)}⟩`;
      },
    },
  );
  const text = message(values as never);
  return { read: [...read].sort(), written: [...read].filter((name) => text.includes(`⟨${name}⟩`)).sort() };
}

/** Every source file that is not a test, with its text. */
function sources(directory = SRC): { file: string; text: string }[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [{ file: path.relative(SRC, full), text: readFileSync(full, 'utf8') }]
      : [];
  });
}

describe('the interface messages', () => {
  it.each(others)('in %s name exactly the English messages, no more', (_language, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(others)('in %s take and write the same values as in English', (_language, messages) => {
    for (const [name, message] of Object.entries(english)) {
      const translated = messages[name as keyof typeof english];
      expect(typeof translated, name).toBe(typeof message);
      if (typeof message !== 'function' || typeof translated !== 'function') continue;
      const source = readsAndWrites(message);
      expect(source.written, `${name} writes every value it reads`).toEqual(source.read);
      expect(readsAndWrites(translated), name).toEqual(source);
    }
  });

  it.each(others)('in %s leave no sentence in English', (_language, messages) => {
    for (const [name, message] of Object.entries(english)) {
      const translated = messages[name as keyof typeof english];
      if (typeof message === 'string' && message.split(' ').length >= 3)
        expect(translated, name).not.toBe(message);
    }
  });

  it('are each used somewhere in the code, as `m.<name>`', () => {
    const used = new Set(
      sources().flatMap(({ text }) => [...text.matchAll(/\bm\.(\w+)/g)].map((match) => match[1])),
    );
    expect(Object.keys(english).filter((name) => !used.has(name))).toEqual([]);
  });
});
