import type { Transporter } from 'nodemailer';
import type { EmailProvider, OutgoingEmail, SendResult } from './provider.ts';

/**
 * nodemailer waits 2 minutes for a connection and 10 for a silent socket: a stuck server would hold an outbox row
 * (and a shutdown) that long. A send that times out is retried later under the same Message-ID. Query parameters
 * of SMTP_URL (`?socketTimeout=60000`) override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Any SMTP server, from `SMTP_URL` (smtp://user:pass@host:587, or smtps:// for TLS from the start). */
export function createSmtpProvider(url: string): EmailProvider {
  // Loaded on the first send or check: an instance that sends through another provider never carries nodemailer
  // (about 12 MB of memory; docs/operations.md, Memory).
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  return {
    name: 'smtp',
    async send(message: OutgoingEmail): Promise<SendResult> {
      try {
        const info = await (await connect()).sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          messageId: message.messageId,
          headers: { ...message.headers },
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            contentType: attachment.contentType,
          })),
        });
        return { ok: true, providerMessageId: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // SMTP 5xx replies are permanent (bad address, rejected); 4xx and connection errors are worth retrying.
        return {
          ok: false,
          error: error instanceof Error ? error.message : String(error),
          isRetryable: code === undefined || code < 500,
        };
      }
    },

    async verify() {
      try {
        await (await connect()).verify();
        return { ok: true, details: 'SMTP server accepted a connection' };
      } catch (error) {
        return { ok: false, details: `SMTP server unreachable: ${(error as Error).message}` };
      }
    },
  };
}
