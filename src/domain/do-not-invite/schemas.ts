import { z } from 'zod';
import { optOutLinkInvalid } from '#messages/replies';
import { pathIn } from '../locale/language-paths.ts';
import type { Language } from '../locale/languages.ts';

/**
 * The page that stops invitations, and the address of the List-Unsubscribe header: a GET shows a confirmation
 * with a button, a POST with RFC 8058's one-click body stops them at once.
 */
const DO_NOT_INVITE_PATH = '/do-not-invite';

export function doNotInviteUrl(publicUrl: string, token: string, language: Language = 'en'): string {
  return `${publicUrl}${pathIn(language, DO_NOT_INVITE_PATH)}?token=${encodeURIComponent(token)}`;
}

// Whether a token is one of ours is the server's question (a MAC), so the schema only bounds its size. Its
// refusal is the server's (#messages/replies, English on the server, as a request's details are).
const optOutTokenSchema = z.string().trim().min(1, optOutLinkInvalid).max(200);

/** The page's button (a browser call with the anti-forgery token). */
export const doNotInviteSchema = z.object({ token: optOutTokenSchema });
export const doNotInviteResponseSchema = z.object({ message: z.string() });

/** RFC 8058's one-click POST from a mail client: the token in the address, this exact pair in a form body. */
export const oneClickQuerySchema = z.object({ token: optOutTokenSchema });
export const oneClickBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', {
    error: 'Only the one-click body List-Unsubscribe=One-Click (RFC 8058) is accepted here.',
  }),
});

/** A Mailgun event webhook: its signature, and the event, of which only these fields are read. */
export const mailgunWebhookSchema = z.object({
  signature: z.object({
    timestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]).transform(String),
    token: z.string().min(1).max(128),
    signature: z.string().max(128),
  }),
  'event-data': z.looseObject({
    event: z.string().max(64),
    severity: z.string().max(32).optional(),
    recipient: z.string().max(320).optional(),
  }),
});
export const mailgunWebhookResponseSchema = z.object({ received: z.literal(true) });
