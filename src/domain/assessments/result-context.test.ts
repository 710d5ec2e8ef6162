import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanExample, IMPACTS, LIFE_AREAS, orderAreas } from './result-context.ts';

describe('cleanExample', () => {
  it('keeps the words and single blank lines, and drops control characters and the blanks around', () => {
    expect(cleanExample('  I lose <b>keys</b>.\r\n\r\n\r\n\u0007Every week.\t ')).toBe(
      'I lose <b>keys</b>.\n\nEvery week.',
    );
    expect(cleanExample(' \n\t ')).toBeNull();
  });

  it('never returns a control character but a line break, three line breaks in a row, or more than it was given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => {
        const cleaned = cleanExample(text);
        if (cleaned === null) return;
        // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
        expect(cleaned).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]|\n{3}/);
        expect(cleaned).toBe(cleaned.trim());
        expect(cleaned.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

describe('orderAreas', () => {
  it('lists each chosen part of daily life once, in the order of the list, whatever order it was chosen in', () => {
    const entry = fc.record({ area: fc.constantFrom(...LIFE_AREAS), impact: fc.constantFrom(...IMPACTS) });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (chosen) => chosen.area }), (chosen) => {
        const ordered = orderAreas(chosen);
        expect(ordered.map((item) => item.area)).toEqual(
          LIFE_AREAS.filter((area) => chosen.some((item) => item.area === area)),
        );
        expect(new Set(ordered)).toEqual(new Set(chosen));
      }),
    );
  });
});
