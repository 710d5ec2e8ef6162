import { defineContract } from '../api/contract.ts';
import type {
  doNotInviteResponseSchema,
  doNotInviteSchema,
  mailgunWebhookResponseSchema,
  mailgunWebhookSchema,
  oneClickBodySchema,
  oneClickQuerySchema,
} from './schemas.ts';

/** The "do not invite me again" page's button: adds the link's mailbox to the suppression list. */
export const doNotInviteContract = defineContract<{
  body: typeof doNotInviteSchema;
  response: typeof doNotInviteResponseSchema;
}>('POST', '/api/do-not-invite');

/**
 * RFC 8058 one-click unsubscribe, posted by a mail client from the List-Unsubscribe header. Its one-click body
 * replaces the anti-forgery token, which a mail client cannot have; it must work without cookies.
 */
export const oneClickOptOutContract = defineContract<{
  query: typeof oneClickQuerySchema;
  body: typeof oneClickBodySchema;
  response: typeof doNotInviteResponseSchema;
}>('POST', '/do-not-invite');

/** Mailgun's signed bounce and complaint events (the signature replaces the anti-forgery token). */
export const mailgunWebhookContract = defineContract<{
  body: typeof mailgunWebhookSchema;
  response: typeof mailgunWebhookResponseSchema;
}>('POST', '/api/mailgun/webhook');
