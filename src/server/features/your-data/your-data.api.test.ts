import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../../../../tests/support/admin-session.ts';
import { createResult, uniformResponses } from '../../../../tests/support/assessment-fixtures.ts';
import { deliverAppMail, renderWithStandInReports } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { DATA_LINK_SENT_MESSAGE, DATA_PAGE_CLOSED_MESSAGE } from '../../../domain/your-data/data-access.ts';
import type { PersonalData } from '../../../domain/your-data/schemas.ts';
import type { Database } from '../../db/client.ts';
import {
  assessmentResults,
  capturedEmails,
  dataAccessLinks,
  erasureAudits,
  mailboxLimits,
  notFoundLogs,
  orders,
  outbox,
  referrals,
} from '../../db/schema.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { applyRetention } from './apply-retention.ts';
import { DATA_SESSION_COOKIE } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ...UNCAPPED_REPORTS, RATE_LIMIT_PER_MINUTE: '10000', FREE_ORDER_CODE: 'FREEREPORT' },
  });
});
afterAll(() => t.close());

const LINK_SUBJECT = MESSAGES.en['data-link-emails'].dataLinkSubject;
const CORRECTION_SUBJECT = 'Confirm your e-mail address for Traitscope';

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${++counter}@example.org`;

/** The context answers of a result, with an example no other row holds (so a search of every table finds it). */
async function giveContext(visitor: VisitorSession, resultId: number): Promise<string> {
  const example = `My own words, number ${++counter}: I lose track of time at work.`;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/assessment-results/${resultId}/context`,
    payload: { onset: 'teens', areas: [{ area: 'home', impact: 'quite-a-lot' }], example },
    headers: { cookie: visitor.cookie, 'csrf-token': visitor.csrfToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  return example;
}

/** A visitor who took an assessment, bought its report for free and paid for a second one. */
async function buyer(email: string) {
  const visitor = await startVisitorSession(t.app);
  const freeResult = await createResult(t.app, visitor, 'adhd', 3);
  const free = await postAs(t.app, visitor, '/api/free-order', {
    consent: true,
    email,
    assessmentType: 'adhd',
    assessmentResultId: freeResult,
    discountCode: 'FREEREPORT',
  });
  expect(free.statusCode, free.body).toBe(200);
  const paidResult = await createResult(t.app, visitor, 'asd', 1);
  const checkout = await postAs(t.app, visitor, '/api/create-checkout-session', {
    consent: true,
    email,
    assessmentType: 'asd',
    assessmentResultId: paidResult,
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const paid = await postAs(t.app, visitor, `/api/test-checkout/${checkout.json().sessionId}/pay`, {});
  expect(paid.statusCode, paid.body).toBe(200);
  return { visitor, resultIds: [freeResult, paidResult] };
}

/**
 * Sends what the outbox holds to the capture mailbox, as the worker does every two seconds. Every buyer here has two
 * reports queued, whose PDFs are not this file's subject: a stand-in spares a render per report (ten in the flood
 * test alone, which outran the test's time on a loaded CI machine). The links' e-mails are rendered as sent.
 */
async function deliverMail() {
  await deliverAppMail(t.app, { adminEmail: undefined, render: renderWithStandInReports(t.app) });
}

/** The one-time-link rows the outbox holds for `email`, as far as the test compares them. */
async function linkRowsTo(email: string) {
  return t.app.db
    .select({ kind: outbox.kind, payload: outbox.payload, status: outbox.status })
    .from(outbox)
    .where(
      and(eq(outbox.recipient, email), inArray(outbox.kind, ['data-access-link', 'address-correction'])),
    );
}

/** How many e-mails with `subject` reached `email`'s mailbox. */
async function mailsTo(email: string, subject: string): Promise<number> {
  const found = await t.app.db
    .select({ id: capturedEmails.id })
    .from(capturedEmails)
    .where(and(eq(capturedEmails.subject, subject), eq(capturedEmails.to, email)));
  return found.length;
}

/** The token of the newest e-mail to `email` with `subject`, read from its link's fragment (`#key=`). */
async function tokenFromMail(email: string, subject: string, key: 'token' | 'confirm'): Promise<string> {
  await deliverMail();
  const [message] = await t.app.db
    .select()
    .from(capturedEmails)
    .where(and(eq(capturedEmails.subject, subject), eq(capturedEmails.to, email.toLowerCase())))
    .orderBy(sql`${capturedEmails.id} desc`)
    .limit(1);
  const token = new RegExp(`/your-data#${key}=([\\w-]+)`).exec(message?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the e-mail');
  expect(message?.text).not.toContain('?token=');
  return token;
}

/** Lets every one-time link sent to `email` run out (its expiry set a second ago). */
async function expireLinksTo(email: string): Promise<void> {
  await t.app.db
    .update(dataAccessLinks)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(dataAccessLinks.email, email));
}

/** Asks for a link and reads its token out of the e-mail in the capture mailbox. */
async function requestToken(visitor: VisitorSession, email: string): Promise<string> {
  const response = await postAs(t.app, visitor, '/api/your-data/link', { email });
  expect(response.statusCode).toBe(202);
  return tokenFromMail(email, LINK_SUBJECT, 'token');
}

function dataCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === DATA_SESSION_COOKIE);
  if (!cookie) throw new Error('no data session cookie');
  return `${DATA_SESSION_COOKIE}=${cookie.value}`;
}

