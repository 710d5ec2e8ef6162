import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { checkEmailAddress, LIBRARY_EMAIL_MESSAGES } from '../../../../domain/email-address/email-address.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { isSessionEnded } from '../shell/admin-call.ts';
import { StatusLine, type StatusMessage } from '../shell/status-line.tsx';
import { sendTestEmail, type TestEmailResult } from './email-api.ts';
import { OutcomeBadge } from './email-tools.tsx';

/** Sends one test message through the e-mail provider in use now and shows what it answered. */
export function SendTestForm({ submitLabel }: { submitLabel: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { isBusy: isSending, run } = useAction();
  const [result, setResult] = useState<(TestEmailResult & { to: string }) | null>(null);
  // What the provider answered is said in the status line; the panel under it says through whom, to whom.
  const [outcome, setOutcome] = useState<StatusMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailAddress(to, LIBRARY_EMAIL_MESSAGES);
    setError(checked.error);
    if (checked.email === null) {
      inputRef.current?.focus();
      return;
    }
    const address = checked.email;
    await run(async () => {
      setResult(null);
      setOutcome(null);
      try {
        const answer = await sendTestEmail(address);
        setResult({ ...answer, to: address });
        setOutcome({
          tone: answer.ok ? 'info' : 'error',
          title: answer.ok ? 'Test E-mail Sent' : 'Test E-mail Failed',
          description: answer.message,
        });
      } catch (failure) {
        // A 401 already said 'Authentication Required' and is on its way to the login page.
        if (!isSessionEnded(failure)) {
          setOutcome({ tone: 'error', title: 'Test E-mail Failed', description: (failure as Error).message });
        }
      }
    });
  };

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="sm:max-w-xl">
        <EmailField
          size="sm"
          label="Send to"
          isRequired
          inputRef={inputRef}
          value={to}
          error={error}
          onChange={(value) => {
            setTo(value);
            if (error) setError(checkEmailAddress(value, LIBRARY_EMAIL_MESSAGES).error);
          }}
          action={
            <Button type="submit" isDisabledInPlace={isSending} className="shrink-0">
              {isSending ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {isSending ? 'Sending...' : submitLabel}
            </Button>
          }
        />
      </form>
      <div>
        <StatusLine message={outcome} className="mb-2" />
        {result ? (
          <div
            className={`rounded-lg border p-4 text-sm ${
              result.ok ? 'border-success/30 bg-success-soft' : 'border-danger/30 bg-danger-soft'
            }`}
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <OutcomeBadge isOk={result.ok} ok="Sent" failed="Not sent" />
              Through {result.provider} to {result.to}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
