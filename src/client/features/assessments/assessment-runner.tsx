import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import * as m from '#messages/assessments';
import { type AssessmentType, getAssessment } from '../../../domain/assessments/catalogue.ts';
import {
  getFunFactIndexForQuestion,
  getProgressBand,
  getProgressPercent,
  isEncouragementPosition,
  pickEncouragement,
} from '../../../domain/assessments/encouragement.ts';
import type { FunFact } from '../../../domain/assessments/fun-facts.ts';
import type { Question } from '../../../domain/assessments/questions.ts';
import { formatPercent } from '../../../domain/locale/locale.ts';
import { assessmentQuestionPath, resultsPath } from '../../../domain/pages/page-routes.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { readAssessmentData, saveAssessmentData } from '../../lib/assessment-storage.ts';
import { PAGE_LANGUAGE } from '../../lib/page-language.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { trackAssessmentConversion } from '../analytics/analytics.ts';
import { ReadAloud } from '../read-aloud/read-aloud.tsx';
import { EncouragementCard, FunFactCard } from './aside-cards.tsx';
import { FinishedNotice } from './finished-notice.tsx';
import { ARE_QUESTIONS_TRANSLATED, loadQuestions, type ShownQuestion } from './load-questions.ts';
import { ProcessingOverlay } from './processing-overlay.tsx';
import { clearProgress, type Progress, readProgress, saveProgress } from './progress-storage.ts';
import { QuestionCard } from './question-card.tsx';
import { ResumeNotice } from './resume-notice.tsx';
import type { SubmitResult } from './submit-assessment.ts';

/** The results page opens about 100 ms after the result is stored. */
const RESULTS_REDIRECT_DELAY_MS = 100;

/** `number` is the question the address names, 1-based. */
export function AssessmentRunner({ type, number }: { type: AssessmentType; number: number }) {
  const questions = use(loadQuestions(type));
  const isHydrated = useHydrated();
  // The server's prerendered page shows the first question; answers saved in this browser are read once the
  // page is live, and the runner starts again from them.
  const restored = useMemo(
    () => (isHydrated ? readProgress(type, questions) : null),
    [isHydrated, type, questions],
  );
  // A question's address with nothing in progress, after this assessment's result was stored: the browser's Back
  // from the results page. (Read once, like the answers: finishing must not swap the question for this notice.)
  const [finishedResultId, setFinishedResultId] = useState(() => {
    if (number === 1 || (restored && Object.keys(restored.responses).length > 0)) return null;
    const finished = readAssessmentData();
    return finished?.assessmentType === type && finished.assessmentResultId > 0
      ? finished.assessmentResultId
      : null;
  });
  // The start page begins a new round; from then on the question addresses are its questions.
  if (number === 1 && finishedResultId !== null) setFinishedResultId(null);
  if (finishedResultId !== null) return <FinishedNotice type={type} resultId={finishedResultId} />;
  return (
    <Runner
      key={restored ? 'restored' : 'new'}
      type={type}
      number={number}
      questions={questions}
      restored={restored}
    />
  );
}

/** The first question without an answer (the last question once all have one): nobody skips ahead of it. */
function reachableIndex(questions: readonly Question[], responses: Record<string, number>): number {
  const firstUnanswered = questions.findIndex((question) => responses[question.id] === undefined);
  return firstUnanswered === -1 ? questions.length - 1 : firstUnanswered;
}

