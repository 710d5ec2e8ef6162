import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, postAs, startVisitorSession, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** Each call from a new visitor, so that only the per-address limit (5 per minute here) can refuse it. */
async function statusesBehindProxy(app: TestApp['app'], forwardedFor: (call: number) => string) {
  const statuses: number[] = [];
  for (let call = 0; call < 6; call++) {
    const session = await startVisitorSession(app);
    const response = await postAs(
      app,
      session,
      '/api/log-404',
      { path: `/p${call}` },
      {
        'x-forwarded-for': forwardedFor(call),
      },
    );
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('with one hop (or true), a made-up first X-Forwarded-For address does not escape the per-address limit', async () => {
    for (const trust of ['1', 'true']) {
      t = await createTestApp({ env: { TRUST_PROXY: trust, RATE_LIMIT_PER_MINUTE: '1' } });
      // The proxy appends the address it saw (203.0.113.9); whatever the client wrote before it is ignored.
      const statuses = await statusesBehindProxy(t.app, (call) => `10.9.${call}.1, 203.0.113.9`);
      expect(statuses, trust).toEqual([202, 202, 202, 202, 202, 429]);
      await t.close();
      t = undefined;
    }
  });

  it('with one hop, tells real clients apart by the address the proxy adds', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1' } });
    const statuses = await statusesBehindProxy(t.app, (call) => `198.51.100.${call}`);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202]);
  });

  it('trusts only the listed proxy addresses', async () => {
    // inject() connects from 127.0.0.1: listed, so the address it forwards is the client's.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1/32', RATE_LIMIT_PER_MINUTE: '1' } });
    const statuses = await statusesBehindProxy(t.app, (call) => `10.9.${call}.1, 203.0.113.9`);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('with the proxy listed, a client reaching the app directly cannot make up its address', async () => {
    // The proxy is 10.0.0.5; inject() connects from 127.0.0.1, as a client that found the app's own port would.
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5', RATE_LIMIT_PER_MINUTE: '1' } });
    const statuses = await statusesBehindProxy(t.app, (call) => `198.51.100.${call}`);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
