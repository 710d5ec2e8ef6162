import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMailgunEvent } from '../../../../tests/support/mailgun-stand-in.ts';
import { deliverAppMail } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { capturedEmails, emailSuppressions, mailboxLimits, outbox, referrals } from '../../db/schema.ts';

const PUBLIC_URL = 'https://traitscope.example';
const SIGNING_KEY = 'mailgun-webhook-signing-key-for-tests';
const INVITE_SUBJECT = 'A friend invited you to Traitscope';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The build's index.html at its smallest, so that a GET of the page is answered as the site answers it. */
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="description" content="" />
<meta name="app-config" content="" /><title>Traitscope</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'traitscope-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({
    clientDir,
    env: { RATE_LIMIT_PER_MINUTE: '10000', PUBLIC_URL, MAILGUN_WEBHOOK_SIGNING_KEY: SIGNING_KEY },
  });
});
afterAll(() => t.close());

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${++counter}@example.org`;

/**
 * A new visitor invites `friendEmail`; whether it was e-mailed is read from the invitation's row, since the
 * answer is the same either way.
 */
async function inviteFrom(friendEmail: string): Promise<{ isMailed: boolean }> {
  const visitor = await startVisitorSession(t.app);
  const { userId } = (
    await t.app.inject({ method: 'GET', url: '/api/visitor', headers: { cookie: visitor.cookie } })
  ).json();
  const response = await postAs(t.app, visitor, '/api/referral/friend', { userId, friendEmail });
  expect(response.statusCode, response.body).toBe(200);
  const [invitation] = await t.database.db
    .select({ isMailed: referrals.isMailed })
    .from(referrals)
    .where(eq(referrals.referrerVisitorId, userId));
  if (!invitation) throw new Error('the invitation was not recorded');
  return invitation;
}

/** Lets the mailbox of `friendEmail` be e-mailed an invitation again, as thirty days later. */
async function moveInvitationWindowBack(): Promise<void> {
  await t.database.db
    .update(mailboxLimits)
    .set({ lastUsedAt: new Date(Date.now() - 31 * DAY_MS) })
    .where(eq(mailboxLimits.purpose, 'invitation-email'));
}

/** The invitation e-mails in the capture mailbox for `email`, after the outbox was sent. */
async function invitationsTo(email: string) {
  // Everything queued, as the worker sends it a batch at a time.
  while ((await deliverAppMail(t.app)) > 0);
  return t.database.db
    .select()
    .from(capturedEmails)
    .where(and(eq(capturedEmails.to, email), eq(capturedEmails.subject, INVITE_SUBJECT)));
}

/** The List-Unsubscribe address of the (one) invitation e-mailed to `email`, and the token in it. */
async function optOutLinkFor(email: string): Promise<{ url: string; token: string }> {
  const [message] = await invitationsTo(email);
  const url = /^<(.+)>$/.exec(message?.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header on the invitation to ${email}`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

async function suppressionCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(emailSuppressions);
  return row?.total ?? 0;
}

