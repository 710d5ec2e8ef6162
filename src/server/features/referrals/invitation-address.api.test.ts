import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  postAs,
  startVisitorSession,
  type TestApp,
} from '../../../../tests/support/test-app.ts';

// Issue 26, finding 7: the address was lower-cased before it was checked, so a character that lower-cases into
// ASCII (the Kelvin sign, U+212A, becomes k) passed as an address that no form would take.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

async function invite(friendEmail: string) {
  const referrer = await startVisitorSession(t.app);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: referrer.cookie } });
  const { userId } = (await get('/api/visitor')).json();
  const response = await postAs(t.app, referrer, '/api/referral/friend', { userId, friendEmail });
  const listed = async (): Promise<string[]> =>
    (await get(`/api/referral/${userId}`))
      .json()
      .referrals.map((entry: { friendEmail: string }) => entry.friendEmail);
  return { response, listed };
}

describe('an invitation address', () => {
  it('is checked as typed, so the Kelvin sign is refused rather than read as a k', async () => {
    const { response, listed } = await invite('\u212Aate@example.org');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid email');
    expect(await listed()).toEqual([]);
  });

  it('is still kept lower-cased once it is an address', async () => {
    const { response, listed } = await invite(' Kate@Example.ORG ');
    expect(response.statusCode).toBe(200);
    expect(await listed()).toEqual(['kate@example.org']);
  });
});
