import { BadgeCheck, ClipboardList, FileText, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import * as m from '#messages/home-sections';
import { ASSESSMENTS, type Assessment } from '../../../domain/assessments/catalogue.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AssessmentIcon } from './assessment-icon.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

const STEPS = [
  { icon: ClipboardList, title: m.stepTakeTitle, text: m.stepTakeText },
  { icon: Lightbulb, title: m.stepInsightsTitle, text: m.stepInsightsText },
  { icon: FileText, title: m.stepReportTitle, text: m.stepReportText },
];

/**
 * The home page below its first screen: the assessments, the stories, how it works, what the questions are based
 * on and the disclaimer. The page loads them after it is live (home-page.tsx); until then their links work as
 * plain links.
 */
export default function LaterSections({ researchBasisId }: { researchBasisId: string }) {
  return (
    <>
      <section aria-labelledby="assessments-title" className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="assessments-title" className="text-3xl font-semibold tracking-tight">
            {m.chooseTitle}
          </h2>
          <p className="mt-3 text-muted">{m.chooseLead}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ASSESSMENTS.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentCard assessment={assessment} researchBasisId={researchBasisId} />
            </li>
          ))}
        </ul>
      </section>

      <TestimonialsSection />

      <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-center text-3xl font-semibold tracking-tight">
          {m.howTitle}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-line bg-surface p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-semibold text-on-fill">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="size-6 text-brand" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <ResearchBasisSection id={researchBasisId} />

      <section aria-labelledby="disclaimer-title" className="mx-auto max-w-4xl px-4 pb-4">
        <div className="rounded-xl border border-line bg-warn-soft p-6">
          <h2 id="disclaimer-title" className="font-semibold text-warn-ink">
            {m.disclaimerTitle}
          </h2>
          <p className="mt-2 text-warn-ink">{m.disclaimerText}</p>
        </div>
      </section>
    </>
  );
}

// Where the 'Research-Based' badges lead: what the items draw on, and what they are not
// (docs/content-basis.md B0-B6; docs/decisions/012-item-review.md).
function ResearchBasisSection({ id }: { id: string }) {
  return (
    <section
      id={id}
      aria-labelledby="research-basis-title"
      className="mx-auto max-w-3xl scroll-mt-6 px-4 pb-12"
    >
      <h2 id="research-basis-title" className="text-2xl font-semibold tracking-tight">
        {m.basisTitle}
      </h2>
      <div className="mt-4 space-y-3 text-ink">
        <p>{m.basisExperiences}</p>
        <p>{m.basisSources}</p>
        <p>{m.basisLimits}</p>
      </div>
    </section>
  );
}

function AssessmentCard({
  assessment,
  researchBasisId,
}: {
  assessment: Assessment;
  researchBasisId: string;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft">
          <AssessmentIcon name={assessment.icon} className="size-6 text-brand" />
        </span>
        <a
          href={`#${researchBasisId}`}
          aria-label={m.researchBasedLabel}
          className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success underline-offset-2 hover:underline"
        >
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {m.researchBased}
        </a>
      </div>
      <h3 className="mt-4 text-xl font-semibold">{assessment.shortName}</h3>
      <p className="mt-1 text-sm text-muted">
        {assessment.duration} · {m.questionCount({ count: assessment.questionCount })}
      </p>
      <p className="mt-3 flex-1">{assessment.description}</p>
      <Link href={`/assessment/${assessment.id}`} className={`${buttonClasses('primary')} mt-6`}>
        {m.startAssessment}
        <span className="sr-only">{m.startAssessmentFor({ name: assessment.shortName })}</span>
      </Link>
    </article>
  );
}