function Runner({
  type,
  number,
  questions,
  restored,
}: {
  type: AssessmentType;
  number: number;
  questions: readonly ShownQuestion[];
  restored: Progress | null;
}) {
  const total = questions.length;
  const [, navigate] = useLocation();

  const [responses, setResponses] = useState<Record<string, number>>(restored?.responses ?? {});
  const [isSubmitting, setSubmitting] = useState(false);
  // The start address resumes at the saved question, once; after that the address says which question shows.
  const isResuming = useRef(number === 1 && restored !== null && restored.index > 0);
  const requested = isResuming.current && restored ? restored.index : number - 1;
  const index = Math.min(requested, reachableIndex(questions, responses));
  // The notice stands above the question the visitor came back to, until they move on from it.
  const [resumeAt, setResumeAt] = useState<number | null>(
    restored !== null && Object.keys(restored.responses).length > 0 ? restored.index : null,
  );
  const facts = useFunFacts(type, total);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusQuestion = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);

  const question = questions[index] ?? questions[0]!;
  const answer = responses[question.id];
  const isLast = index === total - 1;

  // The address follows the question on screen when they differ: the start address of a returning visitor, or an
  // address past the first unanswered question (typed, or an old tab). Replaced, so Back does not return to it.
  useEffect(() => {
    isResuming.current = false;
    if (index !== number - 1) navigate(assessmentQuestionPath(type, index + 1), { replace: true });
  }, [index, number, type, navigate]);

  useEffect(() => {
    if (resumeAt !== null && resumeAt !== index) setResumeAt(null);
  }, [resumeAt, index]);

  // Nothing to save before the first answer: a start over clears what was saved itself. (A new runner must not
  // clear it either: during hydration it starts empty, before the saved answers are read.)
  useEffect(() => {
    if (Object.keys(responses).length > 0) saveProgress(type, { responses, index });
  }, [type, responses, index]);

  // A change of address focuses the new question (shell/page-change.tsx); this is for the changes
  // that keep the address: screen readers hear the question because focus moves to its heading.
  useEffect(() => {
    if (!shouldFocusQuestion.current) return;
    shouldFocusQuestion.current = false;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  });

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const moveTo = (next: number) => {
    setResumeAt(null);
    const path = assessmentQuestionPath(type, next + 1);
    if (next === index) shouldFocusQuestion.current = true;
    else navigate(path);
  };

  const choose = useCallback(
    (value: number) => setResponses((previous) => ({ ...previous, [question.id]: value })),
    [question.id],
  );

  const finish = async (answers: Record<string, number>) => {
    setSubmitting(true);
    // The call layer and its reply guards are needed once, after the last answer: they are fetched then, not
    // with the first question. A module that cannot be fetched saved nothing, like a refused call.
    const result = await import('./submit-assessment.ts').then(
      ({ submitAssessment }) => submitAssessment(type, questions, answers),
      (): SubmitResult => ({ ok: false, reason: 'save' }),
    );
    if (!result.ok) {
      setSubmitting(false);
      // The answers stay saved in this browser, so pressing Next again retries without losing anything.
      toast(
        result.reason === 'save'
          ? { title: m.saveFailedTitle, description: m.saveFailed, variant: 'destructive' }
          : { title: m.processFailedTitle, description: m.processFailed, variant: 'destructive' },
      );
      return;
    }
    saveAssessmentData(result.data);
    clearProgress(type);
    trackAssessmentConversion({ assessmentType: type, isPaid: false });
    redirectTimer.current = window.setTimeout(
      () => navigate(resultsPath(result.data.assessmentResultId, { askContext: true })),
      RESULTS_REDIRECT_DELAY_MS,
    );
  };

  const goNext = (chosen: number) => {
    if (isSubmitting) return;
    if (isLast) void finish({ ...responses, [question.id]: chosen });
    else moveTo(index + 1);
  };

  const goPrevious = () => {
    if (index === 0 || isSubmitting) return;
    moveTo(index - 1);
  };

  const startOver = () => {
    clearProgress(type);
    setResponses({});
    moveTo(0);
  };

  const percent = getProgressPercent(index, total);
  const factIndex = getFunFactIndexForQuestion(index, total, facts.length);
  const fact = factIndex === null ? undefined : facts[factIndex];

  return (
    <div className="mx-auto max-w-2xl px-4 py-4 sm:py-8">
      <h1 className="text-xl font-semibold tracking-tight sm:text-3xl">{getAssessment(type).name}</h1>

      {resumeAt === index ? (
        <ResumeNotice
          answeredCount={Object.keys(responses).length}
          questionNumber={index + 1}
          onContinue={() => {
            // The notice (and the focused button with it) goes away; the question takes the focus.
            shouldFocusQuestion.current = true;
            setResumeAt(null);
          }}
          onStartOver={startOver}
        />
      ) : null}

      {/*
        One row above the question, so that on a phone the question, its answers and Next fit one screen: the
        progress, and listening, outside the card so it never answers it. The reading preferences are in the header.
      */}
      <div className="mt-3 sm:mt-5">
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <div className="min-w-24 flex-1">
            <p className="mb-1 text-sm font-medium">
              {m.percentComplete({ percent: formatPercent(percent, PAGE_LANGUAGE) })}
            </p>
            <ProgressBar percent={percent} label={m.assessmentProgress} />
          </div>
          <ReadAloud label={m.readQuestionAloud} autoReadKey={question.id} />
        </div>
        <p className="mt-1 text-sm text-muted">{m.progressBands[getProgressBand(percent)]}</p>
      </div>

      <QuestionCard
        key={question.id}
        question={question}
        number={index + 1}
        total={total}
        answer={answer}
        isLast={isLast}
        isBusy={isSubmitting}
        headingRef={headingRef}
        onChoose={choose}
        onNext={goNext}
        onPrevious={goPrevious}
      />

      {isEncouragementPosition(index, total) ? (
        <EncouragementCard message={pickEncouragement(m.encouragements, index) ?? ''} />
      ) : fact ? (
        <FunFactCard fact={fact} />
      ) : null}

      <div className="mt-8 flex justify-center">
        <Link href="/" className={buttonClasses('ghost', 'sm')}>
          {m.cancelAssessment}
        </Link>
      </div>

      <div className="mt-6 space-y-2 border-t border-line pt-6 text-sm text-muted">
        {ARE_QUESTIONS_TRANSLATED ? <p>{m.assessmentTranslationNote}</p> : null}
        <p>{m.assessmentAdultsOnly}</p>
        <p>{m.assessmentNotDiagnostic}</p>
        <p>{m.assessmentSavedInBrowser}</p>
      </div>

      <ProcessingOverlay isShown={isSubmitting} />
    </div>
  );
}

/** The first fact shows on the second question, so the facts are fetched after the first one is on screen. */
function useFunFacts(type: AssessmentType, count: number): readonly FunFact[] {
  const [facts, setFacts] = useState<readonly FunFact[]>([]);
  useEffect(() => {
    let isCurrent = true;
    import('../../../domain/assessments/fun-facts.ts')
      .then(({ selectFunFacts }) => {
        if (isCurrent) setFacts(selectFunFacts(type, count));
      })
      // Facts are a nicety: without them the questions carry on as before.
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [type, count]);
  return facts;
}
