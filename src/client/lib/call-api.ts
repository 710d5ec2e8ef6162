import {
  type Contract,
  type ContractInput,
  type ContractOutput,
  fillPath,
} from '../../domain/api/contract.ts';
import type { CsrfTokenResponse } from '../../domain/security/schemas.ts';
import { PAGE_LANGUAGE } from './page-language.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_FAILED = 'Failed to fetch CSRF token';

let csrfToken: Promise<string> | undefined;

/**
 * The visitor's anti-forgery token, fetched once per page load (it is bound to the visitor cookie). A plain
 * fetch, not callApi: the token call is what every state-changing call waits for.
 */
function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf-token', { credentials: 'include', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(CSRF_FAILED);
      const body = (await response.json()) as Partial<CsrfTokenResponse>;
      if (typeof body.csrfToken !== 'string') throw new Error(CSRF_FAILED);
      return body.csrfToken;
    })
    .catch(() => {
      csrfToken = undefined;
      throw new Error(CSRF_FAILED);
    });
  return csrfToken;
}

/**
 * A reply that was not a success. `message` keeps the `<status>: <body>` form the pages have always shown;
 * `status` and `body` are there so that no caller has to parse them back out of the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** The reply's status line text ('Internal Server Error'); empty where the server sent none. */
  readonly statusText: string;

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }

  /** The message a person should read: a JSON body's `message`, else the body text. */
  get reason(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: the body text itself is the reason.
    }
    return this.body;
  }
}

/** A reply without the agreed shape: pages show their own "invalid response" text for it. */
export class InvalidResponseError extends Error {
  constructor(path: string) {
    super(`unexpected answer from ${path}`);
    this.name = 'InvalidResponseError';
  }
}

export type CallOptions = {
  signal?: AbortSignal;
  keepalive?: boolean;
};

/** Lets support match a browser's report to server logs; it carries no personal data. */
function debugInfo(): string {
  return `${new Date().toISOString()}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The headers of every call: JSON, a debug id, the page's language (the server words its answers in it; always
 * sent, English too, so that the browser's own preference never answers an English page in another language), and
 * both anti-forgery headers on a state-changing one.
 */
async function requestHeaders(method: string, hasBody: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': PAGE_LANGUAGE,
    'x-debug-info': debugInfo(),
  };
  if (hasBody) headers['content-type'] = 'application/json';
  if (STATE_CHANGING.has(method.toUpperCase())) {
    const token = await getCsrfToken();
    headers['CSRF-Token'] = token;
    headers['X-CSRF-Token'] = token;
  }
  return headers;
}

function urlFor(contract: Contract, input: Record<string, unknown>): string {
  const path = fillPath(contract.path, input.params as Record<string, string | number> | undefined);
  const query = input.query as Record<string, string | number | boolean | undefined> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one way the browser calls the server: JSON in and out, credentials, the anti-forgery token on every
 * state-changing call. Resolves with the reply's data, typed by the contract; rejects with an ApiError for a
 * refused call, and with the browser's own error when the network fails or the call is aborted.
 */
export async function callApi<C extends Contract>(
  contract: C,
  input: ContractInput<C>,
  options: CallOptions = {},
): Promise<ContractOutput<C>> {
  const fields = input as Record<string, unknown>;
  const hasBody = 'body' in fields;
  const response = await fetch(urlFor(contract, fields), {
    method: contract.method,
    headers: await requestHeaders(contract.method, hasBody),
    body: hasBody ? JSON.stringify(fields.body) : undefined,
    credentials: 'include',
    keepalive: options.keepalive,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new ApiError(response.status, text, response.statusText);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const reply: unknown = isJson ? await response.json().catch(() => undefined) : response;
  // The contract's reply guard: a page must not act on a malformed answer.
  if (contract.reply && !contract.reply(reply)) throw new InvalidResponseError(contract.path);
  return reply as ContractOutput<C>;
}

/** What to tell the visitor after a failed call: the server's own words if it gave any, else the fallback. */
export function errorReason(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.reason) || fallback;
}

/**
 * The server's own words only when it refused for a reason the visitor can act on (a 4xx: already invited, a bad
 * address); for a server failure or a lost connection, the calm fallback, never a technical text.
 */
export function refusalReason(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? errorReason(error, fallback)
    : fallback;
}
