import { useState } from 'react';
import * as m from '#messages/referrals';
import { Button } from '../../components/ui/button.tsx';
import { Copy } from '../../components/ui/icons/copy.tsx';

type CopyStatus = 'idle' | 'copied' | 'failed';

/**
 * A code in large, easy-to-read type with a Copy button; the code can also be selected by hand. Whether the copy
 * worked is said beside the button, where the visitor is looking, and stays there.
 */
export function CopyableCode({ code, what }: { code: string; what: string }) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copy = async () => {
    setStatus('idle');
    try {
      await navigator.clipboard.writeText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code className="min-w-0 rounded-lg border border-line bg-paper px-4 py-2 font-mono text-xl font-semibold tracking-wider break-all select-all">
          {code}
        </code>
        <Button variant="secondary" onClick={() => void copy()} className="self-start sm:self-auto">
          <Copy aria-hidden="true" className="size-4" />
          {m.copy}
          <span className="sr-only"> {what}</span>
        </Button>
      </div>
      <p
        role="status"
        className={`mt-2 text-sm empty:hidden ${status === 'failed' ? 'text-danger' : 'text-success'}`}
      >
        {status === 'copied' ? m.copied({ what }) : null}
        {status === 'failed' ? m.copyFailed : null}
      </p>
    </div>
  );
}