/** A mail client's RFC 8058 one-click POST: no cookie, no anti-forgery token. */
function oneClick(
  token: string,
  body = 'List-Unsubscribe=One-Click',
  contentType = 'application/x-www-form-urlencoded',
) {
  return t.app.inject({
    method: 'POST',
    url: `/do-not-invite?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

function postWebhook(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/mailgun/webhook', payload: body as object });
}

describe('the invitation e-mail', () => {
  it('carries a do-not-invite link and the List-Unsubscribe headers of RFC 8058', async () => {
    const email = uniqueAddress('headers');
    expect((await inviteFrom(email)).isMailed).toBe(true);
    const [message] = await invitationsTo(email);
    const { url, token } = await optOutLinkFor(email);
    expect(url).toBe(`${PUBLIC_URL}/do-not-invite?token=${token}`);
    expect(message?.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message?.text).toContain(`Do not invite me again: ${url}`);
    expect(message?.html).toContain(`href="${url}"`);
    // The token names nobody.
    expect(token).not.toContain('headers');
  });
});

describe('do not invite me again', () => {
  it('shows a page on a GET and changes nothing: mail scanners open links too', async () => {
    const email = uniqueAddress('scanned');
    await inviteFrom(email);
    const { url } = await optOutLinkFor(email);
    const before = await suppressionCount();
    const page = await t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
    expect(await suppressionCount()).toBe(before);
    await moveInvitationWindowBack();
    expect((await inviteFrom(email)).isMailed).toBe(true);
  });

  it("takes RFC 8058's one-click POST without a cookie or anti-forgery token, and stops every invitation", async () => {
    const email = uniqueAddress('one-click');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);

    const response = await oneClick(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.en.replies.optOutDone });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await oneClick(token)).statusCode).toBe(200);

    // No spelling of the mailbox gets an invitation again, whoever sends it, however long after.
    await moveInvitationWindowBack();
    for (const spelling of [email, email.replace('@', '+again@'), email.toUpperCase()]) {
      expect(await inviteFrom(spelling)).toMatchObject({ isMailed: false });
    }
    expect(await invitationsTo(email)).toHaveLength(1);
  });

  it('takes the one-click body as multipart/form-data too, as RFC 8058 allows', async () => {
    const email = uniqueAddress('multipart');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);
    const body =
      '--B\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--B--\r\n';
    const response = await oneClick(token, body, 'multipart/form-data; boundary=B');
    expect(response.statusCode, response.body).toBe(200);
    await moveInvitationWindowBack();
    expect(await inviteFrom(email)).toMatchObject({ isMailed: false });
  });

  it('takes nothing else there without the anti-forgery token', async () => {
    const email = uniqueAddress('not-one-click');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);
    const before = await suppressionCount();

    const json = await t.app.inject({
      method: 'POST',
      url: `/do-not-invite?token=${token}`,
      payload: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(json.statusCode).toBe(415);
    expect((await oneClick(token, 'List-Unsubscribe=One-Click', 'text/plain')).statusCode).toBe(415);
    for (const body of ['List-Unsubscribe=Yes', 'unsubscribe=1', '']) {
      const refused = await oneClick(token, body);
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/do-not-invite',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.statusCode).toBe(400);
    expect(await suppressionCount()).toBe(before);
  });

  it('refuses a token this server did not make, and changes nothing', async () => {
    const email = uniqueAddress('forged');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);
    const [key = '', mac = ''] = token.split('.');
    const before = await suppressionCount();
    for (const forged of [key, `${key}.${mac.slice(1)}A`, `${'A'.repeat(43)}.${mac}`, 'not-a-token']) {
      const response = await oneClick(forged);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.en.replies.optOutLinkInvalid });
    }
    expect(await suppressionCount()).toBe(before);
  });

  it("takes the page's button only with the anti-forgery token, and a hostile caller's forged token changes nothing", async () => {
    const email = uniqueAddress('button');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);
    const visitor: VisitorSession = await startVisitorSession(t.app);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/do-not-invite',
      headers: { cookie: visitor.cookie },
      payload: { token },
    });
    expect(unsigned.statusCode).toBe(403);
    const before = await suppressionCount();
    const [key = '', mac = ''] = token.split('.');
    const otherMac = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const forged = await postAs(t.app, visitor, '/api/do-not-invite', { token: `${key}.${otherMac}` });
    expect(forged.statusCode).toBe(400);
    expect(await suppressionCount()).toBe(before);

    const pressed = await postAs(t.app, visitor, '/api/do-not-invite', { token });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json()).toEqual({ message: MESSAGES.en.replies.optOutDone });
    await moveInvitationWindowBack();
    expect(await inviteFrom(email)).toMatchObject({ isMailed: false });
  });

  it('holds back an invitation queued before the opt-out: the list is checked again when sending', async () => {
    const email = uniqueAddress('queued');
    await inviteFrom(email);
    const { token } = await optOutLinkFor(email);
    await moveInvitationWindowBack();
    expect(await inviteFrom(email)).toMatchObject({ isMailed: true });

    expect((await oneClick(token)).statusCode).toBe(200);
    expect(await invitationsTo(email)).toHaveLength(1);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'suppressed']);
  });
});

describe('Mailgun webhooks', () => {
  const failed = (recipient: string, severity: 'permanent' | 'temporary') => ({
    event: 'failed',
    severity,
    recipient,
    reason: 'bounce',
    'delivery-status': { code: severity === 'permanent' ? 550 : 421 },
  });

  it('suppress the mailbox of a permanent bounce or a complaint from a correctly signed event', async () => {
    const bounced = uniqueAddress('bounced');
    const complained = uniqueAddress('complained');
    for (const event of [failed(bounced, 'permanent'), { event: 'complained', recipient: complained }]) {
      const response = await postWebhook(signedMailgunEvent(SIGNING_KEY, event));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await inviteFrom(bounced)).toMatchObject({ isMailed: false });
    expect(await inviteFrom(complained.replace('@', '+x@'))).toMatchObject({ isMailed: false });
    const reasons = await t.database.db.select({ reason: emailSuppressions.reason }).from(emailSuppressions);
    expect(reasons.map((row) => row.reason)).toEqual(expect.arrayContaining(['bounce', 'complaint']));
  });

  it('acknowledge other events without suppressing anyone', async () => {
    const delayed = uniqueAddress('delayed');
    for (const event of [failed(delayed, 'temporary'), { event: 'delivered', recipient: delayed }]) {
      expect((await postWebhook(signedMailgunEvent(SIGNING_KEY, event))).statusCode).toBe(200);
    }
    expect(await inviteFrom(delayed)).toMatchObject({ isMailed: true });
  });

  it('refuse a bad signature, a stale timestamp and a replay with a 4xx, and change nothing', async () => {
    const target = uniqueAddress('target');
    const event = failed(target, 'permanent');
    const before = await suppressionCount();

    const badKey = await postWebhook(signedMailgunEvent('someone-elses-signing-key', event));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toEqual({ message: 'Invalid Mailgun signature.' });

    const signed = signedMailgunEvent(SIGNING_KEY, event);
    const tampered = await postWebhook({ ...signed, signature: { ...signed.signature, timestamp: '1' } });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await postWebhook({ 'event-data': event });
    expect(unsigned.statusCode).toBe(400);

    const twentyMinutesAgo = String(Math.floor(Date.now() / 1000) - 20 * 60);
    const stale = await postWebhook(signedMailgunEvent(SIGNING_KEY, event, { timestamp: twentyMinutesAgo }));
    expect(stale.statusCode).toBe(406);
    expect(stale.json()).toEqual({ message: 'This Mailgun signature is too old.' });
    expect(await suppressionCount()).toBe(before);

    const harmless = signedMailgunEvent(SIGNING_KEY, { event: 'delivered', recipient: target });
    expect((await postWebhook(harmless)).statusCode).toBe(200);
    // The same signed request again, now carrying a bounce: the signature does not cover the event.
    const replay = await postWebhook({ ...harmless, 'event-data': event });
    expect(replay.statusCode).toBe(406);
    expect(replay.json()).toEqual({ message: 'This Mailgun webhook was already received.' });
    expect(await suppressionCount()).toBe(before);
    expect(await inviteFrom(target)).toMatchObject({ isMailed: true });
  });
});
