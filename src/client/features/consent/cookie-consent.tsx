import { type FocusEvent, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as m from '#messages/consent';
import { focusPageHeading } from '../../components/layout/page-heading.ts';
import { Button } from '../../components/ui/button.tsx';
import { StrokeIcon } from '../../components/ui/stroke-icon.tsx';
import {
  ALL_ACCEPTED,
  type ConsentPreferences,
  getConsent,
  NECESSARY_ONLY,
  saveConsent,
  subscribeToConsent,
  syncChoiceCookie,
  wasChoiceMadeForServer,
} from './consent.ts';
import { getSettingsRequests, requestSettings, subscribeToSettingsRequests } from './settings-requests.ts';

// The dialog (Radix dialog, tabs, switches) is only downloaded when someone opens the settings.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.tsx'));

// The three choices look alike: none is pushed on the visitor by a stronger colour. Each takes a line of its own
// when the three do not fit side by side, and its words wrap inside it at the largest text on a narrow phone.
// Beside the text on a wide screen, each button keeps its words on one line: a language's longer labels take the
// text's room rather than break inside a word.
const BANNER_BUTTON = 'grow sm:grow-0 lg:whitespace-nowrap';

/** The footer's button sits in every page, so it has one address for focus to come back to. */
const SETTINGS_BUTTON_ID = 'cookie-settings-button';

/**
 * What the server rendered: the banner, or (for a visitor whose cookie says a choice was made) none. Which choice
 * does not change what is drawn, so any choice stands for it.
 */
const choiceAsServerSawIt = () => (wasChoiceMadeForServer() ? NECESSARY_ONLY : null);

const noRequestsOnServer = () => 0;

/**
 * The banner, first in the page and in its flow (it covers nothing, at any zoom), until the visitor chooses. The
 * footer's "Cookie settings" button opens the settings dialog where the reader is; closing it, by a choice or by
 * Escape, gives the focus back to the button that opened it.
 */
export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, choiceAsServerSawIt);
  const requests = useSyncExternalStore(subscribeToSettingsRequests, getSettingsRequests, noRequestsOnServer);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  /** The button that opened the dialog, which takes the focus back when it closes. */
  const settingsOpener = useRef<HTMLElement | null>(null);

  const showBanner = consent === null;
  const { focusAfterChoice, rememberFocusBefore } = useFocusAfterChoice(showBanner);
  useEffect(syncChoiceCookie, []);

  const openSettings = (opener: HTMLElement | null) => {
    settingsOpener.current = opener;
    setSettingsOpen(true);
  };

  // A press of the footer's button (the store's count changes with each press).
  useEffect(() => {
    if (requests === 0) return;
    settingsOpener.current = document.getElementById(SETTINGS_BUTTON_ID);
    setSettingsOpen(true);
  }, [requests]);

  const choose = (preferences: ConsentPreferences) => {
    focusAfterChoice.current = 'where-it-was';
    saveConsent(preferences);
    setSettingsOpen(false);
  };

  // A choice that closes the banner moves the focus itself (useFocusAfterChoice); else it goes to the opener.
  const returnFocusFromSettings = () => {
    const opener = settingsOpener.current;
    settingsOpener.current = null;
    if (opener?.isConnected) opener.focus();
  };

  return (
    <>
      {showBanner ? (
        <section
          onFocus={rememberFocusBefore}
          aria-labelledby="cookie-banner-title"
          data-needs-script
          className="border-b border-line bg-surface"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:py-4 lg:flex-row lg:items-center lg:justify-between lg:gap-6">
            <div className="max-w-2xl">
              <h2 id="cookie-banner-title" className="font-semibold">
                {m.bannerTitle}
              </h2>
              <p className="text-sm text-muted">{m.bannerText}</p>
            </div>
            <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap">
              <Button
                variant="secondary"
                size="sm"
                className={BANNER_BUTTON}
                onClick={() => choose(ALL_ACCEPTED)}
              >
                {m.acceptAll}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className={BANNER_BUTTON}
                onClick={() => choose(NECESSARY_ONLY)}
              >
                {m.necessaryOnly}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className={BANNER_BUTTON}
                onClick={(event) => openSettings(event.currentTarget)}
              >
                {m.openSettings}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {isSettingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={consent ?? NECESSARY_ONLY}
            onOpenChange={setSettingsOpen}
            onChoose={choose}
            onClosed={returnFocusFromSettings}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** In the footer of every page, in its flow: never floating over what the visitor reads. */
/** lucide's "cookie", drawn in place: the footer is in every page's first download. */
function CookieIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M11 17h.01" />
      <path d="M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2" />
      <path d="M12 12h.01" />
      <path d="M16 16h.01" />
      <path d="M16 3h.01" />
      <path d="M21 4h.01" />
      <path d="M21 8h.01" />
      <path d="M7 14h.01" />
      <path d="M9 8h.01" />
    </StrokeIcon>
  );
}

export function CookieSettingsButton() {
  return (
    <button
      id={SETTINGS_BUTTON_ID}
      type="button"
      onClick={requestSettings}
      className="inline-flex items-center gap-1 underline hover:text-brand"
    >
      <CookieIcon className="size-4 shrink-0" />
      {m.footerSettingsButton}
    </button>
  );
}

/**
 * When a choice closes the banner, focus goes back to where it was before the banner took it, else to the page's
 * heading: never to the page's top, so keys work at once where the visitor left off.
 */
function useFocusAfterChoice(isBannerShown: boolean) {
  /** Set by a choice; the banner closing then moves focus. */
  const focusAfterChoice = useRef<'none' | 'where-it-was'>('none');
  const focusBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (isBannerShown || focusAfterChoice.current === 'none') return;
    const target = focusBefore.current;
    focusAfterChoice.current = 'none';
    focusBefore.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else focusPageHeading();
  }, [isBannerShown]);

  const rememberFocusBefore = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusBefore.current = from;
  };
  return { focusAfterChoice, rememberFocusBefore };
}
