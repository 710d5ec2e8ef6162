import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import * as m from '#messages/shell';
import { isAdminPath } from '../../domain/pages/page-routes.ts';
import { ErrorBoundary } from '../components/layout/error-boundary.tsx';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { useAnalytics } from '../features/analytics/use-analytics.ts';
import { CookieBanner, CookieSettingsButton } from '../features/consent/cookie-consent.tsx';
import { ReadingPreferencesButton } from '../features/reading-preferences/reading-preferences.tsx';
import { useInviteLink } from '../features/referrals/use-invite-link.ts';
import { AdminRoutes, AppRoutes } from '../routes.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageChange } from './page-change.tsx';
import { useKeysUsed } from './use-keys-used.ts';
import { usePageHead } from './use-page-head.ts';

/** Header and footer around every public page, with toasts and cookie consent; the admin area has its own. */
export function AppLayout() {
  const [pathname] = useLocation();
  return (
    <>
      <PageChange />
      {isAdminPath(pathname) ? <AdminRoutes pathname={pathname} /> : <PublicLayout pathname={pathname} />}
    </>
  );
}

function PublicLayout({ pathname }: { pathname: string }) {
  usePageHead(pathname);
  useKeysUsed();
  useAnalytics();
  useInviteLink();
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the page, so it is the first thing Tab and a screen reader reach. */}
      <CookieBanner />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {m.skipToContent}
      </a>
      <Header tools={<ReadingPreferencesButton />} />
      <Toaster />
      {/* At least a screen high, so the footer starts below the fold and does not jump down (a layout shift)
          when the lazily loaded page replaces its loading placeholder. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading label={m.loadingPage} />}>
            <AppRoutes />
            <AnnounceLive />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer cookieSettings={<CookieSettingsButton />} />
    </div>
  );
}

/**
 * Tells the start script (public/boot.js) that React has adopted the page, its content included: presses it held
 * meanwhile are made now. Inside the page's Suspense boundary, so it runs once that boundary is live too.
 */
function AnnounceLive() {
  useEffect(() => {
    window.dispatchEvent(new Event('app-live'));
  }, []);
  return null;
}
