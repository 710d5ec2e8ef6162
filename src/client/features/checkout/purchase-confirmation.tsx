import { useId, useState } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/payment-return';
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
        {m.purchaseThanks}
      </h2>
      <p className="mt-3 flex items-start gap-2">
        <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
        {email ? (
          <span>
            {m.reportSentToBefore}
            <strong className="font-semibold break-words">{email}</strong>
            {m.reportSentToAfter}
          </span>
        ) : (
          <span>{m.reportSentToGivenAddress}</span>
        )}
      </p>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <FileText aria-hidden="true" className="size-5 text-brand" />
            {m.contentsHeading}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
            {m.reportContents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <HeartHandshake aria-hidden="true" className="size-5 text-brand" />
            {m.forProfessionalHeading}
          </h3>
          <p className="mt-2 text-muted">{m.forProfessionalText}</p>
        </div>
      </div>

      <h3 className="mt-6 flex items-center gap-2 font-semibold">
        <ListChecks aria-hidden="true" className="size-5 text-brand" />
        {m.nextStepsHeading}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-muted">
        {m.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      {nextAssessments.length > 0 ? (
        <nav aria-labelledby={`${id}-more`} className="mt-6">
          <h3 id={`${id}-more`} className="font-semibold">
            {m.otherAssessmentsHeading}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-3">
            {nextAssessments.map((type) => (
              <li key={type}>
                <Link href={`/assessment/${type}`} className={buttonClasses('secondary')}>
                  {m.takeAssessment({ assessment: getAssessment(type).shortName })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="mt-8">
        <Link href="/" className={buttonClasses('primary')}>
          {m.returnHome}
        </Link>
      </div>
    </section>
  );
}
