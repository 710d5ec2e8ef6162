import { BadgeCheck, ClipboardList, FileText, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { ASSESSMENTS, type Assessment } from '../../../domain/assessments/catalogue.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { AssessmentIcon } from './assessment-icon.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Take the assessment',
    text: 'Answer short statements about your everyday experience, one at a time, at your own pace.',
  },
  {
    icon: Lightbulb,
    title: 'Get preliminary insights',
    text: 'See your free preliminary insights straight away: what your answers suggest, and what they do not.',
  },
  {
    icon: FileText,
    title: 'Unlock detailed report',
    text: 'If you want more, the Complete Report goes through your answers in detail, with strategies and resources.',
  },
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
            Choose Your Assessment
          </h2>
          <p className="mt-3 text-muted">
            Six short questionnaires, each written for adults. Pick the one that fits what you want to
            explore.
          </p>
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
          How It Works
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
            Important disclaimer
          </h2>
          <p className="mt-2 text-warn-ink">
            These assessments are not diagnostic tools. They help you reflect on your traits and prepare for a
            conversation with a qualified healthcare professional, who is the only person who can make a
            diagnosis.
          </p>
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
        What the questions are based on
      </h2>
      <div className="mt-4 space-y-3 text-ink">
        <p>
          Each statement asks about an everyday experience that research links with a set of traits, such as
          sensory differences in autism, restlessness in ADHD, coordination in dyspraxia or reading in
          dyslexia.
        </p>
        <p>
          To choose these experiences, we drew on published studies and on questionnaires that clinicians use,
          such as the AQ and RAADS-R for autism, the ASRS for ADHD, the Adolescent/Adult Sensory Profile, the
          Adult DCD/Dyspraxia Checklist and adult dyslexia checklists. The statements are our own wording, not
          copies of those questionnaires. Some are worded the other way round, so agreeing with everything
          does not give a high score.
        </p>
        <p>
          Our assessments are not a validated instrument. They have not been tested against diagnoses, so a
          score cannot show whether you have a condition. It shows how many of the experiences asked about you
          recognise in yourself.
        </p>
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
          aria-label="Research-Based: what the questions are based on"
          className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-1 text-xs font-medium text-success underline-offset-2 hover:underline"
        >
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          Research-Based
        </a>
      </div>
      <h3 className="mt-4 text-xl font-semibold">{assessment.shortName}</h3>
      <p className="mt-1 text-sm text-muted">
        {assessment.duration} · {assessment.questionCount} questions
      </p>
      <p className="mt-3 flex-1">{assessment.description}</p>
      <Link href={`/assessment/${assessment.id}`} className={`${buttonClasses('primary')} mt-6`}>
        Start Assessment<span className="sr-only"> for {assessment.shortName}</span>
      </Link>
    </article>
  );
}
