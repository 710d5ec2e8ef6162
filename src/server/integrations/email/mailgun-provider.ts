import type MailgunSdk from 'mailgun.js';
import { type EmailProvider, isRetryableStatus, type OutgoingEmail, type SendResult } from './provider.ts';

export const MAILGUN_API_URLS = { eu: 'https://api.eu.mailgun.net', us: 'https://api.mailgun.net' } as const;

type MailgunClient = ReturnType<MailgunSdk['client']>;

export type MailgunOptions = {
  apiKey: string;
  domain: string;
  region: 'eu' | 'us';
  /** Only for tests: a local stand-in of Mailgun's API instead of the region's address. */
  url?: string;
};

/** Mailgun's HTTP API through the official SDK, in the EU region unless configured otherwise. */
export function createMailgunProvider(options: MailgunOptions): EmailProvider {
  // Loaded on the first send or check: an instance that sends through another provider never carries the SDK
  // (about 6 MB of memory; docs/operations.md, Memory).
  let client: Promise<MailgunClient> | undefined;
  const connect = () =>
    (client ??= Promise.all([import('mailgun.js'), import('form-data')]).then(
      ([{ default: Mailgun }, { default: FormData }]) =>
        new Mailgun(FormData).client({
          username: 'api',
          key: options.apiKey,
          url: options.url ?? MAILGUN_API_URLS[options.region],
          timeout: 20_000,
        }),
    ));
  return {
    name: 'mailgun',
    async send(message: OutgoingEmail): Promise<SendResult> {
      try {
        const result = await (await connect()).messages.create(options.domain, {
          from: message.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          'h:Message-Id': message.messageId,
          ...Object.fromEntries(
            Object.entries(message.headers ?? {}).map(([name, value]) => [`h:${name}`, value]),
          ),
          attachment: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            data: attachment.content,
            contentType: attachment.contentType,
          })),
        });
        return { ok: true, providerMessageId: result.id ?? message.messageId };
      } catch (error) {
        const status = (error as { status?: number }).status;
        return {
          ok: false,
          error: `Mailgun${status ? ` ${status}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
          isRetryable: isRetryableStatus(status),
        };
      }
    },

    async verify() {
      try {
        await (await connect()).domains.get(options.domain);
        return {
          ok: true,
          details: `Mailgun domain ${options.domain} reachable (${options.region.toUpperCase()} region)`,
        };
      } catch (error) {
        const status = (error as { status?: number }).status;
        return {
          ok: false,
          details: `Mailgun unreachable${status ? ` (${status})` : ''}: ${(error as Error).message}`,
        };
      }
    },
  };
}
