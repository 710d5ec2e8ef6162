import { storage } from '../../lib/storage.ts';

/**
 * The choices of the reading preferences panel. Each becomes a `data-pref-<name>` attribute on <html> (the
 * default is no attribute at all), and the stylesheet does the rest (styles.css, "Reading preferences").
 * public/boot.js applies the stored choices before the first paint; it copies whatever is stored without
 * knowing these lists, so a value the stylesheet does not know simply changes nothing.
 */
export const PREFERENCE_CHOICES = {
  'text-size': ['100', '125', '150', '200'],
  spacing: ['standard', 'wider', 'widest'],
  font: ['standard', 'atkinson', 'verdana'],
  tint: ['none', 'cream', 'blue', 'green', 'grey'],
  theme: ['system', 'light', 'dark'],
  motion: ['system', 'reduce'],
} as const;

export type PreferenceName = keyof typeof PREFERENCE_CHOICES;
export type ReadingPreferences = { [Name in PreferenceName]: (typeof PREFERENCE_CHOICES)[Name][number] };

export const PREFERENCE_NAMES = Object.keys(PREFERENCE_CHOICES) as PreferenceName[];

export const DEFAULT_READING_PREFERENCES: ReadingPreferences = {
  'text-size': '100',
  spacing: 'standard',
  font: 'standard',
  tint: 'none',
  theme: 'system',
  motion: 'system',
};

/** The localStorage key; public/boot.js reads the same one. */
export const READING_PREFERENCES_KEY = 'reading-preferences';

function isChoice<Name extends PreferenceName>(
  name: Name,
  value: unknown,
): value is ReadingPreferences[Name] {
  return (PREFERENCE_CHOICES[name] as readonly unknown[]).includes(value);
}

/**
 * What was stored, field by field: a value that is not one of the choices (an older version's, or edited by
 * hand) falls back to its default, and the other fields are kept. Anything that is not an object is the defaults.
 */
export function parseReadingPreferences(value: unknown): ReadingPreferences {
  const stored =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const preferences = { ...DEFAULT_READING_PREFERENCES };
  for (const name of PREFERENCE_NAMES) {
    const choice = Object.hasOwn(stored, name) ? stored[name] : undefined;
    if (isChoice(name, choice)) (preferences as Record<PreferenceName, string>)[name] = choice;
  }
  return preferences;
}

/** Only what differs from the defaults is stored (and set on <html>): a default needs no attribute. */
function changedFromDefaults(preferences: ReadingPreferences): Partial<ReadingPreferences> {
  return Object.fromEntries(
    PREFERENCE_NAMES.filter((name) => preferences[name] !== DEFAULT_READING_PREFERENCES[name]).map((name) => [
      name,
      preferences[name],
    ]),
  );
}

export function loadReadingPreferences(): ReadingPreferences {
  return parseReadingPreferences(storage.getJson(READING_PREFERENCES_KEY, (value) => value));
}

/** Stores the choices (cleaned of anything unknown) and shows them at once. */
export function saveReadingPreferences(
  preferences: ReadingPreferences,
  root = document.documentElement,
): void {
  const changed = changedFromDefaults(preferences);
  if (Object.keys(changed).length === 0) storage.remove(READING_PREFERENCES_KEY);
  else storage.setJson(READING_PREFERENCES_KEY, changed);
  for (const name of PREFERENCE_NAMES) {
    const value = changed[name];
    if (value === undefined) root.removeAttribute(`data-pref-${name}`);
    else root.setAttribute(`data-pref-${name}`, value);
  }
}
