import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import * as m from '#messages/assessments';
import { Button } from '../../components/ui/button.tsx';
import { ArrowLeft } from '../../components/ui/icons/arrow-left.tsx';
import { ArrowRight } from '../../components/ui/icons/arrow-right.tsx';
import { answerOptionsFor } from './answer-scale.ts';
import type { ShownQuestion } from './load-questions.ts';

type Props = {
  question: ShownQuestion;
  number: number;
  total: number;
  answer: number | undefined;
  isLast: boolean;
  isBusy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (value: number) => void;
  /** With the answer given, which the caller may not have seen yet. */
  onNext: (answer: number) => void;
  onPrevious: () => void;
};

/** Where a key press is somebody typing or working another control, and keys 1 to 5 must keep their meaning. */
const OTHER_CONTROLS =
  'a[href], button, input:not([type=radio]), select, textarea, summary, [contenteditable]';

/**
 * One question as a native radio group. Nothing moves on by itself: arrow keys change the answer the way
 * radios always do, keys 1 to 5 choose an answer, and only Enter or the Next button go on. The keys work wherever
 * the page has focus (after a reload focus is nowhere, on the body), not only inside the card; never in the
 * header, the cookie banner or a dialog.
 */
export function QuestionCard({
  question,
  number,
  total,
  answer,
  isLast,
  isBusy,
  headingRef,
  onChoose,
  onNext,
  onPrevious,
}: Props) {
  const options = answerOptionsFor(question);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const card = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const missingId = useId();
  const missing = useRef<HTMLParagraphElement>(null);
  // Counted, so that each press of Next without an answer brings the message into view again.
  const [triesWithoutAnswer, setTriesWithoutAnswer] = useState(0);
  const isAnswerMissing = triesWithoutAnswer > 0 && answer === undefined;

  // The message stands under the answers; on a short screen that can be below the edge, where it would go unseen.
  useEffect(() => {
    if (triesWithoutAnswer > 0) missing.current?.scrollIntoView({ block: 'nearest' });
  }, [triesWithoutAnswer]);

  // The server's prerendered question can be answered before React adopts it, and React leaves such a choice in
  // the page: it becomes the answer. (Afterwards React keeps the radios and the answer equal.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page held when this question mounted.
  useEffect(() => {
    const option = options[inputs.current.findIndex((input) => input?.checked)];
    if (option && option.value !== answer) onChoose(option.value);
  }, []);

  // Next without an answer says why nothing happened, instead of being a button that does nothing.
  // The radios are read too: a press of Next made before the page came alive is made again (public/boot.js) in
  // the same moment the answer chosen then is adopted, before this render knows it.
  const next = () => {
    const chosen = answer ?? options[inputs.current.findIndex((input) => input?.checked)]?.value;
    if (chosen === undefined) {
      setTriesWithoutAnswer((tries) => tries + 1);
      return;
    }
    if (chosen !== answer) onChoose(chosen);
    onNext(chosen);
  };

  const keys = useRef({ next, onChoose });
  keys.current = { next, onChoose };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      const main = card.current?.closest('main');
      const isOnPage = target === document.body || (main?.contains(target) ?? false);
      if (!isOnPage) return;
      const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
      const option = digit > 0 ? options[digit - 1] : undefined;
      if (option && !target.matches('input:not([type=radio]), select, textarea, [contenteditable]')) {
        event.preventDefault();
        keys.current.onChoose(option.value);
        inputs.current[digit - 1]?.focus();
        return;
      }
      // Enter on a button or link keeps its own meaning (Previous must not go forward).
      if (event.key === 'Enter' && !target.closest(OTHER_CONTROLS)) {
        event.preventDefault();
        keys.current.next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [options]);

  return (
    <div ref={card} className="mt-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:mt-5 sm:p-6">
      <fieldset aria-describedby={`${hintId} ${missingId}`}>
        <legend className="w-full">
          <h2 ref={headingRef} tabIndex={-1} data-page-heading className="rounded-md">
            <span className="block text-sm font-medium text-muted">
              {m.questionNumber({ number, total })}
            </span>
            <span data-read-aloud className="mt-1 block text-xl leading-snug font-semibold sm:mt-2">
              {question.text}
            </span>
          </h2>
        </legend>
        {/* Tighter on a phone, so the question, its answers and Next fit one screen; each answer stays 44 px high. */}
        <div className="mt-4 grid gap-2 sm:mt-5 sm:gap-2.5">
          {options.map((option, position) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 sm:min-h-12 sm:py-2.5 transition-colors hover:border-brand/60 hover:bg-brand-soft/50 has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input
                ref={(element) => {
                  inputs.current[position] = element;
                }}
                type="radio"
                name={question.id}
                value={option.value}
                checked={answer === option.value}
                onChange={() => onChoose(option.value)}
                className="size-5 shrink-0 accent-brand"
              />
              <span data-read-aloud className="flex-1 font-medium">
                {question.answerLabels?.[position] ?? option.label}
              </span>
              <span
                aria-hidden="true"
                className="hidden rounded border border-line bg-paper px-1.5 text-xs text-muted keys:inline"
              >
                {position + 1}
              </span>
            </label>
          ))}
        </div>
        {/* Always in the page, so screen readers announce the text when it appears; beside the answers it is about. */}
        <p
          ref={missing}
          id={missingId}
          aria-live="polite"
          className="mt-3 scroll-mb-4 rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-ink empty:hidden"
        >
          {isAnswerMissing ? m.answerMissing : ''}
        </p>
        {/* Only where it says something: on a phone without keys, nothing but on the last question. */}
        <p id={hintId} className={`mt-3 text-sm text-muted ${isLast ? '' : 'hidden keys:block'}`}>
          <span className="hidden keys:inline">{m.keyboardHint({ count: options.length })}</span>
          {isLast ? <span className="keys:ms-1">{m.lastQuestion}</span> : null}
        </p>
      </fieldset>

      <div className="mt-4 flex items-center justify-between gap-3 sm:mt-5">
        {number > 1 ? (
          <Button variant="secondary" onClick={onPrevious} disabled={isBusy}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.previousQuestion}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={next} aria-describedby={missingId} aria-disabled={isBusy || undefined}>
          {m.nextQuestion}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
