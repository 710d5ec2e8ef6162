import { type FormEvent, useId, useState } from 'react';
import * as m from '#messages/your-data';
import { checkEmailAddress } from '../../../domain/email-address/email-address.ts';
import { DATA_LINK_VALID_MINUTES } from '../../../domain/your-data/data-access.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { refusalReason } from '../../lib/call-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { EMAIL_MESSAGES, requestDataLink } from './your-data-api.ts';

/** Asks for a one-time link by e-mail: no account, no password. */
export function RequestLinkForm({ notice }: { notice: string | null }) {
  const id = useId();
  const isLive = useHydrated();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const {
    isBusy: isSending,
    error,
    setError,
    run,
  } = useAction((failure) => refusalReason(failure, m.sendLinkFailed));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmailAddress(email, EMAIL_MESSAGES);
    setError(checked.error);
    const address = checked.email;
    if (address === null) return;
    await run(async () => setSent(await requestDataLink(address)));
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {m.requestTitle}
      </h2>
      {notice ? (
        <p role="alert" className="mt-3 rounded-lg bg-danger-soft p-3 text-danger">
          {notice}
        </p>
      ) : null}
      <p className="mt-2 text-muted">{m.requestText({ hours: DATA_LINK_VALID_MINUTES / 60 })}</p>
      {sent ? (
        <p role="status" className="mt-5 rounded-lg bg-brand-soft p-4 text-ink">
          {sent}
        </p>
      ) : (
        // The server sends this form in the page; until the page is live, a native submit would put the address
        // in the address bar, so the fields wait (disabled) for the app.
        <form noValidate onSubmit={submit} className="mt-5">
          <fieldset disabled={!isLive} className="space-y-4">
            <EmailField
              label={m.emailLabel}
              placeholder="name@example.com"
              value={email}
              error={error}
              onChange={setEmail}
            />
            <Button type="submit" disabled={isSending}>
              {isSending ? m.sending : m.sendLink}
            </Button>
          </fieldset>
        </form>
      )}
    </section>
  );
}
