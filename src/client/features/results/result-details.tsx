import { Share2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { howToReadTheBands, yourScore } from '#messages/result-words';
import * as m from '#messages/results';
import { answerPatternNote, readAnswerPattern } from '../../../domain/assessments/answer-pattern.ts';
import { getAssessment } from '../../../domain/assessments/catalogue.ts';
import { getBands, LEVEL_LABELS } from '../../../domain/assessments/levels.ts';
import { REPORT_PRICE_TEXT } from '../../../domain/checkout/price.ts';
import { formatDate } from '../../../domain/locale/locale.ts';
import { AudhdProfile } from '../../components/ui/audhd-profile.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Sparkles } from '../../components/ui/icons/sparkles.tsx';
import { ScoreBar } from '../../components/ui/score-bar.tsx';
import {
  PENDING_REDIRECT_KEY,
  readAssessmentData,
  saveAssessmentData,
} from '../../lib/assessment-storage.ts';
import { storage } from '../../lib/storage.ts';
import { ReadAloud } from '../read-aloud/read-aloud.tsx';
import { ContextOffer } from './context-cards.tsx';
import { SafetySignpost } from './safety-signpost.tsx';
import type { CopyStatus } from './share-dialog.tsx';
import type { ResultView } from './use-result.ts';

const ShareDialog = lazy(() => import('./share-dialog.tsx'));
const TakerComparison = lazy(() => import('./taker-comparison.tsx'));
const RetestComparison = lazy(() => import('./retest-comparison.tsx'));
// Last on the page, far below the fold: fetched after the page, so its arrival moves nothing in view.
const EraseResults = lazy(() => import('./erase-results.tsx'));

// The share codec brings zod, so it is fetched only when the visitor reaches for the Share button.
const prefetchShareLink = () => {
  import('./share-link.ts').catch(() => {});
};

// The dialog says whether it worked, next to the link (no toast: one would sit over the dialog).
async function copyToClipboard(link: string): Promise<CopyStatus> {
  try {
    await navigator.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ResultDetails({ result }: { result: ResultView }) {
  const assessment = getAssessment(result.assessmentType);
  const { insight, strengths } = result;
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [isShareOpen, setShareOpen] = useState(false);
  const [copyStatus, setCopyStatus] = useState<CopyStatus>('idle');
  const shareButton = useRef<HTMLButtonElement>(null);
  const [, navigate] = useLocation();

  // Opening the dialog shares nothing yet: the visitor reads what the link tells, then copies or shares it.
  const share = async () => {
    const { buildShareLink } = await import('./share-link.ts');
    setShareLink(buildShareLink(result.assessmentType, result.score, result.takenAt, result.subscores));
    setCopyStatus('idle');
    setShareOpen(true);
  };

  const copy = async (link: string) => {
    setCopyStatus('idle');
    setCopyStatus(await copyToClipboard(link));
  };

  const downloadReport = () => {
    // The payment page reads the result from this browser; make sure it is the one on screen.
    if (
      result.assessmentResultId !== null &&
      readAssessmentData()?.assessmentResultId !== result.assessmentResultId
    ) {
      saveAssessmentData({
        userId: result.userId,
        assessmentType: result.assessmentType,
        responses: result.responses,
        score: result.score,
        assessmentResultId: result.assessmentResultId,
        email: '',
        anonymous: true,
      });
    }
    storage.set(PENDING_REDIRECT_KEY, '/new-payment');
    navigate('/standard-payment');
  };

  return (
    // Below the page's heading (results-page.tsx), which the server sends before any result is known.
    <>
      <p className="mt-4 font-medium">
        {assessment.name} · {formatDate(result.takenAt, 'long')}
      </p>
      <div className="mt-4">
        <ReadAloud label={m.readSummaryAloud} />
      </div>

      <section
        aria-labelledby="insights-title"
        className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <h2 id="insights-title" className="text-sm font-semibold tracking-wide text-brand uppercase">
          {m.insightsHeading}
        </h2>
        {result.subscores ? (
          <AudhdProfile
            parts={result.subscores}
            score={result.score}
            reader="taker"
            totalSummary={insight.summary}
          />
        ) : (
          <>
            <p data-read-aloud className="mt-2 text-2xl font-semibold sm:text-3xl">
              {LEVEL_LABELS[result.level]}
            </p>
            <p data-read-aloud className="mt-3 text-lg">
              {insight.summary}
            </p>
            <ScoreBar
              title={yourScore}
              score={result.score}
              bands={getBands(result.assessmentType)}
              levelLabels={LEVEL_LABELS}
            />
          </>
        )}
        <p className="mt-3 text-sm text-muted">{howToReadTheBands}</p>
        <AnswerPatternNote
          note={answerPatternNote(readAnswerPattern(result.assessmentType, result.responses))}
        />
      </section>

      <section aria-labelledby="meaning-title" className="mt-10">
        <h2 id="meaning-title" className="text-xl font-semibold">
          {m.understandingHeading}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <InsightCard title={m.whatItMeans} text={insight.whatItMeans} />
          <InsightCard title={m.whatItDoesNotMean} text={insight.whatItDoesNotMean} />
          <InsightCard title={m.suggestedNextStep} text={insight.nextStep} />
        </div>
      </section>

      <SafetySignpost assessmentType={result.assessmentType} responses={result.responses} />
      {/* Below the fold on every screen size, so its late arrival moves nothing the visitor is looking at. */}
      <Suspense fallback={null}>
        <TakerComparison type={result.assessmentType} score={result.score} />
      </Suspense>
      {result.assessmentResultId === null ? null : (
        <Suspense fallback={null}>
          <RetestComparison resultId={result.assessmentResultId} />
        </Suspense>
      )}

      <section aria-labelledby="strengths-title" className="mt-10">
        <h2 id="strengths-title" className="text-xl font-semibold">
          {m.strengthsHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {strengths.map((strength) => (
            <li key={strength.title} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
              <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <h3 className="font-semibold">{strength.title}</h3>
                <p className="mt-1 text-muted">{strength.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {result.context === null && result.assessmentResultId !== null ? (
        <ContextOffer resultId={result.assessmentResultId} />
      ) : null}

      <section
        aria-labelledby="next-title"
        className="mt-10 rounded-2xl border border-brand/30 bg-brand-soft p-6 sm:p-8"
      >
        <h2 id="next-title" className="text-xl font-semibold">
          {m.nextHeading}
        </h2>
        <p className="mt-2">{m.reportOffer({ price: REPORT_PRICE_TEXT })}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button onClick={downloadReport}>{m.downloadReport}</Button>
          {/* A plain button: it needs a ref, so focus can come back to it when the modal closes. */}
          <button
            ref={shareButton}
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void share()}
            onPointerEnter={prefetchShareLink}
            onFocus={prefetchShareLink}
          >
            <Share2 aria-hidden="true" className="size-4" />
            {m.shareResults}
          </button>
          <Link href="/" className={buttonClasses('ghost')}>
            {m.takeAnother}
          </Link>
        </div>
      </section>

      <p className="mt-6">
        {m.referralBefore}
        <Link href="/referral-program" className="font-medium text-brand underline underline-offset-2">
          {m.referralLink}
        </Link>
        {m.referralAfter}
      </p>

      <p className="mt-8 text-sm text-muted">{m.notADiagnosis}</p>

      <Suspense fallback={null}>
        <EraseResults />
      </Suspense>

      {shareLink && isShareOpen ? (
        <Suspense fallback={null}>
          <ShareDialog
            link={shareLink}
            onOpenChange={setShareOpen}
            onClosed={() => shareButton.current?.focus()}
            copyStatus={copyStatus}
            onCopy={(link) => void copy(link)}
            onLinkChange={() => setCopyStatus('idle')}
          />
        </Suspense>
      ) : null}
    </>
  );
}

// Plain cards: the page's icons are kept to the ones that carry meaning, for a lighter download.
function InsightCard({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border border-line border-t-4 border-t-brand/60 bg-surface p-5">
      <h3 data-read-aloud className="font-semibold">
        {title}
      </h3>
      <p data-read-aloud className="mt-1 text-muted">
        {text}
      </p>
    </div>
  );
}

/** The gentle note under a same-answer or contradictory sheet's score; nothing for a varied one. */
function AnswerPatternNote({ note }: { note: string | null }) {
  return note ? <p className="mt-4 rounded-xl border border-line bg-paper p-4">{note}</p> : null;
}
