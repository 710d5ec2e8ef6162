import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_READING_PREFERENCES,
  loadReadingPreferences,
  PREFERENCE_CHOICES,
  PREFERENCE_NAMES,
  parseReadingPreferences,
  READING_PREFERENCES_KEY,
  type ReadingPreferences,
  saveReadingPreferences,
} from './preference-storage.ts';

const anyPreferences = fc.record(
  Object.fromEntries(
    PREFERENCE_NAMES.map((name) => [name, fc.constantFrom(...PREFERENCE_CHOICES[name])]),
  ) as { [Name in keyof ReadingPreferences]: fc.Arbitrary<ReadingPreferences[Name]> },
);

function isValid(preferences: ReadingPreferences): boolean {
  return PREFERENCE_NAMES.every((name) =>
    (PREFERENCE_CHOICES[name] as readonly string[]).includes(preferences[name]),
  );
}

describe('parseReadingPreferences', () => {
  it('reads back every combination of choices', () => {
    fc.assert(
      fc.property(anyPreferences, (preferences) => {
        expect(parseReadingPreferences(JSON.parse(JSON.stringify(preferences)))).toEqual(preferences);
      }),
    );
  });

  it('always returns a complete set of known choices, whatever was stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const parsed = parseReadingPreferences(stored);
        expect(Object.keys(parsed).sort()).toEqual([...PREFERENCE_NAMES].sort());
        expect(isValid(parsed)).toBe(true);
      }),
    );
  });

  it('keeps the good fields of a partly bad object and discards the bad ones', () => {
    fc.assert(
      fc.property(
        anyPreferences,
        fc.subarray(PREFERENCE_NAMES, { minLength: 1 }),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
        (preferences, spoiled, junk) => {
          const stored: Record<string, unknown> = { ...preferences };
          for (const name of spoiled) {
            if (!(PREFERENCE_CHOICES[name] as readonly unknown[]).includes(junk)) stored[name] = junk;
          }
          const parsed = parseReadingPreferences(stored);
          for (const name of PREFERENCE_NAMES) {
            expect(parsed[name]).toBe(
              stored[name] === preferences[name] ? preferences[name] : DEFAULT_READING_PREFERENCES[name],
            );
          }
        },
      ),
    );
  });

  it('discards values that only look right', () => {
    expect(
      parseReadingPreferences({
        'text-size': 150,
        theme: 'Dark',
        tint: ' blue',
        font: 'comic',
        motion: true,
      }),
    ).toEqual(DEFAULT_READING_PREFERENCES);
    expect(parseReadingPreferences(['dark'])).toEqual(DEFAULT_READING_PREFERENCES);
    expect(parseReadingPreferences(Object.create({ theme: 'dark' }))).toEqual(DEFAULT_READING_PREFERENCES);
  });
});

describe('stored preferences', () => {
  const stored = new Map<string, string>();
  const attributes = new Map<string, string>();
  const root = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  } as unknown as HTMLElement;

  beforeEach(() => {
    stored.clear();
    attributes.clear();
    Object.assign(globalThis, {
      window: {
        localStorage: {
          getItem: (key: string) => stored.get(key) ?? null,
          setItem: (key: string, value: string) => stored.set(key, value),
          removeItem: (key: string) => stored.delete(key),
        },
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('are the defaults when nothing, or nothing readable, is stored', () => {
    expect(loadReadingPreferences()).toEqual(DEFAULT_READING_PREFERENCES);
    stored.set(READING_PREFERENCES_KEY, '{not json');
    expect(loadReadingPreferences()).toEqual(DEFAULT_READING_PREFERENCES);
  });

  it('keep only what differs from the defaults, in storage and on the page', () => {
    saveReadingPreferences({ ...DEFAULT_READING_PREFERENCES, theme: 'dark', 'text-size': '150' }, root);
    expect(JSON.parse(stored.get(READING_PREFERENCES_KEY) ?? '')).toEqual({
      theme: 'dark',
      'text-size': '150',
    });
    expect(Object.fromEntries(attributes)).toEqual({
      'data-pref-theme': 'dark',
      'data-pref-text-size': '150',
    });
    expect(loadReadingPreferences()).toEqual({
      ...DEFAULT_READING_PREFERENCES,
      theme: 'dark',
      'text-size': '150',
    });

    saveReadingPreferences(DEFAULT_READING_PREFERENCES, root);
    expect(stored.has(READING_PREFERENCES_KEY)).toBe(false);
    expect(attributes.size).toBe(0);
  });

  it('drop a bad stored value the next time they are saved', () => {
    stored.set(READING_PREFERENCES_KEY, JSON.stringify({ theme: 'neon', tint: 'cream' }));
    const loaded = loadReadingPreferences();
    expect(loaded).toEqual({ ...DEFAULT_READING_PREFERENCES, tint: 'cream' });
    saveReadingPreferences(loaded, root);
    expect(JSON.parse(stored.get(READING_PREFERENCES_KEY) ?? '')).toEqual({ tint: 'cream' });
  });
});
