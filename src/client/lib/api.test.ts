import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let replies: Response[];

beforeEach(() => {
  vi.resetModules();
  calls = [];
  replies = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new TypeError('network down');
    return reply;
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The headers a recorded call was sent with. */
const headersOf = (call: Call | undefined): Record<string, string> =>
  (call?.init.headers ?? {}) as Record<string, string>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadApi() {
  return import('./api.ts');
}

describe('apiRequest', () => {
  it('sends state-changing calls with both anti-forgery headers, a debug header and credentials', async () => {
    const { apiRequest } = await loadApi();
    replies.push(json({ csrfToken: 'token-1' }), json({ success: true }, 202));
    await apiRequest('POST', '/api/events', { event: 'page_view' });

    expect(calls[0]?.url).toBe('/api/csrf-token');
    const post = calls[1];
    const headers = headersOf(post);
    expect(post?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"event":"page_view"}',
    });
    expect(headers['CSRF-Token']).toBe('token-1');
    expect(headers['X-CSRF-Token']).toBe('token-1');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-debug-info']).toMatch(/^\d{4}-\d\d-\d\dT.+Z-[a-z0-9]+$/);
  });

  it('fetches the token once per page load', async () => {
    const { apiRequest } = await loadApi();
    replies.push(json({ csrfToken: 't' }), json({}), json({}));
    await apiRequest('POST', '/a', {});
    await apiRequest('DELETE', '/b');
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf-token', '/a', '/b']);
  });

  it('sends reads without a token', async () => {
    const { apiRequest } = await loadApi();
    replies.push(json({ ok: true }));
    await apiRequest('GET', '/api/thing');
    expect(calls.map((call) => call.url)).toEqual(['/api/thing']);
    expect(headersOf(calls[0])['CSRF-Token']).toBeUndefined();
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    const { apiRequest } = await loadApi();
    replies.push(json({ message: 'Bad answers' }, 400));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('400: {"message":"Bad answers"}');
  });

  it('uses the status text when the body is empty', async () => {
    const { apiRequest } = await loadApi();
    replies.push(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it("fails with 'Failed to fetch CSRF token' and never sends the call without one", async () => {
    const { apiRequest } = await loadApi();
    replies.push(new Response('no', { status: 500 }));
    await expect(apiRequest('POST', '/api/events', {})).rejects.toThrow('Failed to fetch CSRF token');
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf-token']);
  });

  it('tries the token again on the next call after a failure', async () => {
    const { apiRequest } = await loadApi();
    await expect(apiRequest('POST', '/a', {})).rejects.toThrow('Failed to fetch CSRF token');
    replies.push(json({ csrfToken: 't2' }), json({}));
    await apiRequest('POST', '/a', {});
    expect(headersOf(calls.at(-1))['X-CSRF-Token']).toBe('t2');
  });
});

describe('errorMessage', () => {
  it("prefers a JSON body's message, then the body text, then the fallback", async () => {
    const { errorMessage } = await loadApi();
    expect(errorMessage(new Error('400: {"message":"Invalid email"}'), 'x')).toBe('Invalid email');
    expect(errorMessage(new Error('502: Bad Gateway'), 'x')).toBe('Bad Gateway');
    expect(errorMessage('not an error', 'fallback')).toBe('fallback');
  });
});

describe('query defaults', () => {
  it('never retry, never go stale and never refetch on focus', async () => {
    const { createQueryClient } = await import('./query-client.ts');
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    });
  });

  it('GET the query key as a URL, with null for a 401 when asked', async () => {
    const { getQueryFn } = await import('./query-client.ts');
    replies.push(new Response('{"message":"no"}', { status: 401 }), new Response('nope', { status: 401 }));
    const context = { queryKey: ['/api/admin/check'], signal: new AbortController().signal } as never;
    expect(await getQueryFn({ on401: 'returnNull' })(context)).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: nope');
    expect(calls[0]).toMatchObject({ url: '/api/admin/check', init: { credentials: 'include' } });
  });
});