async function openData(visitor: VisitorSession, email: string) {
  const token = await requestToken(visitor, email);
  const opened = await postAs(t.app, visitor, '/api/your-data/open', { token });
  expect(opened.statusCode, opened.body).toBe(200);
  const session = { ...visitor, cookie: `${visitor.cookie}; ${dataCookie(opened)}` };
  return { token, session, data: opened.json().data as PersonalData };
}

/** PGlite and node-postgres both answer a raw query with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every row of every table of ours, as text, that contains `needle` (case-insensitive). */
async function tablesMentioning(db: Database, needle: string): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { table_name } of tables) {
    const hits = rowsOf<{ total: number }>(
      await db.execute(
        sql`select count(*)::int as total from ${sql.identifier(table_name)} as row where position(${needle.toLowerCase()} in lower(row::text)) > 0`,
      ),
    );
    if ((hits[0]?.total ?? 0) > 0) found.push(table_name);
  }
  return found;
}

describe('the one-time link', () => {
  it('does the same work for a known and an unknown address, and sends only the known one a link', async () => {
    const known = uniqueAddress('known');
    const unknown = uniqueAddress('unknown');
    await buyer(known);
    const visitor = await startVisitorSession(t.app);
    for (const email of [known, unknown]) {
      const response = await postAs(t.app, visitor, '/api/your-data/link', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: DATA_LINK_SENT_MESSAGE });
    }
    // The request only queues: the same one row for either address, no link yet. The outbox worker decides.
    const requests = await Promise.all([known, unknown].map((email) => linkRowsTo(email)));
    expect(requests).toEqual([
      [{ kind: 'data-access-link', payload: { correctsFrom: null, language: 'en' }, status: 'pending' }],
      [{ kind: 'data-access-link', payload: { correctsFrom: null, language: 'en' }, status: 'pending' }],
    ]);
    expect(
      await t.app.db
        .select()
        .from(dataAccessLinks)
        .where(inArray(dataAccessLinks.email, [known, unknown])),
    ).toEqual([]);

    await deliverMail();
    expect(await mailsTo(known, LINK_SUBJECT)).toBe(1);
    expect(await mailsTo(unknown, LINK_SUBJECT)).toBe(0);
    // Nothing about the unknown address is kept: its request is gone once decided.
    expect(await linkRowsTo(unknown)).toEqual([]);
    expect(await tablesMentioning(t.app.db, unknown)).toEqual([]);
  });

  it('asked for on a German page, comes in German and leads to the German page', async () => {
    const email = uniqueAddress('deutsch');
    await buyer(email);
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/api/your-data/link', { email, language: 'de' });
    expect(response.statusCode).toBe(202);
    await deliverMail();
    const words = MESSAGES.de['data-link-emails'];
    const [mail] = await t.app.db
      .select()
      .from(capturedEmails)
      .where(and(eq(capturedEmails.to, email), eq(capturedEmails.subject, words.dataLinkSubject)));
    expect(mail?.html).toContain('<html lang="de"');
    expect(mail?.text).toContain(words.dataLinkWhat);
    expect(mail?.text).toMatch(
      new RegExp(`${words.dataLinkButton}: http://[^/]+/de/your-data#token=[\\w-]+`),
    );
    expect(mail?.text).not.toContain(MESSAGES.en['data-link-emails'].dataLinkWhat);
  });

  it('works once, stores only hashes, and keeps no token in the outbox once sent', async () => {
    const email = uniqueAddress('once');
    const { visitor } = await buyer(email);
    const token = await requestToken(visitor, email);
    const [link] = await t.app.db.select().from(dataAccessLinks).where(eq(dataAccessLinks.email, email));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(link)).not.toContain(token);
    const [sent] = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'data-access-link'));
    expect(sent?.payload).toEqual({});

    const first = await postAs(t.app, visitor, '/api/your-data/open', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.email).toBe(email);
    // The session's cookie goes to the Your data calls only, never to script or another site.
    expect(first.cookies.find((cookie) => cookie.name === 'ts_data_access')).toMatchObject({
      path: '/api/your-data',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const again = await postAs(t.app, visitor, '/api/your-data/open', { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('expired or has already been used');
  });

  it('closes when the visitor closes it, and closing touches no other session', async () => {
    const email = uniqueAddress('closes');
    const { visitor } = await buyer(email);
    const { session } = await openData(visitor, email);
    const other = await openData(await startVisitorSession(t.app), email);

    const withoutToken = await t.app.inject({
      method: 'POST',
      url: '/api/your-data/close',
      headers: { cookie: session.cookie },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect((await readData(session)).statusCode).toBe(200);

    const closed = await postAs(t.app, session, '/api/your-data/close', {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ message: DATA_PAGE_CLOSED_MESSAGE });
    expect(closed.cookies.find((cookie) => cookie.name === DATA_SESSION_COOKIE)?.value).toBe('');
    expect((await readData(session)).statusCode).toBe(401);
    // Another browser's page for the same address stays open, and closing again is harmless.
    expect((await readData(other.session)).statusCode).toBe(200);
    expect((await postAs(t.app, session, '/api/your-data/close', {})).statusCode).toBe(200);
  });

  it('expires after an hour', async () => {
    const email = uniqueAddress('late');
    const { visitor } = await buyer(email);
    const token = await requestToken(visitor, email);
    await expireLinksTo(email);
    const late = await postAs(t.app, visitor, '/api/your-data/open', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: MESSAGES.en['your-data'].dataLinkInvalid });
  });

  it("answers in the page's language: an expired link, a missing session, a link asked for", async () => {
    const email = uniqueAddress('spaet');
    const { visitor } = await buyer(email);
    const token = await requestToken(visitor, email);
    await expireLinksTo(email);
    const inGerman = { 'accept-language': 'de' };
    const late = await postAs(t.app, visitor, '/api/your-data/open', { token }, inGerman);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({
      message: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie unten einen neuen an.',
    });
    const closedPage = await t.app.inject({
      method: 'GET',
      url: '/api/your-data',
      headers: { cookie: visitor.cookie, ...inGerman },
    });
    expect(closedPage.statusCode).toBe(401);
    expect(closedPage.json()).toEqual({ message: MESSAGES.de['your-data'].sessionMissing });
    const asked = await postAs(t.app, visitor, '/api/your-data/link', { email, language: 'de' }, inGerman);
    expect(asked.json()).toEqual({ message: MESSAGES.de['your-data'].dataLinkSent });
  });

  it('asks for a new link when the page is called without an open session', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/your-data',
      headers: { cookie: visitor.cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('ask for a new link');
  });
});

describe('the Your data page', () => {
  it("exports all of a person's data and nobody else's", async () => {
    const email = uniqueAddress('export');
    const other = uniqueAddress('other');
    const { visitor, resultIds } = await buyer(email);
    const theirs = await buyer(other);
    const example = await giveContext(visitor, resultIds[1] ?? 0);
    const othersExample = await giveContext(theirs.visitor, theirs.resultIds[1] ?? 0);
    // A friend invited this address through the referral programme.
    const friend = await startVisitorSession(t.app);
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/visitor', headers: { cookie: friend.cookie } })
    ).json().userId;
    const invite = await postAs(t.app, friend, '/api/referral/friend', { userId, friendEmail: email });
    expect(invite.statusCode, invite.body).toBeLessThan(300);

    const { session } = await openData(visitor, email);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/your-data/export',
      headers: { cookie: session.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="traitscope-your-data-/);
    const data = exported.json() as PersonalData & { exportedAt: string };
    expect(data.email).toBe(email);
    expect(data.results.map((result) => result.id)).toEqual(resultIds);
    expect(Object.keys(data.results[0]?.responses ?? {}).length).toBeGreaterThan(5);
    // The context answers, in the person's own words, where they were given; null where never asked.
    expect(data.results.map((result) => result.context)).toEqual([
      null,
      { onset: 'teens', areas: [{ area: 'home', impact: 'quite-a-lot' }], example },
    ]);
    expect(exported.body).not.toContain(othersExample);
    expect(data.orders).toHaveLength(2);
    expect(data.orders.every((order) => order.consentedAt !== null)).toBe(true);
    expect(data.invitations).toHaveLength(1);
    expect(data.messages.some((message) => message.kind === 'report')).toBe(true);
    expect(exported.body).not.toContain(other);
    const othersResults = await t.app.db.select().from(orders).where(eq(orders.email, other));
    for (const order of othersResults) expect(resultIds).not.toContain(order.assessmentResultId);
  });

  it('lists the results in the order they were taken, each with the wording and language it answered', async () => {
    const email = uniqueAddress('history');
    const { visitor, resultIds } = await buyer(email);
    const [first, second] = resultIds;
    // The second result was taken first (a row's id says when it was stored, not when it was taken).
    await t.app.db
      .update(assessmentResults)
      .set({ createdAt: new Date('2026-01-02T10:00:00Z'), itemSetVersion: 1, language: 'de' })
      .where(eq(assessmentResults.id, second ?? 0));
    const { session } = await openData(visitor, email);
    const data = (
      await t.app.inject({ method: 'GET', url: '/api/your-data/export', headers: { cookie: session.cookie } })
    ).json() as PersonalData;
    expect(
      data.results.map(({ id, itemSetVersion, language }) => ({ id, itemSetVersion, language })),
    ).toEqual([
      { id: second, itemSetVersion: 1, language: 'de' },
      { id: first, itemSetVersion: CURRENT_ITEM_SET_VERSION, language: 'en' },
    ]);
    expect(data.orders.map((order) => order.language)).toEqual(['en', 'en']);
  });

  it('erases every personal field everywhere and keeps the accounting fields', async () => {
    const email = uniqueAddress('Erase.Me');
    const { visitor, resultIds } = await buyer(email);
    const friend = await startVisitorSession(t.app);
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/visitor', headers: { cookie: friend.cookie } })
    ).json().userId;
    await postAs(t.app, friend, '/api/referral/friend', { userId, friendEmail: email });
    await deliverMail();
    const before = await t.app.db
      .select()
      .from(orders)
      .where(eq(sql`lower(${orders.email})`, email.toLowerCase()));
    expect(before).toHaveLength(2);
    expect(await tablesMentioning(t.app.db, email)).toEqual(
      expect.arrayContaining(['orders', 'outbox', 'captured_emails', 'referrals', 'test_checkout_sessions']),
    );

    const { session } = await openData(visitor, email.toUpperCase());
    const erased = await postAs(t.app, session, '/api/your-data/erase', { confirm: true });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().counts).toMatchObject({ results: 2, orders: 2, invitations: 1 });
    expect(erased.json().message).toContain('amount, the date and the payment reference');
    // The invitation keeps its status for the friend who sent it, but nothing that stands for the address.
    expect(
      await t.app.db
        .select()
        .from(referrals)
        .where(eq(referrals.friendMailboxKey, mailboxKey(t.app.config.secretKey, email))),
    ).toEqual([]);

    expect(await tablesMentioning(t.app.db, email)).toEqual([]);
    const remaining = await t.app.db.select().from(assessmentResults);
    expect(remaining.map((result) => result.id)).not.toEqual(expect.arrayContaining([resultIds[0]]));
    for (const order of before) {
      const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept).toMatchObject({
        amount: order.amount,
        currency: order.currency,
        providerSessionId: order.providerSessionId,
        email: null,
        visitorId: null,
        assessmentResultId: null,
      });
      expect(kept?.createdAt).toEqual(order.createdAt);
    }
    // The page's access ended with the erasure; the audit holds counts, not the address.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/your-data',
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
    const audits = await t.app.db.select().from(erasureAudits);
    expect(audits.some((audit) => audit.source === 'self-service' && audit.counts.results === 2)).toBe(true);
  });
});

