import { plural } from '../../../domain/locale/locale.ts';
import { Button } from '../../components/ui/button.tsx';

type Props = {
  answeredCount: number;
  questionNumber: number;
  onContinue: () => void;
  onStartOver: () => void;
};

/** Shown when saved answers were found: carry on where the visitor left off, or start again. */
export function ResumeNotice({ answeredCount, questionNumber, onContinue, onStartOver }: Props) {
  return (
    <section
      aria-labelledby="resume-title"
      className="mt-6 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="resume-title" className="font-semibold">
        Welcome back
      </h2>
      <p className="mt-1 text-muted">
        We kept your {answeredCount} {plural(answeredCount, { one: 'answer', other: 'answers' })} in this
        browser, so you can carry on from question {questionNumber}.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onContinue}>
          Continue where I left off
        </Button>
        <Button size="sm" variant="secondary" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    </section>
  );
}
