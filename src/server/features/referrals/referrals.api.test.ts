import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResult } from '../../../../tests/support/assessment-fixtures.ts';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
  type VisitorSession,
} from '../../../../tests/support/test-app.ts';
import { outbox, referrals } from '../../db/schema.ts';
import { renderReferralInvite } from '../../integrations/email-templates/referral-invite-email.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const get = (session: VisitorSession, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } });

async function visitorId(session: VisitorSession): Promise<string> {
  return (await get(session, '/api/visitor')).json().userId;
}

async function invite(referrer: VisitorSession, friendEmail: string) {
  return postAs(t.app, referrer, '/api/referral/friend', { userId: await visitorId(referrer), friendEmail });
}

async function inviteTokenFor(friendEmail: string): Promise<string> {
  const [row] = await t.database.db.select().from(referrals).where(eq(referrals.friendEmail, friendEmail));
  if (!row) throw new Error(`no invitation for ${friendEmail}`);
  return row.inviteToken;
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
      expect(response.json()).toEqual({ success: true, message: 'Your friend has been invited.' });
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
      const friend = await startVisitorSession(t.app);
      const accepted = await postAs(t.app, friend, '/api/referral/accept', {
        token: await inviteTokenFor(email),
      });
      expect(accepted.json().success).toBe(true);
      await createResult(t.app, friend, 'dyslexia');
      expect((await get(referrer, `/api/referral/check/${referrerId}`)).json().completedReferrals).toBe(
        index + 1,
      );
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

    const claimed = (await postAs(t.app, referrer, `/api/referral/claim/${referrerId}`, {})).json();
    expect(claimed).toMatchObject({
      success: true,
      rewardCode: expect.stringMatching(/^REWARD-[A-Z2-9]{8}$/),
    });
    const again = (await postAs(t.app, referrer, `/api/referral/claim/${referrerId}`, {})).json();
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
    const resultId = await createResult(t.app, referrer, 'asd');
    const order = await postAs(t.app, referrer, '/api/free-order', {
      consent: true,
      email: 'referrer@example.org',
      assessmentType: 'asd',
      assessmentResultId: resultId,
      discountCode: claimed.rewardCode,
    });
    expect(order.json()).toMatchObject({ success: true, emailSent: true });
    const secondResult = await createResult(t.app, referrer, 'adhd');
    const reuse = await postAs(t.app, referrer, '/api/free-order', {
      consent: true,
      email: 'referrer@example.org',
      assessmentType: 'adhd',
      assessmentResultId: secondResult,
      discountCode: claimed.rewardCode,
    });
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
    expect(
      (await get(referrer, `/api/referral/check/${await visitorId(referrer)}`)).json().completedReferrals,
    ).toBe(0);
  });

  it('expires invitations not completed within 30 days', async () => {
    const referrer = await startVisitorSession(t.app);
    await invite(referrer, 'late@example.org');
    await t.database.db
      .update(referrals)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(referrals.friendEmail, 'late@example.org'));
    const overview = (await get(referrer, `/api/referral/${await visitorId(referrer)}`)).json();
    expect(overview.referrals[0].status).toBe('expired');

    const friend = await startVisitorSession(t.app);
    const accepted = await postAs(t.app, friend, '/api/referral/accept', {
      token: await inviteTokenFor('late@example.org'),
    });
    expect(accepted.json().success).toBe(false);
    await createResult(t.app, friend);
    expect(
      (await get(referrer, `/api/referral/${await visitorId(referrer)}`)).json().referrals[0].status,
    ).toBe('expired');
  });

  it('refuses a second invitation to the same address and an invalid address', async () => {
    const referrer = await startVisitorSession(t.app);
    expect((await invite(referrer, 'twice@example.org')).statusCode).toBe(200);
    const second = await invite(referrer, ' Twice@Example.org ');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already invited this friend.');
    const invalid = await invite(referrer, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Invalid email');
  });

  it('limits invitations per day', async () => {
    const referrer = await startVisitorSession(t.app);
    for (let i = 0; i < 10; i++)
      expect((await invite(referrer, `friend${i}@example.org`)).statusCode).toBe(200);
    const eleventh = await invite(referrer, 'one-more@example.org');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('You can invite up to 10 friends a day. Please try again tomorrow.');
  });

  it('writes an invitation that explains the address is used only for it', () => {
    const message = renderReferralInvite({
      publicUrl: 'https://traitscope.example',
      inviteToken: 'tok_123',
      supportEmail: 'help@traitscope.example',
    });
    expect(message.subject).toBe('A friend invited you to Traitscope');
    expect(message.text).toContain('https://traitscope.example/?invite=tok_123');
    expect(message.html).toContain('href="https://traitscope.example/?invite=tok_123"');
    expect(message.text).toContain('We use it for nothing else');
    expect(message.text).toContain('help@traitscope.example');
  });
});