/** The page's data as the session cookie opens it now. */
const readData = (session: VisitorSession) =>
  t.app.inject({ method: 'GET', url: '/api/your-data', headers: { cookie: session.cookie } });

const ordersOf = (email: string) => t.app.db.select().from(orders).where(eq(orders.email, email));

describe('correcting the address', () => {
  it("cannot take over someone else's data (finding 1)", async () => {
    const victim = uniqueAddress('victim');
    const attacker = uniqueAddress('attacker');
    await buyer(victim);
    const { visitor } = await buyer(attacker);
    const { session } = await openData(visitor, attacker);

    const takeover = await postAs(t.app, session, '/api/your-data/email', { email: victim });
    expect(takeover.body).not.toContain('"responses"');
    for (const response of [
      await readData(session),
      await t.app.inject({
        method: 'GET',
        url: '/api/your-data/export',
        headers: { cookie: session.cookie },
      }),
    ]) {
      expect(response.body).not.toContain(victim);
      expect(response.statusCode).toBe(401);
    }
    // Nothing moved: the victim's orders are theirs, the attacker's still the attacker's.
    expect(await ordersOf(victim)).toHaveLength(2);
    expect(await ordersOf(attacker)).toHaveLength(2);
    // A second "correction" to a third address gets nowhere either.
    const again = await postAs(t.app, session, '/api/your-data/email', { email: uniqueAddress('third') });
    expect(again.statusCode).toBe(401);
    expect(await ordersOf(victim)).toHaveLength(2);

    // The victim still gets their link and sees their own data.
    const { data } = await openData(await startVisitorSession(t.app), victim);
    expect(data.email).toBe(victim);
    expect(data.orders).toHaveLength(2);
  });

  it('moves the data only when the new address confirms it, and ends the old session at once', async () => {
    const from = uniqueAddress('typo');
    const to = uniqueAddress('right');
    await buyer(to); // the right address already holds data of its own
    const { visitor, resultIds } = await buyer(from);
    const { session } = await openData(visitor, from);

    const requested = await postAs(t.app, session, '/api/your-data/email', { email: to.toUpperCase() });
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json().message).toContain(to);
    expect(requested.body).not.toContain('"responses"');
    expect((await readData(session)).statusCode).toBe(401);
    expect(await ordersOf(from)).toHaveLength(2);

    expect(await linkRowsTo(to)).toEqual([
      { kind: 'address-correction', payload: { correctsFrom: from, language: 'en' }, status: 'pending' },
    ]);
    const token = await tokenFromMail(to, CORRECTION_SUBJECT, 'confirm');
    expect(JSON.stringify(await t.app.db.select().from(dataAccessLinks))).not.toContain(token);
    // The confirmation link is not a data link: it opens only through its own call.
    expect((await postAs(t.app, visitor, '/api/your-data/open', { token })).statusCode).toBe(410);

    const stranger = await startVisitorSession(t.app);
    const confirmed = await postAs(t.app, stranger, '/api/your-data/email/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const data = confirmed.json().data as PersonalData;
    expect(data.email).toBe(to);
    expect(data.orders).toHaveLength(4);
    expect(data.results.map((result) => result.id)).toEqual(expect.arrayContaining(resultIds));
    expect(await ordersOf(from)).toHaveLength(0);
    // Only the record of e-mails already sent to the old address keeps it, until retention removes them.
    const stillMentioning = await tablesMentioning(t.app.db, from);
    expect(stillMentioning.filter((table) => !['outbox', 'captured_emails'].includes(table))).toEqual([]);
    // The confirming browser now has the page open for the new address.
    const confirmedSession = { ...stranger, cookie: `${stranger.cookie}; ${dataCookie(confirmed)}` };
    expect((await readData(confirmedSession)).json().data.email).toBe(to);

    const twice = await postAs(t.app, stranger, '/api/your-data/email/confirm', { token });
    expect(twice.statusCode).toBe(410);
  });

  it('sends at most a few links an hour to one address, corrections included', async () => {
    const target = uniqueAddress('flooded');
    await buyer(target);
    for (const n of [1, 2, 3, 4]) {
      const from = uniqueAddress(`flood-${n}`);
      const { session } = await openData((await buyer(from)).visitor, from);
      const response = await postAs(t.app, session, '/api/your-data/email', { email: target });
      expect(response.statusCode).toBe(202);
    }
    await deliverMail();
    expect(await mailsTo(target, CORRECTION_SUBJECT)).toBe(3);
    expect(await linkRowsTo(target)).toHaveLength(3);
  });

  it('refuses the address the page already shows', async () => {
    const email = uniqueAddress('same');
    const { visitor } = await buyer(email);
    const { session } = await openData(visitor, email);
    const response = await postAs(t.app, session, '/api/your-data/email', { email });
    expect(response.statusCode).toBe(400);
    expect((await readData(session)).statusCode).toBe(200);
  });
});

