import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonReply, stubScriptedFetch } from '../../../tests/support/scripted-fetch.ts';
import { defineContract } from '../../domain/api/contract.ts';

type Call = ReturnType<typeof stubScriptedFetch>['calls'][number];
let calls: Call[];
let replies: (Response | Error)[];

beforeEach(() => {
  vi.resetModules();
  ({ calls, replies } = stubScriptedFetch());
});
afterEach(() => vi.unstubAllGlobals());

const json = jsonReply;

const thingSchemas = {
  params: z.object({ id: z.number() }),
  query: z.object({ score: z.number() }),
  response: z.object({ ok: z.boolean() }),
};
const newThingSchemas = { body: z.object({ name: z.string() }), response: z.object({ id: z.number() }) };
const readContract = defineContract<typeof thingSchemas>('GET', '/api/things/:id');
const writeContract = defineContract<typeof newThingSchemas>('POST', '/api/things', { status: 201 });

describe('callApi', () => {
  it('fills the path and query, and resolves with the data of a success', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(json({ ok: true }));
    const data = await callApi(readContract, { params: { id: 7 }, query: { score: 12 } });
    expect(data).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/things/7?score=12');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends a write with its JSON body and the anti-forgery token', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(json({ csrfToken: 'token-1' }), json({ id: 3 }, 201));
    expect(await callApi(writeContract, { body: { name: 'x' } })).toEqual({ id: 3 });
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf-token', '/api/things']);
    const headers = calls[1]?.init.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('token-1');
    expect(headers['content-type']).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"name":"x"}');
  });

  it('rejects a refused call with its status, body and the "<status>: <body>" message', async () => {
    const { ApiError, callApi } = await import('./call-api.ts');
    replies.push(json({ message: 'Invalid email' }, 400));
    const error = await callApi(readContract, { params: { id: 1 }, query: { score: 0 } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      body: '{"message":"Invalid email"}',
      reason: 'Invalid email',
    });
    expect(error.message).toBe('400: {"message":"Invalid email"}');
  });

  it('keeps a 401 as an ApiError with status 401, for the admin caller to end the session', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(callApi(readContract, { params: { id: 1 }, query: { score: 0 } })).rejects.toMatchObject({
      status: 401,
      message: '401: Unauthorized',
    });
  });

  it("passes the browser's own error through when the network fails", async () => {
    const { ApiError, callApi } = await import('./call-api.ts');
    const error = await callApi(readContract, { params: { id: 1 }, query: { score: 0 } }).catch((e) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('stops when aborted', async () => {
    const { callApi } = await import('./call-api.ts');
    const controller = new AbortController();
    controller.abort();
    const error = await callApi(
      readContract,
      { params: { id: 1 }, query: { score: 0 } },
      { signal: controller.signal },
    ).catch((e) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('what the visitor is told', () => {
  it("gives the server's words for a refusal, and the fallback for a failure or a lost connection", async () => {
    const { ApiError, errorReason, refusalReason } = await import('./call-api.ts');
    const refused = new ApiError(409, '{"message":"Already invited."}');
    const failed = new ApiError(502, '{"message":"upstream timeout"}');
    expect(refusalReason(refused, 'Try again.')).toBe('Already invited.');
    expect(refusalReason(failed, 'Try again.')).toBe('Try again.');
    expect(refusalReason(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(errorReason(failed, 'Try again.')).toBe('upstream timeout');
    expect(errorReason(new ApiError(500, ''), 'Try again.')).toBe('Try again.');
  });
});

describe("checking a reply with the contract's guard", () => {
  it('rejects a reply without the agreed shape, and passes one with it', async () => {
    const { callApi, InvalidResponseError } = await import('./call-api.ts');
    const hasOk = (reply: unknown) => typeof (reply as { ok?: unknown })?.ok === 'boolean';
    const checkedContract = defineContract<typeof thingSchemas>('GET', '/api/things/:id', { reply: hasOk });
    replies.push(json({ ok: 'yes' }), json({ ok: true }));
    const input = { params: { id: 1 }, query: { score: 0 } };
    await expect(callApi(checkedContract, input)).rejects.toBeInstanceOf(InvalidResponseError);
    await expect(callApi(checkedContract, input)).resolves.toEqual({ ok: true });
  });
});

/** The headers a recorded call was sent with. */
const headersOf = (call: Call | undefined): Record<string, string> =>
  (call?.init.headers ?? {}) as Record<string, string>;

const eventSchemas = { body: z.object({ event: z.string().optional() }), response: z.object({}) };
const eraseSchemas = { params: z.object({ id: z.number() }), response: z.object({}) };
const eventContract = defineContract<typeof eventSchemas>('POST', '/api/events');
const eraseContract = defineContract<typeof eraseSchemas>('DELETE', '/api/things/:id');

describe('headers and the anti-forgery token', () => {
  it('sends state-changing calls with both anti-forgery headers, a debug header and credentials', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(json({ csrfToken: 'token-1' }), json({ success: true }, 202));
    await callApi(eventContract, { body: { event: 'page_view' } });

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

  it("names the page's language on every call, English too, for the server's answers", async () => {
    const { callApi } = await import('./call-api.ts');
    const { PAGE_LANGUAGE } = await import('./page-language.ts');
    replies.push(json({ ok: true }), json({ csrfToken: 't' }), json({}));
    await callApi(readContract, { params: { id: 1 }, query: { score: 0 } });
    await callApi(eventContract, { body: {} });
    expect(PAGE_LANGUAGE).toBe('en');
    expect(headersOf(calls[0])['accept-language']).toBe('en');
    expect(headersOf(calls[2])['accept-language']).toBe('en');
  });

  it('fetches the token once per page load', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(json({ csrfToken: 't' }), json({}), json({}));
    await callApi(eventContract, { body: {} });
    await callApi(eraseContract, { params: { id: 2 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf-token', '/api/events', '/api/things/2']);
  });

  it('sends reads without a token', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(json({ ok: true }));
    await callApi(readContract, { params: { id: 1 }, query: { score: 0 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/things/1?score=0']);
    expect(headersOf(calls[0])['CSRF-Token']).toBeUndefined();
  });

  it('uses the status text when the body is empty', async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(callApi(readContract, { params: { id: 1 }, query: { score: 0 } })).rejects.toMatchObject({
      message: '503: Service Unavailable',
      statusText: 'Service Unavailable',
    });
  });

  it("fails with 'Failed to fetch CSRF token' and never sends the call without one", async () => {
    const { callApi } = await import('./call-api.ts');
    replies.push(new Response('no', { status: 500 }));
    await expect(callApi(eventContract, { body: {} })).rejects.toThrow('Failed to fetch CSRF token');
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf-token']);
  });

  it('tries the token again on the next call after a failure', async () => {
    const { callApi } = await import('./call-api.ts');
    await expect(callApi(eventContract, { body: {} })).rejects.toThrow('Failed to fetch CSRF token');
    replies.push(json({ csrfToken: 't2' }), json({}));
    await callApi(eventContract, { body: {} });
    expect(headersOf(calls.at(-1))['X-CSRF-Token']).toBe('t2');
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
});
