import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import type { Question } from '../../../domain/assessments/questions.ts';
import { Button } from '../../components/ui/button.tsx';
import { answerOptionsFor } from './answer-scale.ts';

type Props = {
  question: Question;
  number: number;
  total: number;
  answer: number | undefined;
  isLast: boolean;
  isBusy: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChoose: (value: number) => void;
  onNext: () => void;
  onPrevious: () => void;
};

/**
 * One question as a native radio group. Nothing moves on by itself: arrow keys change the answer the way
 * radios always do, keys 1 to 5 choose an answer, and only Enter or the Next button go on.
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
  const hintId = useId();

  // The server's prerendered question can be answered before React adopts it, and React leaves such a choice in
  // the page: it becomes the answer. (Afterwards React keeps the radios and the answer equal.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page held when this question mounted.
  useEffect(() => {
    const option = options[inputs.current.findIndex((input) => input?.checked)];
    if (option && option.value !== answer) onChoose(option.value);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
    const option = digit > 0 ? options[digit - 1] : undefined;
    if (option) {
      event.preventDefault();
      onChoose(option.value);
      inputs.current[digit - 1]?.focus();
      return;
    }
    // Enter on a button keeps its own meaning (Previous must not go forward).
    if (event.key === 'Enter' && target.tagName !== 'BUTTON' && target.tagName !== 'A') {
      event.preventDefault();
      onNext();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: shortcut keys for the radio group inside, which stays the interactive element.
    <div
      className="mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      onKeyDown={onKeyDown}
    >
      <fieldset aria-describedby={hintId}>
        <legend className="w-full">
          <h2 ref={headingRef} tabIndex={-1} data-page-heading className="rounded-md">
            <span className="block text-sm font-medium text-muted">
              Question {number} of {total}
            </span>
            <span data-read-aloud className="mt-2 block text-xl leading-snug font-semibold">
              {question.text}
            </span>
          </h2>
        </legend>
        <div className="mt-6 grid gap-3">
          {options.map((option, position) => (
            <label
              key={option.value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 transition-colors hover:border-brand/60 hover:bg-brand-soft/50 has-checked:border-brand has-checked:bg-brand-soft"
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
                {option.label}
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
        <p id={hintId} className="mt-4 text-sm text-muted">
          <span className="hidden keys:inline">
            Keyboard: press 1 to {options.length} to choose an answer, then Enter to go on.
          </span>
          {isLast ? (
            <span className="keys:ms-1">This is the last question: Next shows your results.</span>
          ) : null}
        </p>
      </fieldset>

      <div className="mt-6 flex items-center justify-between gap-3">
        {number > 1 ? (
          <Button variant="secondary" onClick={onPrevious} disabled={isBusy}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onNext} disabled={answer === undefined} aria-disabled={isBusy || undefined}>
          Next
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
