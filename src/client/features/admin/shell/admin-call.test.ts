import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonReply, stubScriptedFetch } from '../../../../../tests/support/scripted-fetch.ts';
import { defineContract } from '../../../../domain/api/contract.ts';

/** What was left for the page the admin is sent to ('Authentication Required' on the login page). */
const notices: { path: string; message: unknown }[] = [];
vi.mock('./landing-notice.ts', () => ({
  leaveNotice: (path: string, message: unknown) => notices.push({ path, message }),
}));

let replies: (Response | Error)[];

beforeEach(() => {
  vi.resetModules();
  notices.length = 0;
  ({ replies } = stubScriptedFetch());
});
afterEach(() => vi.unstubAllGlobals());

const json = jsonReply;

const listSchemas = { response: z.array(z.object({ id: z.number() })) };
const listContract = defineContract<typeof listSchemas>('GET', '/api/admin/things');
const messages = {
  unauthorized: 'Authentication required. Please login as admin to view things.',
  failed: (error: { status: number }) => `Failed to fetch things: ${error.status}`,
};

/** Fresh modules for each test (the session lives in module state), with an admin signed in. */
async function load() {
  const { callAdminApi, isSessionEnded, NETWORK_ERROR_MESSAGE } = await import('./admin-call.ts');
  const { getAdminSession, startAdminSession } = await import('../auth/admin-session.ts');
  startAdminSession('admin');
  return { callAdminApi, isSessionEnded, NETWORK_ERROR_MESSAGE, getAdminSession };
}

describe('callAdminApi', () => {
  it('resolves with the data of a success and leaves the session alone', async () => {
    const { callAdminApi, getAdminSession } = await load();
    replies.push(json([{ id: 1 }]));
    expect(await callAdminApi(listContract, {}, { messages })).toEqual([{ id: 1 }]);
    expect(getAdminSession()).toEqual({ isAuthenticated: true, username: 'admin', mustSetUpTwoStep: false });
  });

  it("rejects a refusal with the call's own message, or by default with the server's words", async () => {
    const { callAdminApi } = await load();
    replies.push(
      json({ message: 'nope' }, 500),
      json({ message: 'Please enter a valid Mailgun API key' }, 400),
    );
    await expect(callAdminApi(listContract, {}, { messages })).rejects.toThrow('Failed to fetch things: 500');
    await expect(callAdminApi(listContract, {})).rejects.toThrow('Please enter a valid Mailgun API key');
  });

  it('ends the session on a 401, says so once (on the login page) however many fail, and rejects as session-ended', async () => {
    const { callAdminApi, getAdminSession, isSessionEnded } = await load();
    replies.push(json({ message: 'no' }, 401), json({ message: 'no' }, 401));
    const first = await callAdminApi(listContract, {}, { messages }).catch((error) => error);
    const second = await callAdminApi(listContract, {}).catch((error) => error);
    expect(isSessionEnded(first)).toBe(true);
    expect(first.message).toBe(messages.unauthorized);
    expect(isSessionEnded(second)).toBe(true);
    expect(getAdminSession()).toEqual({ isAuthenticated: false, isNotified: true });
    expect(notices).toEqual([
      {
        path: '/admin-login',
        message: { tone: 'error', title: 'Authentication Required', description: messages.unauthorized },
      },
    ]);
  });

  it('says the server could not be reached when the network fails', async () => {
    const { callAdminApi, isSessionEnded, NETWORK_ERROR_MESSAGE } = await load();
    const error = await callAdminApi(listContract, {}, { messages }).catch((failure) => failure);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(isSessionEnded(error)).toBe(false);
  });

  it('stays aborted when the caller aborts', async () => {
    const { callAdminApi } = await load();
    const controller = new AbortController();
    controller.abort();
    const error = await callAdminApi(listContract, {}, { signal: controller.signal }).catch((e) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
