import { storage } from '../../lib/storage.ts';

/** Speeds offered, as the Web Speech API's rate (1 is the voice's normal pace). */
export const READING_RATES = [0.75, 1, 1.25, 1.5] as const;
type ReadingRate = (typeof READING_RATES)[number];

export type ReadAloudSettings = { rate: ReadingRate; isAutoRead: boolean };

export const DEFAULT_READ_ALOUD_SETTINGS: ReadAloudSettings = { rate: 1, isAutoRead: false };

const READ_ALOUD_KEY = 'read-aloud';

/** What was stored, field by field; anything unknown falls back to its default. */
export function parseReadAloudSettings(value: unknown): ReadAloudSettings {
  const stored =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const rate = READING_RATES.find((candidate) => candidate === stored.rate);
  return {
    rate: rate ?? DEFAULT_READ_ALOUD_SETTINGS.rate,
    isAutoRead:
      typeof stored.isAutoRead === 'boolean' ? stored.isAutoRead : DEFAULT_READ_ALOUD_SETTINGS.isAutoRead,
  };
}

export function loadReadAloudSettings(): ReadAloudSettings {
  return parseReadAloudSettings(storage.getJson(READ_ALOUD_KEY, (value) => value));
}

export function saveReadAloudSettings(settings: ReadAloudSettings): void {
  storage.setJson(READ_ALOUD_KEY, settings);
}
