import { useId, useState } from 'react';
import { Link } from 'wouter';
import {
  ASSESSMENT_TYPES,
  type AssessmentType,
  getAssessment,
} from '../../../domain/assessments/catalogue.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { FileText } from '../../components/ui/icons/file-text.tsx';
import { HeartHandshake } from '../../components/ui/icons/heart-handshake.tsx';
import { ListChecks } from '../../components/ui/icons/list-checks.tsx';
import { Mail } from '../../components/ui/icons/mail.tsx';
import { readAssessmentData } from '../../lib/assessment-storage.ts';

const REPORT_CONTENTS = [
  'A comprehensive analysis of your answers, area by area',
  'A question-by-question snapshot you can print',
  'Everyday strategies that match your profile',
  'Resources and support organisations',
  'Where to look for a formal assessment if you want one',
];

const NEXT_STEPS = [
  'Look out for an e-mail from us in the next few minutes. If it is not there, please check your spam folder.',
  'Read the report at your own pace. There is no need to take it all in at once.',
  'If you would like to, book a conversation with your doctor or another qualified professional.',
];

/**
 * The assessments to offer next: those this browser holds no result of, and not the one just ordered. The browser
 * keeps the latest result only, so an assessment taken before it may be offered again.
 */
function untakenAssessments(orderedType: AssessmentType | null): AssessmentType[] {
  const taken = new Set([orderedType, readAssessmentData()?.assessmentType]);
  return ASSESSMENT_TYPES.filter((type) => !taken.has(type));
}

/** What a buyer sees once the order is confirmed. The report is not a diagnosis and says so. */
export function PurchaseConfirmation({
  email,
  orderedType,
}: {
  email: string | null;
  /** The assessment whose report was ordered, when the page knows it. */
  orderedType: AssessmentType | null;
}) {
  const id = useId();
  const [nextAssessments] = useState(() => untakenAssessments(orderedType));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        Thank You for Your Purchase!
      </h2>
      <p className="mt-3 flex items-start gap-2">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
        {email ? (
          <span>
            Your Complete Report is being sent to{' '}
            <strong className="font-semibold break-words">{email}</strong>.
          </span>
        ) : (
          <span>Your Complete Report is being sent to the e-mail address you gave us.</span>
        )}
      </p>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <FileText aria-hidden="true" className="size-5 text-brand" />
            What your report contains
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
            {REPORT_CONTENTS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <HeartHandshake aria-hidden="true" className="size-5 text-brand" />
            For your healthcare provider
          </h3>
          <p className="mt-2 text-muted">
            The report is not a diagnosis. It is written so you can print it or share it with your doctor,
            psychologist or another qualified professional, as a starting point for a conversation about your
            experiences.
          </p>
        </div>
      </div>

      <h3 className="mt-6 flex items-center gap-2 font-semibold">
        <ListChecks aria-hidden="true" className="size-5 text-brand" />
        Next steps
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-muted">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      {nextAssessments.length > 0 ? (
        <nav aria-labelledby={`${id}-more`} className="mt-6">
          <h3 id={`${id}-more`} className="font-semibold">
            Other self-assessments you can take
          </h3>
          <ul className="mt-2 flex flex-wrap gap-3">
            {nextAssessments.map((type) => (
              <li key={type}>
                <Link href={`/assessment/${type}`} className={buttonClasses('secondary')}>
                  Take the {getAssessment(type).shortName} Assessment
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-8">
        <Link href="/" className={buttonClasses('primary')}>
          Return Home
        </Link>
      </div>
    </section>
  );
}
