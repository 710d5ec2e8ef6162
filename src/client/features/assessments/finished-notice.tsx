import { Link } from 'wouter';
import * as m from '#messages/assessments';
import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import { resultsPath } from '../../../domain/pages/page-routes.ts';
import { buttonClasses } from '../../components/ui/button.tsx';

/**
 * What a question's address shows once the assessment is finished (the browser's Back from the results page):
 * the answers went into the result, so the way on is the result itself, or a fresh start.
 */
export function FinishedNotice({ type, resultId }: { type: AssessmentType; resultId: number }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{getAssessment(type).name}</h1>
      <section
        aria-labelledby="finished-title"
        className="mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      >
        <h2 id="finished-title" tabIndex={-1} data-page-heading className="rounded-md text-xl font-semibold">
          {m.finishedHeading}
        </h2>
        <p className="mt-2">{m.finishedText}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link href={resultsPath(resultId)} className={buttonClasses('primary')}>
            {m.seeYourResult}
          </Link>
          <Link href={`/assessment/${type}`} className={buttonClasses('secondary')}>
            {m.takeAssessmentAgain}
          </Link>
        </div>
      </section>
    </div>
  );
}
