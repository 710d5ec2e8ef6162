import { Download } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { recoveryCodesFile } from './code-text.ts';
import { FocusedSection } from './focused-section.tsx';

/** The recovery codes, shown once (the server keeps only their hashes), with a download and the way on. */
export function RecoveryCodesPanel({
  username,
  codes,
  level,
  doneLabel,
  onDone,
}: {
  username: string;
  codes: string[];
  /** The heading level that fits where the panel sits. */
  level: 2 | 3;
  doneLabel: string;
  onDone: () => void;
}) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(username, codes))}`;
  return (
    <FocusedSection title="Save your recovery codes" level={level}>
      <p className="text-sm text-muted">
        If your phone is not at hand, each of these codes signs you in once in place of the code from your
        app. They are shown only now: keep them somewhere safe, such as a password manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid max-w-sm grid-cols-2 gap-2 rounded-lg border border-line bg-paper p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <a href={file} download="traitscope-recovery-codes.txt" className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          Download as a text file
        </a>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </FocusedSection>
  );
}
