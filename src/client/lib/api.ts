import { requestHeaders } from './call-api.ts';

// The admin area's caller until its calls move onto contracts and callApi (decision 017); it shares callApi's
// headers and anti-forgery token.

/** A non-OK answer becomes an error whose text is `<status>: <body>` (or the status text). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export type RequestOptions = { keepalive?: boolean; signal?: AbortSignal };

/** The admin area's calls: JSON in and out, credentials, the anti-forgery headers of callApi. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: await requestHeaders(method, data !== undefined),
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