describe('addresses given without proof (finding 9)', () => {
  it('never make an address known: results, result updates and invitations send no link', async () => {
    const entered = uniqueAddress('entered');
    const updated = uniqueAddress('updated');
    const invited = uniqueAddress('invited');
    const visitor = await startVisitorSession(t.app);
    const created = await postAs(t.app, visitor, '/api/assessment-results', {
      email: entered,
      assessmentType: 'adhd',
      responses: uniformResponses('adhd', 2),
      score: 0,
      preliminaryGenerated: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const other = await createResult(t.app, visitor, 'asd');
    const update = await postAs(t.app, visitor, '/api/update-assessment-email', {
      assessmentResultId: other,
      email: updated,
    });
    expect(update.statusCode, update.body).toBe(200);
    const userId = (
      await t.app.inject({ method: 'GET', url: '/api/visitor', headers: { cookie: visitor.cookie } })
    ).json().userId;
    const invite = await postAs(t.app, visitor, '/api/referral/friend', { userId, friendEmail: invited });
    expect(invite.statusCode, invite.body).toBeLessThan(300);

    for (const email of [entered, updated, invited]) {
      const response = await postAs(t.app, visitor, '/api/your-data/link', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: DATA_LINK_SENT_MESSAGE });
    }
    await deliverMail();
    for (const email of [entered, updated, invited]) {
      expect(await mailsTo(email, LINK_SUBJECT)).toBe(0);
      expect(await linkRowsTo(email)).toEqual([]);
    }
  });

  it('cannot put an address on a result the caller does not own', async () => {
    const owner = await startVisitorSession(t.app);
    const result = await createResult(t.app, owner);
    const intruder = await startVisitorSession(t.app);
    const response = await postAs(t.app, intruder, '/api/update-assessment-email', {
      assessmentResultId: result,
      email: uniqueAddress('intruder'),
    });
    expect(response.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(assessmentResults).where(eq(assessmentResults.id, result));
    expect(row?.email).toBeNull();
  });

  it('show for a proven address as "entered on a result", without the answers of whoever typed them', async () => {
    const email = uniqueAddress('proven');
    const { visitor, resultIds } = await buyer(email);
    // Someone else types this address on their own result, and starts (but never pays) a checkout with it.
    const someone = await startVisitorSession(t.app);
    const typed = await postAs(t.app, someone, '/api/assessment-results', {
      email,
      assessmentType: 'spd',
      responses: uniformResponses('spd', 4),
      score: 0,
      preliminaryGenerated: true,
    });
    const typedId: number = typed.json().id;
    const unpaidResult = await createResult(t.app, someone, 'dyslexia', 4);
    const checkout = await postAs(t.app, someone, '/api/create-checkout-session', {
      consent: true,
      email,
      assessmentType: 'dyslexia',
      assessmentResultId: unpaidResult,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);

    const { session } = await openData(visitor, email);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/your-data/export',
      headers: { cookie: session.cookie },
    });
    const data = exported.json() as PersonalData;
    expect(data.results.map((result) => result.id)).toEqual(resultIds);
    expect(data.enteredOnResults.map((result) => result.id)).toEqual([typedId, unpaidResult]);
    expect(data.enteredOnResults[0]).toEqual({
      id: typedId,
      assessmentType: 'spd',
      createdAt: expect.any(String),
    });
    expect(data.orders).toHaveLength(3);

    // Erasing removes the address from them; the answers stay with the browser that typed them.
    const erased = await postAs(t.app, session, '/api/your-data/erase', { confirm: true });
    expect(erased.json().counts.results).toBe(2);
    expect(await tablesMentioning(t.app.db, email)).toEqual([]);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/assessment-results/${typedId}`,
      headers: { cookie: someone.cookie },
    });
    expect(kept.statusCode).toBe(200);
  });
});

describe('erasure by an anonymous visitor', () => {
  it("erases the results of the visitor's cookie and nobody else's", async () => {
    const visitor = await startVisitorSession(t.app);
    const other = await startVisitorSession(t.app);
    const mine = [await createResult(t.app, visitor), await createResult(t.app, visitor, 'spd')];
    const theirs = await createResult(t.app, other);
    const example = await giveContext(visitor, mine[1] ?? 0);
    const othersExample = await giveContext(other, theirs);
    const response = await postAs(t.app, visitor, '/api/assessment-results/erase', {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().erased).toBe(2);
    for (const id of mine) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/assessment-results/${id}`,
        headers: { cookie: visitor.cookie },
      });
      expect(read.statusCode).toBe(404);
    }
    const kept = await t.app.db.select().from(assessmentResults).where(eq(assessmentResults.id, theirs));
    expect(kept).toHaveLength(1);
    expect(await tablesMentioning(t.app.db, example)).toEqual([]);
    expect(await tablesMentioning(t.app.db, othersExample)).toEqual(['assessment_results']);
  });

  it("says what it erased in the page's language", async () => {
    const visitor = await startVisitorSession(t.app);
    await createResult(t.app, visitor);
    await createResult(t.app, visitor, 'spd');
    const erase = (headers: Record<string, string>) =>
      postAs(t.app, visitor, '/api/assessment-results/erase', {}, headers);
    expect((await erase({ 'accept-language': 'de' })).json()).toEqual({
      erased: 2,
      message: 'Wir haben alle 2 Ihrer Ergebnisse aus unseren Unterlagen gelöscht.',
    });
    await createResult(t.app, visitor);
    expect((await erase({ 'accept-language': 'de' })).json().message).toBe(
      'Wir haben Ihr Ergebnis aus unseren Unterlagen gelöscht.',
    );
    expect((await erase({ 'accept-language': 'de' })).json().message).toBe(
      'In diesem Browser gab es keine Ergebnisse zu löschen.',
    );
    expect((await erase({})).json().message).toBe('There were no results to erase in this browser.');
  });
});

