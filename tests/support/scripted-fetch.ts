import { vi } from 'vitest';

/**
 * A `fetch` for unit tests of the browser's callers: each call takes the next scripted reply (a Response, or an
 * Error to throw); with none left it fails as a lost connection does, and an aborted signal aborts. Call it in
 * `beforeEach` (and `vi.unstubAllGlobals()` after each test); it records every call.
 */
export function stubScriptedFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  const replies: (Response | Error)[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const reply = replies.shift();
    if (!reply) throw new TypeError('Failed to fetch');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { calls, replies };
}

/** A JSON reply, as the server sends one. */
export const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
