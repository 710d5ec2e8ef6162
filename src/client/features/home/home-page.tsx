import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { REPORT_PRICE_TEXT } from '../../../domain/checkout/price.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CheckCircle2, Clock, Lock, Share2 } from './benefit-icons.tsx';

type Benefit = { icon: typeof Lock; text: string; link?: { href: string; text: string } };

// The fourth point as first written, '100% confidential', promised more than the site keeps: answers are stored with a
// random visitor number, and with an e-mail address once someone buys a report (privacy policy, "Information We
// Collect"). The point says exactly that and links to the policy.
const BENEFITS: readonly Benefit[] = [
  { icon: CheckCircle2, text: 'A comprehensive suite of research-based assessments' },
  { icon: Clock, text: 'Instant results, in minutes' },
  { icon: Share2, text: 'Shareable reports' },
  {
    icon: Lock,
    text: 'No account or name needed. We link your answers to your e-mail only if you buy a report.',
    link: { href: '/privacy-policy#information-we-collect', text: 'How we handle your data' },
  },
];

const RESEARCH_BASIS_ID = 'research-basis';

const LaterSections = lazy(() => import('./later-sections.tsx'));

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-paper">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
            Discover Your Neurodivergent Profile
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Calm, research-based self-assessments for adults who want to understand their autism, ADHD,
            sensory, dyspraxia or dyslexia traits, without waiting years for a first answer.
          </p>
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
              Start Comprehensive Assessment
            </Link>
            <p className="text-sm text-muted">
              Free preliminary insights · Complete Report {REPORT_PRICE_TEXT}
            </p>
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
