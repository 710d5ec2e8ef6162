import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailgunWebhookTokens, type SuppressionReason } from '../../db/schema.ts';
import { MAILGUN_SIGNATURE_MAX_AGE_SECONDS } from '../../integrations/email/mailgun-webhook-signature.ts';
import { suppressMailbox } from '../../integrations/email/suppression-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';

type MailgunEvent = { event: string; severity?: string; recipient?: string };

/**
 * What an event means for the suppression list: a permanent bounce (the mailbox does not exist), a complaint
 * (the recipient marked our mail as spam) and Mailgun's own unsubscribe put the mailbox on it. Temporary
 * failures, deliveries and opens change nothing.
 */
function suppressionReasonOf({ event, severity }: MailgunEvent): SuppressionReason | null {
  if (event === 'failed' && severity === 'permanent') return 'bounce';
  if (event === 'complained') return 'complaint';
  if (event === 'unsubscribed') return 'opt-out';
  return null;
}

/**
 * Takes one signed webhook whose signature was checked: its token is remembered, so the same signed request
 * cannot be played again (the signature covers only timestamp and token, not the event), and its mailbox is
 * suppressed when the event calls for it. One transaction: a failure leaves the token free for Mailgun's retry.
 */
export async function recordMailgunEvent({
  db,
  secretKey,
  token,
  event,
  now,
}: {
  db: Database;
  secretKey: string;
  token: string;
  event: MailgunEvent;
  now: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    // Tokens older than the signature's window are refused by their timestamp anyway.
    await tx
      .delete(mailgunWebhookTokens)
      .where(
        lt(
          mailgunWebhookTokens.receivedAt,
          new Date(now.getTime() - 2 * MAILGUN_SIGNATURE_MAX_AGE_SECONDS * 1000),
        ),
      );
    const fresh = await tx
      .insert(mailgunWebhookTokens)
      .values({ token, receivedAt: now })
      .onConflictDoNothing()
      .returning({ token: mailgunWebhookTokens.token });
    if (fresh.length === 0) {
      // 406 is the answer after which Mailgun does not retry.
      throw new AppError('webhook_replayed', {
        status: 406,
        message: 'This Mailgun webhook was already received.',
      });
    }
    const reason = suppressionReasonOf(event);
    if (reason && event.recipient) await suppressMailbox(tx, mailboxKey(secretKey, event.recipient), reason);
  });
}
