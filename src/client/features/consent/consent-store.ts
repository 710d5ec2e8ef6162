import { storage } from '../../lib/storage.ts';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_GIVEN_KEY,
  CONSENT_PREFERENCES_KEY,
  type ConsentPreferences,
  MARKETING_CONSENT_KEY,
  parseStoredPreferences,
} from './consent.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The saved choice, or null (banner shows). A stored value that cannot be trusted is removed. */
function readPreferences(): ConsentPreferences | null {
  const raw = storage.get(CONSENT_PREFERENCES_KEY);
  const given = storage.get(CONSENT_GIVEN_KEY);
  const preferences = parseStoredPreferences(raw, given);
  if (preferences === null && (raw !== null || given !== null)) {
    for (const key of [CONSENT_PREFERENCES_KEY, CONSENT_GIVEN_KEY, MARKETING_CONSENT_KEY])
      storage.remove(key);
  }
  return preferences;
}

let current: ConsentPreferences | null | undefined;

export function getConsent(): ConsentPreferences | null {
  if (current === undefined) current = readPreferences();
  return current;
}

export function saveConsent(preferences: ConsentPreferences): void {
  current = { ...preferences, necessary: true };
  storage.setJson(CONSENT_PREFERENCES_KEY, current);
  storage.set(CONSENT_GIVEN_KEY, 'true');
  storage.setJson(MARKETING_CONSENT_KEY, { marketing: current.marketing });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: current }));
  for (const listener of listeners) listener();
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
