import { CONSENT_CHOSEN_COOKIE } from '../../../domain/consent/consent-cookie.ts';
import { readCookie, setYearCookie } from '../../lib/browser-cookies.ts';
import { storage } from '../../lib/storage.ts';

/** Where the choice is kept in localStorage. */
const CONSENT_PREFERENCES_KEY = 'cookie-consent-preferences';
const CONSENT_GIVEN_KEY = 'cookie-consent-given';
/** Read by the marketing pixel: only whether marketing is allowed. */
const MARKETING_CONSENT_KEY = 'cookieConsent';
/** Dispatched on window whenever the visitor saves a choice; `detail` is the new preferences. */
const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';

export type ConsentPreferences = {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
};

// A hand-written guard rather than zod: this runs on every page, and zod would triple the first download.
function isConsentPreferences(value: unknown): value is ConsentPreferences {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.functional === 'boolean' &&
    typeof record.analytics === 'boolean' &&
    typeof record.marketing === 'boolean'
  );
}

export const DEFAULT_PREFERENCES: ConsentPreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};
export const ALL_ACCEPTED: ConsentPreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};
export const NECESSARY_ONLY: ConsentPreferences = DEFAULT_PREFERENCES;

/**
 * The stored choice, or null when there is none or it cannot be trusted (unparseable, wrong shape, or the
 * necessary category switched off): the caller then discards it and asks again.
 */
export function parseStoredPreferences(
  raw: string | null,
  consentGiven: string | null,
): ConsentPreferences | null {
  if (raw === null || consentGiven !== 'true') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isConsentPreferences(parsed)) return null;
    const { necessary, functional, analytics, marketing } = parsed;
    return { necessary, functional, analytics, marketing };
  } catch {
    return null;
  }
}

/** The necessary category cannot be switched off, whatever a caller asks for. */
export function withNecessary(preferences: Omit<ConsentPreferences, 'necessary'> & { necessary?: boolean }) {
  return { ...preferences, necessary: true } as ConsentPreferences;
}

/** First-party statistics (page views, conversions) run with functional or analytics consent. */
export function allowsFirstPartyAnalytics(preferences: ConsentPreferences | null): boolean {
  return Boolean(preferences && (preferences.functional || preferences.analytics));
}

export function allowsThirdPartyAnalytics(preferences: ConsentPreferences | null): boolean {
  return Boolean(preferences?.analytics);
}

/** The video-ad pixel runs only with marketing consent (Accept All sets it). */
export function allowsMarketing(preferences: ConsentPreferences | null): boolean {
  return Boolean(preferences?.marketing);
}

// Where the choice is kept: this browser's storage, read once, with listeners told of every change.

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

function rememberChoiceInCookie(): void {
  setYearCookie(CONSENT_CHOSEN_COOKIE, '1');
}

/** Whether the page the server sent was rendered for a visitor who had chosen (from the cookie it read). */
export function wasChoiceMadeForServer(): boolean {
  if (typeof document === 'undefined') return choiceMadeOnServer;
  return readCookie(CONSENT_CHOSEN_COOKIE) === '1';
}

let choiceMadeOnServer = false;

/** For the server's prerender: render the page for a visitor who has (or has not) made a choice. */
export function provideChoiceMade(isMade: boolean): void {
  choiceMadeOnServer = isMade;
}

/** A choice kept from before the cookie existed gets the cookie too, so the next page arrives without a banner. */
export function syncChoiceCookie(): void {
  if (getConsent() !== null && !wasChoiceMadeForServer()) rememberChoiceInCookie();
}

export function saveConsent(preferences: ConsentPreferences): void {
  current = { ...preferences, necessary: true };
  rememberChoiceInCookie();
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
