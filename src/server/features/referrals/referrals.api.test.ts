import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import { deliverAppMail } from '../../../../tests/support/message-context.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  UNCAPPED_REPORTS,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { canonicalMailbox } from '../../../domain/email-address/mailbox.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { INVITATION_EMAIL_INTERVAL_DAYS } from '../../../domain/referrals/rules.ts';
import { capturedEmails, mailboxLimits, orders, outbox, referrals } from '../../db/schema.ts';
import { renderReferralInvite } from '../../integrations/email-templates/referral-invite-email.tsx';

const INVITE_MESSAGE = MESSAGES.en.replies.invited({ days: INVITATION_EMAIL_INTERVAL_DAYS });
const SAME_NETWORK_MESSAGE = MESSAGES.en.replies.sameNetwork;

const STAFF = 'staff@traitscope.example';
let t: TestApp;
beforeAll(async () => {
  // Every reward is redeemed from 127.0.0.1: the caps on free reports per address block (decision 029) are
  // lifted, as the programme's own limits are what these tests prove.
  t = await createTestApp({
    env: { ...UNCAPPED_REPORTS, RATE_LIMIT_PER_MINUTE: '10000', ADMIN_EMAIL: STAFF },
  });
});
afterAll(() => t.close());

const INVITE_SUBJECT = 'A friend invited you to Traitscope';
const DAY_MS = 24 * 60 * 60 * 1000;

const get = (session: VisitorSession, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

let networks = 0;
/** An address in a /24 no other call of the test used: a visitor on a network of their own. */
const freshNetwork = () => `10.${Math.floor(++networks / 250)}.${networks % 250}.7`;

/** A JSON POST from the visitor's browser on the network of `remoteAddress`. */
const postFrom = (session: VisitorSession, remoteAddress: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { cookie: session.cookie, 'csrf-token': session.csrfToken },
  });

async function visitorId(session: VisitorSession): Promise<string> {
  return (await get(session, '/api/visitor')).json().userId;
}

async function invite(referrer: VisitorSession, friendEmail: string) {
  return postAs(t.app, referrer, '/api/referral/friend', { userId: await visitorId(referrer), friendEmail });
}

async function completedReferrals(referrer: VisitorSession): Promise<number> {
  return (await get(referrer, `/api/referral/check/${await visitorId(referrer)}`)).json().completedReferrals;
}

/**
 * The invitation links in the mailbox every spelling of `mailbox` delivers to, as its owner finds them: the
 * outbox is sent first, then the tokens are read out of the captured e-mails' links.
 */
async function invitationTokensIn(mailbox: string): Promise<string[]> {
  // Everything queued, as the worker sends it a batch at a time.
  while ((await deliverAppMail(t.app)) > 0);
  const messages = await t.database.db
    .select()
    .from(capturedEmails)
    .where(eq(capturedEmails.subject, INVITE_SUBJECT));
  return messages
    .filter((message) => canonicalMailbox(message.to) === canonicalMailbox(mailbox))
    .map((message) => /\?invite=([\w-]+)/.exec(message.text)?.[1] ?? '')
    .filter((token) => token !== '');
}

async function inviteTokenFor(friendEmail: string): Promise<string> {
  const [token, ...others] = await invitationTokensIn(friendEmail);
  if (!token || others.length > 0)
    throw new Error(`expected one invitation in the mailbox of ${friendEmail}`);
  return token;
}

