import { type FormEvent, useId, useState } from 'react';
import * as m from '#messages/your-data';
import * as v from '#messages/your-data-view';
import { checkEmailAddress } from '../../../domain/email-address/email-address.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { useAction } from '../../lib/use-action.ts';
import {
  CORRECTION_REFUSALS,
  EMAIL_MESSAGES,
  failureReason,
  requestEmailCorrection,
} from './your-data-api.ts';

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
  } = useAction((failure) => failureReason(failure, v.correctFailed, CORRECTION_REFUSALS));
  // Names the address as soon as it is one, so the sentence says exactly where the link will go.
  const target = checkEmailAddress(email, EMAIL_MESSAGES).email;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmailAddress(email, EMAIL_MESSAGES);
    setError(checked.error);
    const address = checked.email;
    if (address === null) return;
    await run(async () => onRequested(await requestEmailCorrection(address)));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-muted">
        {v.correctBefore}
        <strong className="text-ink">{current}</strong>
        {v.correctAfter}
      </p>
      <p id={`${id}-next`} className="rounded-lg bg-brand-soft p-3">
        {v.correctNextBefore}
        {target ? <strong className="break-all">{target}</strong> : v.correctNextUnknown}
        {v.correctNextAfter}
      </p>
      <EmailField
        label={v.correctLabel}
        describedBy={`${id}-next`}
        value={email}
        error={error}
        onChange={setEmail}
      />
      <Button type="submit" variant="secondary" disabled={isSending}>
        {isSending ? m.sending : v.sendConfirmation}
      </Button>
    </form>
  );
}
