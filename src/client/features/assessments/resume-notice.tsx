import * as m from '#messages/assessments';
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
        {m.welcomeBack}
      </h2>
      <p className="mt-1 text-muted">{m.answersKept({ count: answeredCount, number: questionNumber })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onContinue}>
          {m.continueWhereLeftOff}
        </Button>
        <Button size="sm" variant="secondary" onClick={onStartOver}>
          {m.startOver}
        </Button>
      </div>
    </section>
  );
}
