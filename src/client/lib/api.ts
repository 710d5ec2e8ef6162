import type { CsrfTokenResponse } from '../../domain/security.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let csrfToken: Promise<string> | undefined;

/** The visitor's anti-forgery token, fetched once per page load (it is bound to the visitor cookie). */
export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch('/api/csrf-token', { credentials: 'include', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error('Failed to fetch CSRF token');
      const body = (await response.json()) as Partial<CsrfTokenResponse>;
      if (typeof body.csrfToken !== 'string') throw new Error('Failed to fetch CSRF token');
      return body.csrfToken;
    })
    .catch((error: unknown) => {
      csrfToken = undefined;
      throw error instanceof Error && error.message === 'Failed to fetch CSRF token'
        ? error
        : new Error('Failed to fetch CSRF token');
    });
  return csrfToken;
}

/** Lets support match a browser's report to server logs; it carries no personal data. */
function debugInfo(): string {
  return `${new Date().toISOString()}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A non-OK answer becomes an error whose text is `<status>: <body>` (or the status text). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export type RequestOptions = { keepalive?: boolean; signal?: AbortSignal };

/** Every call of the client goes through here: JSON in and out, credentials, anti-forgery headers. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-debug-info': debugInfo() };
  if (data !== undefined) headers['content-type'] = 'application/json';
  if (STATE_CHANGING.has(method.toUpperCase())) {
    const token = await getCsrfToken();
    headers['CSRF-Token'] = token;
    headers['X-CSRF-Token'] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    keepalive: options.keepalive,
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** The message part of an `<status>: <body>` error, with a JSON body's `message` preferred. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return body || fallback;
}
