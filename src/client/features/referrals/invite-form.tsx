import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as m from '#messages/referrals';
import {
  checkEmailAddress,
  type EmailCheck,
  type EmailMessages,
} from '../../../domain/email-address/email-address.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { LoaderCircle } from '../../components/ui/icons/loader-circle.tsx';
import { Lock } from '../../components/ui/icons/lock.tsx';
import { Send } from '../../components/ui/icons/send.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { refusalReason } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { inviteFriend } from './referral-api.ts';

// A plain controlled form, as on the payment page: react-hook-form and zod would more than double this page.

/** The wording of zod's own messages, which the server answers with (the form says what the server will). */
const EMAIL_MESSAGES: EmailMessages = { empty: m.required, invalid: m.invalidEmail };

/** Long enough to read the rule the answer states. */
const INVITED_TOAST_MS = 12_000;

/** Checked as typed, then lower-cased, as the server does: the form says what the server will answer. */
function checkFriendEmail(raw: string): EmailCheck {
  const check = checkEmailAddress(raw, EMAIL_MESSAGES);
  return check.email === null ? check : { email: check.email.toLowerCase(), error: null };
}

/** One required friend e-mail; an empty field sends nothing. */
export function InviteForm({ userId, onInvited }: { userId: string; onInvited: () => Promise<void> }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Checked on submit, then again on every change once a message shows.
  const [hasTriedSubmit, setTriedSubmit] = useState(false);
  const { isBusy: isSending, run } = useAction();

  const onChange = (next: string) => {
    setValue(next);
    if (hasTriedSubmit) setError(checkFriendEmail(next).error);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setTriedSubmit(true);
    const check = checkFriendEmail(value);
    setError(check.error);
    if (check.email === null) {
      inputRef.current?.focus();
      return;
    }
    const address = check.email;
    await run(async () => {
      try {
        const { message } = await inviteFriend(userId, address);
        toast({ title: m.invited, description: message, duration: INVITED_TOAST_MS });
        setValue('');
        setTriedSubmit(false);
        await onInvited();
      } catch (failure) {
        toast({
          variant: 'destructive',
          title: m.inviteFailed,
          description: refusalReason(failure, m.inviteFailedReason),
        });
      }
    });
  };

  const hintId = `${id}-hint`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField
        label={
          <>
            {m.friendEmail}{' '}
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          </>
        }
        describedBy={hintId}
        autoComplete="off"
        placeholder="friend@example.com"
        name="friendEmail"
        isRequired
        inputRef={inputRef}
        value={value}
        error={error}
        onChange={onChange}
        action={
          <Button type="submit" disabled={isSending} className="shrink-0">
            {isSending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {isSending ? m.sending : m.sendInvitation}
          </Button>
        }
      />
      <p id={hintId} className="flex gap-2 rounded-lg bg-paper p-3 text-sm text-muted">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          {m.addressUseBefore}
          <Link href="/privacy-policy" className="font-medium text-brand underline">
            {m.addressUseLink}
          </Link>
          {m.addressUseAfter}
        </span>
      </p>
    </form>
  );
}