/** A friend in a browser and on a network of their own: follows the invitation link, then finishes an assessment. */
async function friendCompletes(token: string, network = freshNetwork()) {
  const friend = await startVisitorSession(t.app);
  const accepted = await postFrom(friend, network, '/api/referral/accept', { token });
  await createResult(t.app, friend, 'dyslexia');
  return accepted.json();
}

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${++counter}@example.org`;

/** A new programme whose three invited friends completed an assessment, and its claimed reward code. */
async function earnReward(): Promise<{ referrer: VisitorSession; rewardCode: string }> {
  const referrer = await startVisitorSession(t.app);
  for (const email of [uniqueAddress('friend'), uniqueAddress('friend'), uniqueAddress('friend')]) {
    expect((await invite(referrer, email)).statusCode).toBe(200);
    expect((await friendCompletes(await inviteTokenFor(email))).success).toBe(true);
  }
  const claimed = await postFrom(
    referrer,
    freshNetwork(),
    `/api/referral/claim/${await visitorId(referrer)}`,
    {},
  );
  expect(claimed.json().success, claimed.body).toBe(true);
  return { referrer, rewardCode: claimed.json().rewardCode };
}

const REPORT_SUBJECT_PATTERN = /Complete Report/;
const REPORT_SUBJECT = 'a report';
const NOT_USED_SUBJECT = 'About the referral reward used for this address';

/** What reached the mailbox `email` delivers to, sorted: reports as REPORT_SUBJECT, other mail by subject. */
async function mailTo(email: string): Promise<string[]> {
  while ((await deliverAppMail(t.app)) > 0);
  const messages = await t.database.db.select().from(capturedEmails).orderBy(capturedEmails.id);
  return messages
    .filter((message) => canonicalMailbox(message.to) === canonicalMailbox(email))
    .filter((message) => message.subject !== INVITE_SUBJECT)
    .map((message) => (REPORT_SUBJECT_PATTERN.test(message.subject) ? REPORT_SUBJECT : message.subject))
    .sort();
}

/** Redeems a reward code for a free report sent to `email`. */
async function redeem(buyer: VisitorSession, rewardCode: string, email: string) {
  const resultId = await createResult(t.app, buyer, 'asd');
  return postAs(t.app, buyer, '/api/free-order', {
    consent: true,
    email,
    assessmentType: 'asd',
    assessmentResultId: resultId,
    discountCode: rewardCode,
  });
}

describe('the referral programme', () => {
  it('creates the programme with a referral code on first use', async () => {
    const referrer = await startVisitorSession(t.app);
    const overview = (await get(referrer, `/api/referral/${await visitorId(referrer)}`)).json();
    expect(overview.program).toEqual({
      referralCode: expect.stringMatching(/^TS-[A-Z2-9]{6}$/),
      rewardsClaimed: false,
      rewardCode: null,
    });
    expect(overview.referrals).toEqual([]);
  });

  it("refuses another visitor's id with 403", async () => {
    const alice = await startVisitorSession(t.app);
    const bob = await startVisitorSession(t.app);
    const bobId = await visitorId(bob);
    expect((await get(alice, `/api/referral/${bobId}`)).statusCode).toBe(403);
    expect((await get(alice, `/api/referral/check/${bobId}`)).statusCode).toBe(403);
    expect(
      (await postAs(t.app, alice, '/api/referral/friend', { userId: bobId, friendEmail: 'x@example.org' }))
        .statusCode,
    ).toBe(403);
    const claim = await postAs(t.app, alice, `/api/referral/claim/${bobId}`, {});
    expect(claim.statusCode).toBe(403);
    expect(claim.json().message).toBe('You can only use your own referral programme.');
  });

  it('runs the whole cycle: three friends complete an assessment, the reward code buys one report once', async () => {
    const referrer = await startVisitorSession(t.app);
    const referrerId = await visitorId(referrer);
    const friends = ['ana@example.org', 'ben@example.org', 'chi@example.org'];

    for (const email of friends) {
      const response = await invite(referrer, email);
      expect(response.json()).toEqual({ success: true, message: INVITE_MESSAGE });
    }
    const invitations = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'referral-invite'));
    expect(invitations.map((row) => row.recipient).sort()).toEqual(friends);

    // Not yet: invitations are pending until each friend finishes an assessment.
    expect((await get(referrer, `/api/referral/check/${referrerId}`)).json()).toEqual({
      completedReferrals: 0,
      canClaimReward: false,
    });
    const early = await postAs(t.app, referrer, `/api/referral/claim/${referrerId}`, {});
    expect(early.json()).toMatchObject({
      success: false,
      message: 'You need 3 more completed referrals to claim your reward.',
    });

    for (const [index, email] of friends.entries()) {
      expect((await friendCompletes(await inviteTokenFor(email))).success).toBe(true);
      expect(await completedReferrals(referrer)).toBe(index + 1);
    }

    const overview = (await get(referrer, `/api/referral/${referrerId}`)).json();
    expect(overview.referrals.map((r: { status: string }) => r.status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect((await get(referrer, `/api/referral/check/${referrerId}`)).json()).toEqual({
      completedReferrals: 3,
      canClaimReward: true,
    });

    const claimNetwork = freshNetwork();
    const claimed = (await postFrom(referrer, claimNetwork, `/api/referral/claim/${referrerId}`, {})).json();
    expect(claimed).toMatchObject({
      success: true,
      rewardCode: expect.stringMatching(/^REWARD-[A-Z2-9]{8}$/),
    });
    const again = (await postFrom(referrer, claimNetwork, `/api/referral/claim/${referrerId}`, {})).json();
    expect(again).toEqual({
      success: false,
      rewardCode: null,
      message: 'You have already claimed your reward.',
    });
    expect((await get(referrer, `/api/referral/${referrerId}`)).json().program).toMatchObject({
      rewardsClaimed: true,
      rewardCode: claimed.rewardCode,
    });

    // The code buys one Complete Report.
    const order = await redeem(referrer, claimed.rewardCode, 'referrer@example.org');
    expect(order.json()).toMatchObject({ success: true, emailSent: true });
    const reuse = await redeem(referrer, claimed.rewardCode, 'referrer@example.org');
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toBe('This discount code has already been used.');
  });

  it('does not let a visitor complete their own invitation', async () => {
    const referrer = await startVisitorSession(t.app);
    await invite(referrer, 'me-again@example.org');
    const accepted = await postAs(t.app, referrer, '/api/referral/accept', {
      token: await inviteTokenFor('me-again@example.org'),
    });
    expect(accepted.json()).toEqual({
      success: false,
      message: 'This is your own invitation link. Share it with a friend instead.',
    });
    await createResult(t.app, referrer);
    expect(await completedReferrals(referrer)).toBe(0);
  });

  it('expires invitations not completed within 30 days', async () => {
    const referrer = await startVisitorSession(t.app);
    await invite(referrer, 'late@example.org');
    await t.database.db
      .update(referrals)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(referrals.friendEmail, 'late@example.org'));
    const overview = (await get(referrer, `/api/referral/${await visitorId(referrer)}`)).json();
    expect(overview.referrals[0].status).toBe('expired');

    const friend = await startVisitorSession(t.app);
    const accepted = await postFrom(friend, freshNetwork(), '/api/referral/accept', {
      token: await inviteTokenFor('late@example.org'),
    });
    expect(accepted.json().success).toBe(false);
    await createResult(t.app, friend);
    expect(
      (await get(referrer, `/api/referral/${await visitorId(referrer)}`)).json().referrals[0].status,
    ).toBe('expired');
  });

  it('refuses a second invitation to the same mailbox, however it is spelled, and an invalid address', async () => {
    const referrer = await startVisitorSession(t.app);
    expect((await invite(referrer, 'twice@example.org')).statusCode).toBe(200);
    for (const spelling of [' Twice@Example.org ', 'twice+again@example.org']) {
      const second = await invite(referrer, spelling);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('You have already invited this friend.');
    }
    const invalid = await invite(referrer, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Invalid email');
  });

  it('limits invitations to 10 a day per visitor, also when they arrive at once', async () => {
    const referrer = await startVisitorSession(t.app);
    const id = await visitorId(referrer);
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        postAs(t.app, referrer, '/api/referral/friend', {
          userId: id,
          friendEmail: uniqueAddress(`day${index}`),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().message).toBe('You can invite up to 10 friends a day. Please try again tomorrow.');
  });

  it('writes an invitation that explains the address is used only for it, with a way to stop invitations', () => {
    const message = renderReferralInvite({
      publicUrl: 'https://traitscope.example',
      inviteToken: 'tok_123',
      supportEmail: 'help@traitscope.example',
      optOutUrl: 'https://traitscope.example/do-not-invite?token=opt_456',
      language: 'en',
    });
    expect(message.subject).toBe('A friend invited you to Traitscope');
    expect(message.text).toContain('https://traitscope.example/?invite=tok_123');
    expect(message.html).toContain('href="https://traitscope.example/?invite=tok_123"');
    expect(message.text).toContain('We use it for nothing else');
    expect(message.text).toContain('help@traitscope.example');
    expect(message.text).toContain(
      'Do not invite me again: https://traitscope.example/do-not-invite?token=opt_456',
    );
    expect(message.html).toContain('href="https://traitscope.example/do-not-invite?token=opt_456"');
  });
});

describe('an invitation sent from a page in German', () => {
  it('arrives in German, its links to the German pages, its one-click address the one the server answers', async () => {
    const referrer = await startVisitorSession(t.app);
    const friend = 'freundin-de@example.org';
    const response = await postAs(t.app, referrer, '/api/referral/friend', {
      userId: await visitorId(referrer),
      friendEmail: friend,
      language: 'de',
    });
    expect(response.statusCode).toBe(200);
    while ((await deliverAppMail(t.app)) > 0);
    const [mail] = await t.database.db.select().from(capturedEmails).where(eq(capturedEmails.to, friend));
    expect(mail?.subject).toBe(MESSAGES.de['referral-emails'].inviteSubject);
    expect(mail?.html).toContain('<html lang="de"');
    expect(mail?.text).toMatch(/Hier beginnen: http:\/\/[^/]+\/de\/\?invite=[\w-]+/);
    expect(mail?.text).toMatch(/Mich nicht mehr einladen: http:\/\/[^/]+\/de\/do-not-invite\?token=/);
    expect(mail?.text).not.toContain(MESSAGES.en['referral-emails'].inviteHow);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/[^/]+\/do-not-invite\?token=/);
  });

  it("answers the inviter in the page's language: the outcome, a second invitation, the daily limit", async () => {
    const referrer = await startVisitorSession(t.app);
    const userId = await visitorId(referrer);
    const inGerman = { 'accept-language': 'de' };
    const inviteInGerman = (friendEmail: string) =>
      postAs(t.app, referrer, '/api/referral/friend', { userId, friendEmail, language: 'de' }, inGerman);

    const first = await inviteInGerman('erste-de@example.org');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: MESSAGES.de.replies.invited({ days: INVITATION_EMAIL_INTERVAL_DAYS }),
    });
    expect(first.json().message).toMatch(/^Die Person ist eingeladen\. .* in 30 Tagen/);

    const again = await inviteInGerman('erste-de@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Sie haben diese Person bereits eingeladen.' });

    for (let index = 2; index <= 10; index++) {
      expect((await inviteInGerman(uniqueAddress(`de-day${index}`))).statusCode).toBe(200);
    }
    const over = await inviteInGerman(uniqueAddress('de-day11'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: 'Sie können bis zu 10 Personen am Tag einladen. Bitte versuchen Sie es morgen noch einmal.',
    });
    // A language without messages of its own, and no language at all, are answered in English.
    const elsewhere: Record<string, string>[] = [{ 'accept-language': 'pt-PT,de;q=0.9' }, {}];
    for (const headers of elsewhere) {
      const body = { userId, friendEmail: uniqueAddress('de-day12') };
      const refused = await postAs(t.app, referrer, '/api/referral/friend', body, headers);
      expect(refused.json()).toEqual({
        message: 'You can invite up to 10 friends a day. Please try again tomorrow.',
      });
    }
  });

  it("answers a friend's link and a claim in the page's language", async () => {
    const referrer = await startVisitorSession(t.app);
    const userId = await visitorId(referrer);
    const friendEmail = uniqueAddress('eigener-link');
    expect((await invite(referrer, friendEmail)).statusCode).toBe(200);
    const token = await inviteTokenFor(friendEmail);
    const own = await postAs(
      t.app,
      referrer,
      '/api/referral/accept',
      { token },
      { 'accept-language': 'de-AT' },
    );
    expect(own.json()).toEqual({ success: false, message: MESSAGES.de.replies.ownInvitation });

    const friend = await startVisitorSession(t.app);
    const welcome = await postFrom(friend, freshNetwork(), '/api/referral/accept', { token });
    expect(welcome.json()).toEqual({
      success: true,
      message: 'Welcome! Your friend invited you to Traitscope.',
    });

    const claim = await postAs(
      t.app,
      referrer,
      `/api/referral/claim/${userId}`,
      {},
      { 'accept-language': 'de' },
    );
    expect(claim.json()).toEqual({
      success: false,
      rewardCode: null,
      message:
        'Um Ihre Belohnung einzulösen, brauchen Sie noch 3 eingeladene Personen mit ausgefüllter Selbsteinschätzung.',
    });
  });

  it('is refused, with the reason, for a language the site does not know', async () => {
    const referrer = await startVisitorSession(t.app);
    const response = await postAs(t.app, referrer, '/api/referral/friend', {
      userId: await visitorId(referrer),
      friendEmail: 'someone@example.org',
      language: 'xx',
    });
    expect(response.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(capturedEmails).where(eq(capturedEmails.to, 'someone@example.org')),
    ).toEqual([]);
  });
});

describe('invitations that cannot flood an inbox', () => {
  it('e-mails a mailbox once in 30 days whoever invites it, and answers every inviter alike', async () => {
    const spellings = [
      'victim@example.org',
      'Victim@Example.org',
      'victim+a@example.org',
      'victim+b@example.org',
    ];
    const inviters = await Promise.all(Array.from({ length: 10 }, () => startVisitorSession(t.app)));
    const responses = await Promise.all(
      inviters.map((inviter, index) => invite(inviter, spellings[index % spellings.length] ?? '')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(responses.map((response) => response.json())).toEqual(
      Array(10).fill({ success: true, message: INVITE_MESSAGE }),
    );
    expect(await invitationTokensIn('victim@example.org')).toHaveLength(1);

    // Each inviter keeps their invitation on their list, pending, and none can tell whose was e-mailed.
    const lists = await Promise.all(
      inviters.map(async (inviter) =>
        (await get(inviter, `/api/referral/${await visitorId(inviter)}`)).json(),
      ),
    );
    expect(lists.map((list) => list.referrals.map((item: { status: string }) => item.status))).toEqual(
      Array(10).fill(['pending']),
    );
    expect(lists.flatMap((list) => list.referrals).every((item) => !('isMailed' in item))).toBe(true);

    // An invitation that was not e-mailed has no link anyone holds; even its token from the database is refused.
    const [unmailed] = await t.database.db
      .select()
      .from(referrals)
      .where(and(eq(referrals.friendEmail, 'victim+b@example.org'), eq(referrals.isMailed, false)));
    const accepted = await friendCompletes(unmailed?.inviteToken ?? '');
    expect(accepted).toEqual({
      success: false,
      message: 'This invitation link is no longer valid, but you are welcome to take an assessment.',
    });

    // Thirty days on, the mailbox may get one invitation again.
    await t.database.db
      .update(mailboxLimits)
      .set({ lastUsedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(mailboxLimits.purpose, 'invitation-email'));
    const later = await invite(await startVisitorSession(t.app), 'victim@example.org');
    expect(later.json()).toEqual({ success: true, message: INVITE_MESSAGE });
    expect(await invitationTokensIn('victim@example.org')).toHaveLength(2);
  });
});

describe('rewards that need real friends', () => {
  it('earns nothing from three plus-addresses of the inviter’s own mailbox, each accepted with a fresh cookie', async () => {
    const farmer = await startVisitorSession(t.app);
    for (const address of ['farmer+1@gmail.com', 'farmer+2@gmail.com', 'f.a.r.m.e.r+3@googlemail.com']) {
      await invite(farmer, address);
    }
    const tokens = await invitationTokensIn('farmer@gmail.com');
    expect(tokens).toHaveLength(1);
    for (const token of tokens) await friendCompletes(token);
    const claim = await postAs(t.app, farmer, `/api/referral/claim/${await visitorId(farmer)}`, {});
    expect(claim.json()).toEqual({
      success: false,
      rewardCode: null,
      message: 'You need 2 more completed referrals to claim your reward.',
    });
  });

  it('counts an invitation only for an assessment finished after its link was opened', async () => {
    const referrer = await startVisitorSession(t.app);
    const email = uniqueAddress('before');
    await invite(referrer, email);
    const friend = await startVisitorSession(t.app);
    await createResult(t.app, friend);
    expect(
      (
        await postFrom(friend, freshNetwork(), '/api/referral/accept', { token: await inviteTokenFor(email) })
      ).json(),
    ).toMatchObject({ success: true });
    expect(await completedReferrals(referrer)).toBe(0);
    await createResult(t.app, friend, 'asd');
    expect(await completedReferrals(referrer)).toBe(1);
  });

  it('counts one friend once for an inviter, however many of their invitations the friend opens', async () => {
    const referrer = await startVisitorSession(t.app);
    const [first, second] = [uniqueAddress('one'), uniqueAddress('two')];
    await invite(referrer, first);
    await invite(referrer, second);
    const friend = await startVisitorSession(t.app);
    const network = freshNetwork();
    const opened = await postFrom(friend, network, '/api/referral/accept', {
      token: await inviteTokenFor(first),
    });
    expect(opened.json().success).toBe(true);
    const again = await postFrom(friend, network, '/api/referral/accept', {
      token: await inviteTokenFor(second),
    });
    expect(again.json()).toEqual({
      success: false,
      message:
        'You have already accepted an invitation from this friend. You are welcome to take an assessment.',
    });
    await createResult(t.app, friend);
    expect(await completedReferrals(referrer)).toBe(1);
  });

  it('gives one reward report per mailbox in 30 days, however many visitor cookies earned one', async () => {
    const first = await earnReward();
    const second = await earnReward();
    expect((await redeem(first.referrer, first.rewardCode, 'saver@gmail.com')).statusCode).toBe(200);
    await redeem(second.referrer, second.rewardCode, 's.a.v.e.r+again@gmail.com');
    expect(await mailTo('saver@gmail.com')).toEqual([NOT_USED_SUBJECT, REPORT_SUBJECT]);

    await t.database.db
      .update(mailboxLimits)
      .set({ lastUsedAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(mailboxLimits.purpose, 'reward-redemption'));
    const third = await earnReward();
    expect((await redeem(third.referrer, third.rewardCode, 'saver+later@gmail.com')).statusCode).toBe(200);
    expect(await mailTo('saver@gmail.com')).toEqual([NOT_USED_SUBJECT, REPORT_SUBJECT, REPORT_SUBJECT]);
  });
});

describe('rewards that cost real people (issue 26, finding 2)', () => {
  it('farms no reward from one catch-all domain with fresh cookies on one network', async () => {
    const network = freshNetwork();
    const farmer = await startVisitorSession(t.app);
    const addresses = ['a', 'b', 'c'].map((name) => `${name}-${++counter}@catchall.example`);
    for (const address of addresses) {
      expect(
        (
          await postFrom(farmer, network, '/api/referral/friend', {
            userId: await visitorId(farmer),
            friendEmail: address,
          })
        ).statusCode,
      ).toBe(200);
    }
    // Every link really reached its mailbox; each is followed by a fresh cookie, from the farmer's own network.
    for (const address of addresses) {
      expect(await friendCompletes(await inviteTokenFor(address), network)).toEqual({
        success: false,
        message: SAME_NETWORK_MESSAGE,
      });
    }
    const claim = await postFrom(farmer, network, `/api/referral/claim/${await visitorId(farmer)}`, {});
    expect(claim.json()).toEqual({
      success: false,
      rewardCode: null,
      message: 'You need 3 more completed referrals to claim your reward.',
    });
  });

  it('counts friends who share a network once, whichever network that is', async () => {
    const farmer = await startVisitorSession(t.app);
    const addresses = ['a', 'b', 'c'].map((name) => `${name}-${++counter}@catchall.example`);
    for (const address of addresses) await invite(farmer, address);
    // One other network, as from one VPN exit: its IPv6 addresses differ only inside one /48.
    const answers = [];
    for (const [index, address] of addresses.entries()) {
      answers.push(await friendCompletes(await inviteTokenFor(address), `2001:db8:77:${index + 1}::5`));
    }
    expect(answers.map((answer) => answer.success)).toEqual([true, false, false]);
    expect(await completedReferrals(farmer)).toBe(1);

    // A link refused on a shared network still counts when opened from a network of its own.
    const [, second] = addresses;
    expect((await friendCompletes(await inviteTokenFor(second ?? ''))).success).toBe(true);
    expect(await completedReferrals(farmer)).toBe(2);
  });

  it('gives one network block at most 2 rewards in 30 days, however many programmes earned one there', async () => {
    const claimNetwork = '192.0.2.10';
    const claims = [];
    for (const claimFrom of [claimNetwork, '192.0.2.77', '192.0.2.200']) {
      const referrer = await startVisitorSession(t.app);
      for (const email of [uniqueAddress('friend'), uniqueAddress('friend'), uniqueAddress('friend')]) {
        await invite(referrer, email);
        expect((await friendCompletes(await inviteTokenFor(email))).success).toBe(true);
      }
      claims.push(
        (await postFrom(referrer, claimFrom, `/api/referral/claim/${await visitorId(referrer)}`, {})).json(),
      );
    }
    expect(claims.map((claim) => claim.success)).toEqual([true, true, false]);
    expect(claims[2]).toEqual({
      success: false,
      rewardCode: null,
      message:
        "Rewards from your network have reached this month's limit (2 in 30 days). Your completed referrals stay counted, so please try again later.",
    });
  });
});

describe('reward answers that reveal nothing (issue 26, finding 4)', () => {
  it('answers a reward order alike whether the address had a reward this month, and spends the code either way', async () => {
    const first = await earnReward();
    const second = await earnReward();
    const third = await earnReward();
    const granted = await redeem(first.referrer, first.rewardCode, 'target@gmail.com');
    // The probe: a second reward for the same person, as an outsider would try it.
    const probe = await redeem(second.referrer, second.rewardCode, 'Target@gmail.com');
    expect([granted.statusCode, probe.statusCode]).toEqual([200, 200]);
    // Alike but for the order's number, its random address and the address as typed.
    const shape = (body: { orderId: number; orderRef: string; email: string; message: string }) => ({
      ...body,
      orderId: 0,
      orderRef: '',
      email: '',
      message: body.message.replace(body.email, '<address>'),
    });
    expect(shape(probe.json())).toEqual(shape(granted.json()));
    expect(probe.json()).toMatchObject({
      success: true,
      emailSent: true,
      emailStatus: null,
      isDecidedByEmail: true,
      message: expect.stringContaining('We are e-mailing the outcome to Target@gmail.com'),
    });
    // Asked again, the order answers the same; the code is used up, so it cannot probe another address.
    const [again] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'Target@gmail.com'));
    expect(again?.kind).toBe('reward-not-used');
    const reuse = await redeem(second.referrer, second.rewardCode, 'someone-else@gmail.com');
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toBe('This discount code has already been used.');
    // A fresh address takes a fresh code as before.
    expect((await redeem(third.referrer, third.rewardCode, 'other-person@gmail.com')).json()).toMatchObject({
      success: true,
      isDecidedByEmail: true,
    });
    // Only the address learns what happened.
    expect(await mailTo('target@gmail.com')).toEqual([NOT_USED_SUBJECT, REPORT_SUBJECT]);
    expect(await mailTo('other-person@gmail.com')).toEqual([REPORT_SUBJECT]);
  });
});

describe('resending a reward order reveals nothing either (issue 26, finding 4)', () => {
  it('answers a resend alike for a granted and a declined reward order, and sends each address its own e-mail again', async () => {
    const first = await earnReward();
    const second = await earnReward();
    expect((await redeem(first.referrer, first.rewardCode, 'resend-target@gmail.com')).statusCode).toBe(200);
    const declined = await redeem(second.referrer, second.rewardCode, 'resend-target@gmail.com');
    expect(declined.statusCode).toBe(200);

    const resend = async (buyer: VisitorSession) => {
      const [order] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.visitorId, await visitorId(buyer)));
      return postAs(t.app, buyer, '/api/resend-assessment-email', {
        email: 'resend-target@gmail.com',
        assessmentResultId: order?.assessmentResultId,
      });
    };
    const direct = (buyer: VisitorSession) =>
      postAs(t.app, buyer, '/api/send-email-direct', { email: 'resend-target@gmail.com' });
    const answers = [await resend(first.referrer), await resend(second.referrer)];
    const directAnswers = [await direct(first.referrer), await direct(second.referrer)];
    for (const answer of [...answers, ...directAnswers]) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 200,
        body: { success: true, message: 'We are e-mailing resend-target@gmail.com about this order again.' },
      });
    }
    // The granted order's report and the declined order's note, each sent three times: once, then twice again.
    expect(await mailTo('resend-target@gmail.com')).toEqual([
      ...Array(3).fill(NOT_USED_SUBJECT),
      ...Array(3).fill(REPORT_SUBJECT),
    ]);
  });
});

describe('rewards per buyer domain (issue 26, finding 2)', () => {
  it('sends at most 3 reward reports a month to one catch-all domain, and tells staff', async () => {
    const rewards = [await earnReward(), await earnReward(), await earnReward(), await earnReward()];
    const answers = [];
    for (const [index, reward] of rewards.entries()) {
      const response = await redeem(reward.referrer, reward.rewardCode, `buyer-${index}@farm.example`);
      answers.push({ status: response.statusCode, isDecidedByEmail: response.json().isDecidedByEmail });
    }
    expect(answers).toEqual(Array(4).fill({ status: 200, isDecidedByEmail: true }));
    const mail = [];
    for (const index of [0, 1, 2, 3]) mail.push(await mailTo(`buyer-${index}@farm.example`));
    expect(mail).toEqual([[REPORT_SUBJECT], [REPORT_SUBJECT], [REPORT_SUBJECT], [NOT_USED_SUBJECT]]);

    const notices = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'admin-notification'), eq(outbox.recipient, STAFF)));
    const aboutFarm = notices.filter((notice) => notice.payload.rewardDomain === 'farm.example');
    // One a day per domain: the second reward there raised it, the later ones did not repeat it.
    expect(aboutFarm).toHaveLength(1);
    expect(aboutFarm[0]?.payload).toMatchObject({
      subject: 'Several referral rewards went to one e-mail domain: farm.example',
      rewardsInLast30Days: 2,
    });
  });
});
