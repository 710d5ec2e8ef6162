import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { getSiteConfig } from '../lib/site-config.ts';

/** `cookieSettings` brings the cookie banner back (the consent feature's button, handed in by the layout). */
export function Footer({ cookieSettings }: { cookieSettings: ReactNode }) {
  const { supportEmail } = getSiteConfig();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold">
            About Traitscope
          </h2>
          <p className="mt-2 text-sm text-muted">
            Calm, research-based self-assessments that help adults understand their neurodivergent traits and
            prepare for a conversation with a professional.
          </p>
        </section>
        <section aria-labelledby="footer-notes">
          <h2 id="footer-notes" className="font-semibold">
            Important notes
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-muted">
            <li>This is not a diagnostic tool. Results are for information only.</li>
            <li>Please discuss your results with a qualified healthcare professional.</li>
            <li>
              <strong className="font-semibold text-ink">18+ Only</strong>: the assessments are written for
              adults.
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            Contact
          </h2>
          <p className="mt-2 text-sm text-muted">
            Questions or support:{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline">
              {supportEmail}
            </a>
          </p>
          <p className="mt-2 text-sm text-muted">
            Know someone who might find this useful?{' '}
            <Link href="/referral-program" className="font-medium text-brand underline">
              Refer friends
            </Link>
          </p>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted">
          {/* The server renders this page ahead of time; around New Year its year may differ from the browser's. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Traitscope</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li>
                <Link href="/privacy-policy" className="underline hover:text-brand">
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link href="/terms" className="underline hover:text-brand">
                  Terms
                </Link>
              </li>
              <li>
                <Link href="/your-data" className="underline hover:text-brand">
                  Your data
                </Link>
              </li>
              <li>{cookieSettings}</li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
