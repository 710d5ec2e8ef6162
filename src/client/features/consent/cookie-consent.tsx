import { Cookie } from 'lucide-react';
import { type FocusEvent, lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { focusPageHeading } from '../../components/layout/page-heading.ts';
import { Button } from '../../components/ui/button.tsx';
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

// The dialog (Radix dialog, tabs, switches) is only downloaded when someone opens the settings.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog.tsx'));

const BANNER_BUTTON = 'flex-1 whitespace-nowrap md:flex-none';

/**
 * What the server rendered: the banner, or (for a visitor whose cookie says a choice was made) the small button.
 * Which choice does not change what is drawn, so any choice stands for it.
 */
const choiceAsServerSawIt = () => (wasChoiceMadeForServer() ? NECESSARY_ONLY : null);

/** The banner until the visitor chooses, then a small button that brings the banner back. */
export function CookieConsent() {
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, choiceAsServerSawIt);
  const [isReopened, setReopened] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);

  const choose = (preferences: ConsentPreferences) => {
    saveConsent(preferences);
    focusAfterChoice.current = isReopened ? 'cookie-button' : 'where-it-was';
    setReopened(false);
    setSettingsOpen(false);
  };

  const showBanner = consent === null || isReopened;
  const bannerRef = useKeepFocusAboveBanner(showBanner);
  const { focusAfterChoice, reopenButtonRef, rememberFocusBefore } = useFocusAfterChoice(showBanner);
  useEffect(syncChoiceCookie, []);

  return (
    <>
      {showBanner ? (
        // Sticky at the end of the page: it follows the viewport, but never covers the footer at the end.
        <section
          ref={bannerRef}
          onFocus={rememberFocusBefore}
          aria-labelledby="cookie-banner-title"
          className="sticky bottom-0 z-50 border-t border-line bg-surface shadow-[0_-4px_16px_rgba(0,0,0,0.06)]"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-5 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="cookie-banner-title" className="font-semibold">
                Cookies on Traitscope
              </h2>
              <p className="text-sm text-muted">
                We use necessary cookies to keep the site working and your answers safe. With your permission
                we also use cookies to understand how the site is used and to measure our adverts. By clicking
                Accept All, you consent to our use of cookies. You can change your choice at any time.
              </p>
            </div>
            <div className="flex flex-wrap gap-2 md:flex-nowrap">
              <Button
                variant="ghost"
                size="sm"
                className={BANNER_BUTTON}
                onClick={() => setSettingsOpen(true)}
              >
                Cookie Settings
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className={BANNER_BUTTON}
                onClick={() => choose(NECESSARY_ONLY)}
              >
                Necessary Only
              </Button>
              <Button size="sm" className={BANNER_BUTTON} onClick={() => choose(ALL_ACCEPTED)}>
                Accept All
              </Button>
            </div>
          </div>
        </section>
      ) : (
        // A fixed size: on a slow phone the server's HTML is painted as it arrives, and a button that grew when
        // its icon arrived would move (a layout shift).
        <button
          ref={reopenButtonRef}
          type="button"
          aria-label="Cookie settings"
          title="Cookie settings"
          onClick={() => setReopened(true)}
          className="fixed bottom-4 left-4 z-40 inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface text-brand shadow-md hover:bg-brand-soft"
        >
          <Cookie aria-hidden="true" className="size-5" />
        </button>
      )}
      {isSettingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={consent ?? NECESSARY_ONLY}
            onOpenChange={setSettingsOpen}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * When a choice closes the banner, focus goes back to where it was before the banner took it (or to the small
 * cookie button, if that is what opened the banner), else to the page's heading: never to the page's top, so keys
 * work at once where the visitor left off.
 */
function useFocusAfterChoice(isBannerShown: boolean) {
  /** Set by a choice; the banner closing then moves focus. */
  const focusAfterChoice = useRef<'none' | 'cookie-button' | 'where-it-was'>('none');
  const focusBefore = useRef<HTMLElement | null>(null);
  const reopenButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isBannerShown || focusAfterChoice.current === 'none') return;
    const target =
      focusAfterChoice.current === 'cookie-button' ? reopenButtonRef.current : focusBefore.current;
    focusAfterChoice.current = 'none';
    focusBefore.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else focusPageHeading();
  }, [isBannerShown]);

  const rememberFocusBefore = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusBefore.current = from;
  };
  return { focusAfterChoice, reopenButtonRef, rememberFocusBefore };
}

/**
 * While the banner is up, the browser keeps a focused or scrolled-to element above it (WCAG 2.4.11, focus
 * not obscured) through a scroll padding the height of the banner.
 */
function useKeepFocusAboveBanner(isShown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!isShown || !banner) return;
    const update = () => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 8}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [isShown]);
  return ref;
}