describe('erasure by an admin', () => {
  it('is refused without an admin session', async () => {
    const visitor = await startVisitorSession(t.app);
    const response = await postAs(t.app, visitor, '/api/admin/erasures', { email: 'a@example.org' });
    expect(response.statusCode).toBe(401);
  });

  it('erases by address and records who did it, when and how much, without the address', async () => {
    const email = uniqueAddress('letter');
    await buyer(email);
    const admin = await logInAsAdmin(t.app);
    const response = await postAs(t.app, admin, '/api/admin/erasures', { email, note: 'request by letter' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().counts).toMatchObject({ results: 2, orders: 2 });
    expect(await tablesMentioning(t.app.db, email)).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/erasures',
      headers: { cookie: admin.cookie },
    });
    const [latest] = list.json();
    expect(latest).toMatchObject({
      source: 'admin',
      requestedBy: 'admin-tester',
      ordersKept: 2,
      note: 'request by letter',
    });
    expect(list.body).not.toContain(email);
  });
});

describe('retention', () => {
  it('after a year detaches answers from visitors and addresses, deletes the context in their own words, and expires old mail and 404 logs', async () => {
    const email = uniqueAddress('old');
    const { visitor, resultIds } = await buyer(email);
    const example = await giveContext(visitor, resultIds[0] ?? 0);
    await deliverMail();
    await t.app.db.insert(notFoundLogs).values({ path: '/gone' });
    const fresh = await startVisitorSession(t.app);
    const freshResult = await createResult(t.app, fresh);

    const aYearLater = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000);
    // The fresh result was made "now": seen from a year later it is old too, so move it forward.
    await t.app.db
      .update(assessmentResults)
      .set({ createdAt: aYearLater })
      .where(eq(assessmentResults.id, freshResult));
    const outcome = await applyRetention({ db: t.app.db, periods: t.app.config.retention, now: aYearLater });
    expect(outcome.detachedResults).toBeGreaterThanOrEqual(2);
    expect(outcome.deletedNotFoundLogs).toBeGreaterThanOrEqual(1);

    for (const id of resultIds) {
      const [result] = await t.app.db.select().from(assessmentResults).where(eq(assessmentResults.id, id));
      expect(result).toMatchObject({ visitorId: null, email: null, context: null });
      expect(Object.keys(result?.responses ?? {}).length).toBeGreaterThan(5);
    }
    expect(await tablesMentioning(t.app.db, example)).toEqual([]);
    const [recent] = await t.app.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.id, freshResult));
    expect(recent?.visitorId).not.toBeNull();
    expect(await tablesMentioning(t.app.db, email)).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(referrals)
        .where(
          sql`(${referrals.friendEmail} is not null or ${referrals.friendMailboxKey} is not null) and ${referrals.createdAt} < ${aYearLater}`,
        ),
    ).toHaveLength(0);
    // The invitation and reward limits per mailbox are kept only while they limit something.
    expect(outcome.deletedMailboxLimits).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(mailboxLimits)).toEqual([]);

    const again = await applyRetention({ db: t.app.db, periods: t.app.config.retention, now: aYearLater });
    expect(again.detachedResults).toBe(0);
  });
});
