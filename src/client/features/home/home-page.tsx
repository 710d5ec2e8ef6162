import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/home';
import { REPORT_PRICE_TEXT } from '../../../domain/checkout/price.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { getSiteConfig } from '../../lib/site-config.ts';
import { CheckCircle2, Clock, Lock, Share2 } from './benefit-icons.tsx';

type Benefit = { icon: typeof Lock; text: string; link?: { href: string; text: string } };

const BENEFITS: readonly Benefit[] = [
  { icon: CheckCircle2, text: m.benefitSuite },
  { icon: Clock, text: m.benefitInstant },
  { icon: Share2, text: m.benefitShareable },
  {
    icon: Lock,
    text: m.benefitNoAccount,
    link: { href: '/privacy-policy#information-we-collect', text: m.howWeHandleData },
  },
];

const RESEARCH_BASIS_ID = 'research-basis';

const LaterSections = lazy(() => import('./later-sections.tsx'));
/**
 * Only the English home page suggests another language (the condition is a constant of each build, so the other
 * languages' builds leave this out), and only where the site offers another.
 */
const LanguageSuggestion =
  import.meta.env.BASE_URL === '/' ? lazy(() => import('./language-suggestion.tsx')) : null;

export default function HomePage() {
  return (
    <>
      {LanguageSuggestion && getSiteConfig().languages.length > 1 ? (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      ) : null}
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">{m.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{m.lead}</p>
          <ul className="mx-auto mt-8 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, text, link }) => (
              <li key={text} className="flex items-start gap-3 rounded-lg bg-surface/70 p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>
                  {text}
                  {link ? (
                    <>
                      {' '}
                      <Link href={link.href} className="font-medium text-brand underline underline-offset-2">
                        {link.text}
                      </Link>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-center gap-2">
            <Link href="/assessment/audhd" className={buttonClasses('primary', 'lg')}>
              {m.startComprehensive}
            </Link>
            <p className="text-sm text-muted">{m.priceLine({ price: REPORT_PRICE_TEXT })}</p>
          </div>
        </div>
      </section>

      {/* Below the fold: their code loads after the page is live, and until then React leaves the server's HTML of
          them as it is, links included (decision 042). */}
      <Suspense fallback={null}>
        <LaterSections researchBasisId={RESEARCH_BASIS_ID} />
      </Suspense>
    </>
  );
}
