import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
type Module = Readonly<Record<string, unknown>>;

/** Each language's modules, as `[language, module name, its messages]`. */
const modulesOf = (language: keyof typeof MESSAGES) =>
  Object.entries(MESSAGES[language]).map(([name, messages]) => [language, name, messages as Module] as const);
const english = Object.fromEntries(modulesOf('en').map(([, name, messages]) => [name, messages]));
const others = (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])
  .filter((language) => language !== 'en')
  .flatMap(modulesOf);

/** A module's texts and functions, those inside a list or a table named by their place (`encouragements.3`). */
function leaves(messages: Module, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as Module, `${prefix}${name}.`)
      : [[`${prefix}${name}`, value] as [string, unknown]],
  );
}

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
  it('come in the same modules in every language', () => {
    for (const language of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      expect(Object.keys(MESSAGES[language]).sort(), language).toEqual(Object.keys(english).sort());
    }
  });

  it.each(others)('in %s, %s name exactly the English messages, no more', (_language, module, messages) => {
    const names = (of: Module) =>
      leaves(of)
        .map(([name]) => name)
        .sort();
    expect(names(messages)).toEqual(names(english[module] ?? {}));
  });

  it.each(others)('in %s, %s take and write the same values as in English', (_language, module, messages) => {
    const translations = new Map(leaves(messages));
    for (const [name, message] of leaves(english[module] ?? {})) {
      const translated = translations.get(name);
      expect(typeof translated, name).toBe(typeof message);
      if (typeof message !== 'function' || typeof translated !== 'function') continue;
      const source = readsAndWrites(message as (values: never) => string);
      expect(source.written, `${name} writes every value it reads`).toEqual(source.read);
      expect(readsAndWrites(translated as (values: never) => string), name).toEqual(source);
    }
  });

  it.each(others)('in %s, %s leave no sentence in English', (_language, module, messages) => {
    const translations = new Map(leaves(messages));
    for (const [name, message] of leaves(english[module] ?? {})) {
      if (typeof message === 'string' && message.split(' ').length >= 3)
        expect(translations.get(name), name).not.toBe(message);
    }
  });

  it.each(Object.keys(english))(
    'in %s are each used, as `.<name>`, by a file that imports the module',
    (module) => {
      // Pages import their build's language as `#messages/<module>`; what writes in any language reads English's
      // module or all of them (messages.ts) and hands the words on (`words.homeTitle`); the domain may name one
      // (`import { funFactTexts } from '#messages/facts'`).
      const imports = new RegExp(
        `from '(#messages/${module}|[./]*(?:domain/)?messages/en/${module}\\.ts|[./]*(?:domain/)?messages/messages\\.ts)';`,
      );
      const named = new RegExp(`import \\{([^}]*)\\} from '#messages/${module}';`);
      const used = new Set(
        sources()
          .filter(({ file, text }) => imports.test(text) && !file.startsWith('domain/messages/'))
          .flatMap(({ text }) => [
            ...[...text.matchAll(/\.(\w+)\b/g)].map((match) => match[1]),
            ...(named
              .exec(text)?.[1]
              ?.split(',')
              .map((name) => name.trim().split(' as ')[0] ?? '') ?? []),
          ]),
      );
      expect(Object.keys(english[module] ?? {}).filter((name) => !used.has(name))).toEqual([]);
    },
  );
});
