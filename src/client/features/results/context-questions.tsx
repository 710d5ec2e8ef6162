import { useEffect, useId, useRef, useState } from 'react';
import * as m from '#messages/result-context';
import { saveResultContextContract } from '../../../domain/assessments/contracts.ts';
import {
  type AreaImpact,
  EXAMPLE_MAX_LENGTH,
  IMPACT_LABELS,
  IMPACTS,
  type Impact,
  LIFE_AREA_LABELS,
  LIFE_AREAS,
  type LifeArea,
  ONSET_LABELS,
  ONSETS,
  type Onset,
  type ResultContext,
} from '../../../domain/assessments/result-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError, callApi } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';

const STEPS = ['onset', 'areas', 'example'] as const;
type Step = (typeof STEPS)[number];

const HEADINGS: Readonly<Record<Step, string>> = {
  onset: m.onsetHeading,
  areas: m.areasHeading,
  example: m.exampleHeading,
};

/** Areas ticked; a ticked area without a "how much" yet is `null`. */
type ChosenAreas = Partial<Record<LifeArea, Impact | null>>;

function describeFailure(failure: unknown): string {
  return failure instanceof ApiError ? failure.message : m.notSaved;
}

/**
 * The three optional questions that follow an assessment (result-context.ts), one at a time. Each can be
 * skipped with one key (Esc) or its Skip button; nothing is sent until the last step, and only if something was
 * given. What the person typed stays in the form if saving fails, so they can try again.
 */
