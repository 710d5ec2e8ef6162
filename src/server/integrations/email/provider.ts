type EmailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingEmail = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  /** Headers beyond the usual ones: List-Unsubscribe and List-Unsubscribe-Post on mail nobody asked for. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Stable for one outbox row: a retry of the same row carries the same Message-ID, so a provider or mail client
   * that sees it twice can tell it is one message.
   */
  messageId: string;
};

/** A provider's refusal is a result, not an exception: the outbox decides whether to try again. */
export type SendResult =
  | { ok: true; providerMessageId: string }
  | { ok: false; error: string; isRetryable: boolean };

/** Every provider the outbox may send through; the metrics show each from the start, at 0. */
export const EMAIL_PROVIDER_NAMES = ['mailgun', 'smtp', 'capture', 'none'] as const;

export type EmailProvider = {
  readonly name: (typeof EMAIL_PROVIDER_NAMES)[number];
  send(message: OutgoingEmail): Promise<SendResult>;
  /** Whether the provider can take mail right now (health probe); never sends anything. */
  verify(): Promise<{ ok: boolean; details: string }>;
};

/** 4xx answers other than rate limits will not change on retry; everything else might. */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  return status === 408 || status === 429 || status >= 500;
}

/** Production without a configured provider: nothing is sent, mail waits in the outbox until a key is set. */
export const NO_EMAIL_PROVIDER: EmailProvider = {
  name: 'none',
  send: async () => ({ ok: false, error: 'No e-mail provider is configured.', isRetryable: true }),
  verify: async () => ({ ok: false, details: 'No e-mail provider is configured.' }),
};
