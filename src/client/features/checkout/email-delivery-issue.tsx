import { useId } from 'react';
import * as m from '#messages/payment-return';
import { TriangleAlert } from '../../components/ui/icons/triangle-alert.tsx';
import { getSiteConfig } from '../../lib/site-config.ts';
import { type ResendAnswer, ResendButton } from './resend-button.tsx';

/**
 * The panel of an order whose report e-mail failed, with a resend button. `email` is the address as the page
 * shows it (masked on the confirmation page); `send` asks for the resend, or is null when the page cannot.
 */
export function EmailDeliveryIssue({
  email,
  send,
}: {
  email: string | null;
  send: (() => Promise<ResendAnswer>) | null;
}) {
  const id = useId();
  const { supportEmail } = getSiteConfig();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-warn-ink/30 bg-warn-soft p-6 text-warn-ink sm:p-8"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {m.deliveryIssueTitle}
      </h2>
      <p className="mt-3 text-ink">
        {m.deliveryFailedBefore}
        {email ? (
          <>
            {m.deliveryFailedTo}
            <strong className="font-semibold break-words">{email}</strong>
          </>
        ) : null}
        {m.deliveryFailedAfter}
      </p>
      <div className="mt-5">
        <ResendButton send={send} />
      </div>
      <p className="mt-4 text-sm text-ink">
        {m.stillMissingBefore}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand underline underline-offset-2">
          {supportEmail}
        </a>
        {m.stillMissingAfter}
      </p>
    </section>
  );
}
