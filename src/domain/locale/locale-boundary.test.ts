import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// locale.ts, and region-names.ts beside it for the pages that list countries.
const LOCALE_MODULES = [
  path.join('domain', 'locale', 'locale.ts'),
  path.join('domain', 'locale', 'region-names.ts'),
];

// What formats for one locale only: a locale tag in quotes, a Date's or Number's own toLocale…String, or an Intl
// formatter built on the spot (neither cached nor switchable with the locale). Tests may name tags as data.
const FORBIDDEN = [
  { name: "the locale tag 'en-GB'", pattern: /['"`]en-GB['"`]/ },
  { name: 'toLocale…String(', pattern: /\.toLocale\w*String\(/ },
  {
    name: 'an Intl formatter',
    pattern:
      /new Intl\.(DateTimeFormat|NumberFormat|PluralRules|RelativeTimeFormat|ListFormat|DisplayNames|Collator)\(/,
  },
];

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !LOCALE_MODULES.includes(file));
}

describe('the locale module', () => {
  it('is, with region-names.ts, the only source that formats dates, numbers, prices and countries', () => {
    const offences = sourceFiles().flatMap((file) => {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `src/${file}: ${name}`);
    });
    expect(offences).toEqual([]);
  });

  it('would notice a formatter outside it', () => {
    const [tag, toLocale, intl] = FORBIDDEN.map(({ pattern }) => pattern);
    expect(tag?.test("value.toLocaleString('en-GB')")).toBe(true);
    expect(toLocale?.test('date.toLocaleDateString()')).toBe(true);
    expect(intl?.test("new Intl.NumberFormat('en-IE')")).toBe(true);
    expect(sourceFiles().length).toBeGreaterThan(100);
  });
});