export default function ContextQuestions({
  resultId,
  takesFocus,
  onDone,
}: {
  resultId: number;
  /**
   * Whether the first question takes the focus when it appears: yes where it replaces the button that opened it;
   * no on arrival from the assessment, where the page's own heading takes it, as on every new page.
   */
  takesFocus: boolean;
  /** The stored answers, or null when every question was skipped (nothing stored). */
  onDone: (context: ResultContext | null) => void;
}) {
  const [step, setStep] = useState<Step>('onset');
  const [onset, setOnset] = useState<Onset | null>(null);
  const [areas, setAreas] = useState<ChosenAreas>({});
  const [example, setExample] = useState('');
  const [missingImpact, setMissingImpact] = useState<LifeArea | null>(null);
  const save = useAction(describeFailure);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  // Each new step's heading takes the focus once it shows the new question, so a screen reader reads it and Tab
  // starts there.
  const showStep = (next: Step) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const finish = (context: ResultContext) => {
    const isEmpty = context.onset === null && context.areas.length === 0 && context.example === null;
    if (isEmpty) {
      onDone(null);
      return;
    }
    void save.run(async () => {
      onDone(await callApi(saveResultContextContract, { params: { id: resultId }, body: context }));
    });
  };

  const chosenAreas = (): AreaImpact[] =>
    LIFE_AREAS.flatMap((area) => {
      const impact = areas[area];
      return impact ? [{ area, impact }] : [];
    });

  const goOn = (skip: boolean) => {
    if (step === 'onset') {
      if (skip) setOnset(null);
      showStep('areas');
      return;
    }
    if (step === 'areas') {
      if (skip) {
        setAreas({});
      } else {
        const unsure = LIFE_AREAS.find((area) => area in areas && !areas[area]);
        if (unsure) {
          setMissingImpact(unsure);
          return;
        }
      }
      setMissingImpact(null);
      showStep('example');
      return;
    }
    const text = skip ? '' : example.trim();
    finish({ onset, areas: chosenAreas(), example: text === '' ? null : text });
  };

  // Esc skips the question wherever the focus is (a press another control already handled is left alone). The
  // listener reads the latest state through the ref.
  const skip = useRef(() => {});
  skip.current = () => {
    if (!save.isBusy) goOn(true);
  };
  useEffect(() => {
    if (takesFocus) heading.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      skip.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [takesFocus]);

  const number = STEPS.indexOf(step) + 1;
  const isLast = step === 'example';
  return (
    <div>
      <h3 ref={heading} tabIndex={-1} className="rounded-md">
        <span className="block text-sm font-medium text-muted">
          {m.questionNumber({ number, total: STEPS.length })}
        </span>
        <span className="mt-1 block text-xl leading-snug font-semibold">{HEADINGS[step]}</span>
      </h3>

      {step === 'onset' ? (
        <fieldset className="mt-4">
          <legend className="sr-only">{HEADINGS.onset}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ONSETS.map((choice) => (
              <label key={choice} className={CHOICE_CLASSES}>
                <input
                  type="radio"
                  name={`${ids}-onset`}
                  checked={onset === choice}
                  onChange={() => setOnset(choice)}
                  className="size-5 shrink-0 accent-brand"
                />
                <span className="font-medium">{ONSET_LABELS[choice]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {step === 'areas' ? (
        <fieldset className="mt-4">
          <legend className="text-muted">{m.areasHint}</legend>
          <ul className="mt-3 grid gap-3">
            {LIFE_AREAS.map((area) => {
              const isTicked = area in areas;
              return (
                <li key={area} className="rounded-xl border border-line p-3">
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      checked={isTicked}
                      onChange={(event) => {
                        const next = { ...areas };
                        if (event.target.checked) next[area] = null;
                        else delete next[area];
                        setAreas(next);
                        if (missingImpact === area) setMissingImpact(null);
                      }}
                      className="size-5 shrink-0 accent-brand"
                    />
                    <span className="font-medium">{LIFE_AREA_LABELS[area]}</span>
                  </label>
                  {isTicked ? (
                    <fieldset className="mt-2 ps-8">
                      <legend className="sr-only">{m.howMuchFor({ area: LIFE_AREA_LABELS[area] })}</legend>
                      <div className="flex flex-wrap gap-2">
                        {IMPACTS.map((impact) => (
                          <label key={impact} className={`${CHOICE_CLASSES} min-h-10 py-1.5`}>
                            <input
                              type="radio"
                              name={`${ids}-${area}`}
                              checked={areas[area] === impact}
                              onChange={() => {
                                setAreas({ ...areas, [area]: impact });
                                if (missingImpact === area) setMissingImpact(null);
                              }}
                              className="size-4 shrink-0 accent-brand"
                            />
                            <span>{IMPACT_LABELS[impact]}</span>
                          </label>
                        ))}
                      </div>
                    </fieldset>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p
            aria-live="polite"
            className="mt-3 rounded-lg bg-brand-soft px-3 py-2 text-sm font-medium text-ink empty:hidden"
          >
            {missingImpact ? m.sayHowMuch({ area: LIFE_AREA_LABELS[missingImpact] }) : ''}
          </p>
        </fieldset>
      ) : null}

      {step === 'example' ? (
        <div className="mt-4">
          <label htmlFor={`${ids}-example`} className="text-muted">
            {m.exampleHint}
          </label>
          <textarea
            id={`${ids}-example`}
            value={example}
            maxLength={EXAMPLE_MAX_LENGTH}
            rows={5}
            onChange={(event) => setExample(event.target.value)}
            aria-describedby={`${ids}-count`}
            className="mt-2 block w-full rounded-xl border border-line bg-surface p-3 text-base"
          />
          <p id={`${ids}-count`} className="mt-1 text-sm text-muted">
            {m.characterCount({ count: example.length, max: EXAMPLE_MAX_LENGTH })}
          </p>
        </div>
      ) : null}

      <p role="alert" className="mt-3 rounded-lg bg-danger-soft px-3 py-2 text-sm empty:hidden">
        {save.error ?? ''}
      </p>
      <p className="mt-4 hidden text-sm text-muted keys:block">{m.escapeHint}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={() => goOn(false)} isDisabledInPlace={save.isBusy}>
          {isLast ? (save.isBusy ? m.saving : m.save) : m.next}
        </Button>
        <Button variant="ghost" onClick={() => goOn(true)} isDisabledInPlace={save.isBusy}>
          {m.skipQuestion}
        </Button>
      </div>
    </div>
  );
}

const CHOICE_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 transition-colors hover:border-brand/60 hover:bg-brand-soft/50 has-checked:border-brand has-checked:bg-brand-soft';
