import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { capturedEmails } from '../../db/schema.ts';
import type { EmailProvider, OutgoingEmail, SendResult } from './provider.ts';

/**
 * The capture mailbox: e-mail is stored in the database instead of sent, so the site works offline and admins
 * can read every message (with its PDF) on the e-mail debug page. Storing the same Message-ID twice is a no-op.
 */
export function createCaptureProvider(db: Database): EmailProvider {
  return {
    name: 'capture',
    async send(message: OutgoingEmail): Promise<SendResult> {
      await db
        .insert(capturedEmails)
        .values({
          messageId: message.messageId,
          to: message.to,
          from: message.from,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            size: attachment.content.length,
            contentBase64: attachment.content.toString('base64'),
          })),
          headers: message.headers ?? {},
        })
        .onConflictDoNothing({ target: capturedEmails.messageId });
      return { ok: true, providerMessageId: message.messageId };
    },

    // Writable is what matters: a probe row is written and rolled back.
    async verify() {
      try {
        await db.transaction(async (tx) => {
          await tx.insert(capturedEmails).values({
            messageId: `<health-probe-${Date.now()}@traitscope.local>`,
            to: 'probe@traitscope.local',
            from: 'probe@traitscope.local',
            subject: 'probe',
            html: '',
            text: '',
          });
          tx.rollback();
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError)) {
          return { ok: false, details: `capture mailbox not writable: ${(error as Error).message}` };
        }
      }
      return { ok: true, details: 'capture mailbox (stored in the database) is writable' };
    },
  };
}
