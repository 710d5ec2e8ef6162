import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/shell';
import { getSiteConfig } from '../lib/site-config.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** `cookieSettings` brings the cookie banner back (the consent feature's button, handed in by the layout). */
export function Footer({ cookieSettings }: { cookieSettings: ReactNode }) {
  const { supportEmail } = getSiteConfig();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold">
            {m.footerAboutHeading}
          </h2>
          <p className="mt-2 text-sm text-muted">{m.footerAbout}</p>
        </section>
        <section aria-labelledby="footer-notes">
          <h2 id="footer-notes" className="font-semibold">
            {m.footerNotesHeading}
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-muted">
            <li>{m.footerNotDiagnostic}</li>
            <li>{m.footerDiscussResults}</li>
            <li>
              <strong className="font-semibold text-ink">{m.footerAdultsOnly}</strong>
              {m.footerAdultsOnlyReason}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            {m.footerContactHeading}
          </h2>
          <p className="mt-2 text-sm text-muted">
            {m.footerQuestions}{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline">
              {supportEmail}
            </a>
          </p>
          <p className="mt-2 text-sm text-muted">
            {m.footerReferQuestion}{' '}
            <Link href="/referral-program" className="font-medium text-brand underline">
              {m.footerReferLink}
            </Link>
          </p>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted">
          {/* The server renders this page ahead of time; around New Year its year may differ from the browser's. */}
          <p suppressHydrationWarning>{m.footerCopyright({ year: new Date().getFullYear() })}</p>
          <nav aria-label={m.footerLegal}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link href="/privacy-policy" className="underline hover:text-brand">
                  {m.navPrivacyPolicy}
                </Link>
              </li>
              <li>
                <Link href="/terms" className="underline hover:text-brand">
                  {m.footerTerms}
                </Link>
              </li>
              <li>
                <Link href="/your-data" className="underline hover:text-brand">
                  {m.footerYourData}
                </Link>
              </li>
              <li>{cookieSettings}</li>
            </ul>
          </nav>
          <LanguageSwitch as="links" />
        </div>
      </div>
    </footer>
  );
}
