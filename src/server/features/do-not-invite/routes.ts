import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  doNotInviteContract,
  mailgunWebhookContract,
  oneClickOptOutContract,
} from '../../../domain/do-not-invite/contracts.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { registerNoStoreByDefault } from '../../http/no-store.ts';
import { replyLanguage } from '../../http/reply-language.ts';
import { checkMailgunSignature } from '../../integrations/email/mailgun-webhook-signature.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordMailgunEvent } from './record-mailgun-event.ts';
import { stopInvitations } from './stop-invitations.ts';

/** The "do not invite me again" page's button: a browser call, inside the visitor scope and its token check. */
export async function doNotInviteRoutes(app: FastifyInstance): Promise<void> {
  routeFromContract(app, doNotInviteContract, { onRequest: app.publicWriteLimit }, async (request) => {
    await stopInvitations({ db: app.db, secretKey: app.config.secretKey, token: request.body.token });
    return { message: MESSAGES[replyLanguage(request)].replies.optOutDone };
  });
}

/** A form body (urlencoded or multipart, as RFC 8058 allows) as an object of its text fields. */
async function parseFormBody(request: FastifyRequest, body: Buffer): Promise<Record<string, string>> {
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    return Object.fromEntries(
      [...form].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
    );
  } catch {
    throw new AppError('form_unreadable', { status: 400, message: 'The form body could not be read.' });
  }
}

/**
 * RFC 8058 one-click unsubscribe, at the address the List-Unsubscribe header names (a GET there is the page).
 * Mail clients post it without cookies, so it lives outside the visitor scope, and it takes only the two form
 * types RFC 8058 names with the one-click pair in them: that body, and the token's MAC, are what let it go
 * without the anti-forgery token. A cross-site form could send the same body, but only with a token from an
 * invitation e-mail, and the most it could do is what the link's owner may do anyway.
 */
export async function oneClickOptOutRoutes(app: FastifyInstance): Promise<void> {
  registerNoStoreByDefault(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer' },
    async (request: FastifyRequest, body: Buffer) => parseFormBody(request, body),
  );
  routeFromContract(
    app,
    oneClickOptOutContract,
    // Outside the visitor scope there is no token check to skip; the flag tells the route sweeps why.
    { config: { csrf: false } },
    async (request) => {
      await stopInvitations({ db: app.db, secretKey: app.config.secretKey, token: request.query.token });
      return { message: MESSAGES[replyLanguage(request)].replies.optOutDone };
    },
  );
}

/**
 * Mailgun's bounce and complaint webhooks: the signature (Mailgun's webhook signing key) replaces the
 * anti-forgery token, a stale timestamp or a token seen before is refused, and the event may add its recipient's
 * mailbox to the suppression list. Outside the visitor scope: Mailgun is no visitor.
 */
export async function mailgunWebhookRoutes(app: FastifyInstance): Promise<void> {
  registerNoStoreByDefault(app);
  const { webhookSigningKey } = app.config.mailgun;
  routeFromContract(app, mailgunWebhookContract, { config: { csrf: false } }, async (request) => {
    if (!webhookSigningKey) {
      throw new AppError('webhook_off', { status: 503, message: 'Mailgun webhooks are not configured.' });
    }
    const { signature, 'event-data': event } = request.body;
    const now = new Date();
    const verdict = checkMailgunSignature(webhookSigningKey, signature, now);
    if (verdict === 'invalid') {
      throw new AppError('webhook_signature', { status: 400, message: 'Invalid Mailgun signature.' });
    }
    if (verdict === 'stale') {
      // 406 is the answer after which Mailgun does not retry: a retry would be staler still.
      throw new AppError('webhook_stale', { status: 406, message: 'This Mailgun signature is too old.' });
    }
    await recordMailgunEvent({
      db: app.db,
      secretKey: app.config.secretKey,
      token: signature.token,
      event,
      now,
    });
    return { received: true as const };
  });
}
