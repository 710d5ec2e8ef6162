import { type FormEvent, useId, useState } from 'react';
import { checkEmailAddress, VISITOR_EMAIL_MESSAGES } from '../../../domain/email-address/email-address.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { errorReason } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { requestEmailCorrection } from './your-data-api.ts';

/**
 * Asks to move the data to another address. It says before anything happens what will happen: the new address
 * gets a confirmation link, nothing moves until it is opened, and this page closes.
 */
export function CorrectEmailForm({
  current,
  onRequested,
}: {
  current: string;
  onRequested: (message: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const {
    isBusy: isSending,
    error,
    setError,
    run,
  } = useAction((failure) =>
    errorReason(failure, 'We could not send the confirmation link just now. Please try again.'),
  );
  // Names the address as soon as it is one, so the sentence says exactly where the link will go.
  const target = checkEmailAddress(email, VISITOR_EMAIL_MESSAGES).email;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmailAddress(email, VISITOR_EMAIL_MESSAGES);
    setError(checked.error);
    const address = checked.email;
    if (address === null) return;
    await run(async () => onRequested(await requestEmailCorrection(address)));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-muted">
        If <strong className="text-ink">{current}</strong> is mistyped or no longer yours, enter the right
        address.
      </p>
      <p id={`${id}-next`} className="rounded-lg bg-brand-soft p-3">
        We will send a confirmation link to{' '}
        {target ? <strong className="break-all">{target}</strong> : 'the address you enter'}. Your data moves
        only when that link is opened. This page will close.
      </p>
      <EmailField
        label="Correct address"
        describedBy={`${id}-next`}
        value={email}
        error={error}
        onChange={setEmail}
      />
      <Button type="submit" variant="secondary" disabled={isSending}>
        {isSending ? 'Sending...' : 'Send a confirmation link'}
      </Button>
    </form>
  );
}
