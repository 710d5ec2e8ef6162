import { z } from 'zod';
import { assessmentTypeSchema } from '../../domain/assessments/schemas.ts';
import { languageSchema } from '../../domain/locale/schemas.ts';
import type { OutboxKind, outbox } from '../db/schema.ts';

/** One row of the outbox table as it is stored: its payload is whatever JSON it holds. */
export type OutboxRow = typeof outbox.$inferSelect;

/** Resends count against their caps by this flag (checkout/support-requests.ts); a first send has none. */
const resendFlag = z.literal(true).optional();

/**
 * A one-time link's payload: the request the worker decides on (`correctsFrom`: the address a correction
 * replaces, null for a data link), then, once granted, the link's token sealed with SECRET_KEY; both with the
 * language of the page it was asked for on (rows queued before languages had none: English).
 */
const oneTimeLinkPayload = z.union([
  z.object({ correctsFrom: z.string().nullable(), language: languageSchema.default('en') }),
  z.object({ sealedToken: z.string(), language: languageSchema.default('en') }),
]);

/** What each kind's message carries beside its recipient: the one place a payload's shape is written. */
const payloadSchemas = {
  report: z.object({
    orderId: z.number().int(),
    assessmentResultId: z.number().int().nullable(),
    assessmentType: assessmentTypeSchema,
    isResend: resendFlag,
  }),
  'reward-not-used': z.object({ orderId: z.number().int(), isResend: resendFlag }),
  // The mailbox key lets the worker check the suppression list again when it sends.
  // The language of the page it was sent from (rows queued before languages had none: English).
  'referral-invite': z.object({
    inviteToken: z.string(),
    referralCode: z.string(),
    mailboxKey: z.string(),
    language: languageSchema.default('en'),
  }),
  'data-access-link': oneTimeLinkPayload,
  'address-correction': oneTimeLinkPayload,
  // Values the server looked up, shown to staff as a table under the subject (admin-notification-email.tsx).
  'admin-notification': z.object({ subject: z.string() }).catchall(z.unknown()),
} satisfies Record<OutboxKind, z.ZodType>;

type OutboxPayload<K extends OutboxKind> = z.infer<(typeof payloadSchemas)[K]>;

/** One message of kind K as it is queued. `orderId` ties it to an order (a report, a note about an order). */
type MessageOf<K extends OutboxKind> = {
  kind: K;
  recipient: string;
  orderId?: number | null;
  payload: OutboxPayload<K>;
};

/** Every message the outbox sends, told apart by `kind`: a payload of the wrong shape for its kind is a type error. */
export type OutboxMessage = { [K in OutboxKind]: MessageOf<K> }[OutboxKind];

/** A claimed row whose payload was read back as its kind's: what rendering and the per-kind hooks receive. */
export type QueuedMessageOf<K extends OutboxKind> = K extends OutboxKind
  ? Omit<OutboxRow, 'kind' | 'payload'> & { kind: K; payload: OutboxPayload<K> }
  : never;
export type QueuedMessage = QueuedMessageOf<OutboxKind>;

/**
 * Reads a stored row back as its kind's message. A payload that does not fit (a hand-edited row, a release that
 * wrote another shape) is refused with the fields that failed, never the values they hold.
 */
export function readQueuedMessage(
  row: OutboxRow,
): { ok: true; message: QueuedMessage } | { ok: false; error: string } {
  const parsed = payloadSchemas[row.kind].safeParse(row.payload);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
    return {
      ok: false,
      error: `the payload does not fit a ${row.kind} message: ${[...new Set(fields)].join(', ')}`,
    };
  }
  // The schema is the row's own kind's, so the parsed payload is that kind's payload.
  return { ok: true, message: { ...row, payload: parsed.data } as QueuedMessage };
}

/** `readQueuedMessage` for a row that must fit (tests, the admin's test flow): throws when it does not. */
export function queuedMessageOf(row: OutboxRow): QueuedMessage {
  const read = readQueuedMessage(row);
  if (!read.ok) throw new Error(`outbox message ${row.id}: ${read.error}`);
  return read.message;
}

/**
 * The mailbox key of mail sent to someone who did not ask for it (an invitation a friend typed their address
 * into): only such mail honours the suppression list and carries List-Unsubscribe. Null for a report or a data
 * link, which is what its recipient asked for.
 */
export function suppressionKeyOf(message: QueuedMessage): string | null {
  return message.kind === 'referral-invite' ? message.payload.mailboxKey : null;
}
