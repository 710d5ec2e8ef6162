import { apiRequest, errorMessage } from '../../../lib/api.ts';
import { endAdminSession } from '../auth/admin-session.ts';

/** What a failed admin call says (spec section 8, Admin area and Payment). */
export type CallMessages = {
  /** Shown where the data would have been when the call answered 401. */
  unauthorized: string;
  /** The 'Authentication Required' toast's text when a 401 ends the session; `unauthorized` if not given. */
  sessionEnded?: string;
  failed: (response: Response) => string;
};

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check the connection and try again.';

/** What most admin calls say when a 401 ends the session. */
export const SESSION_ENDED = 'Authentication required. Please login as admin.';

/** True when the error is the one `adminPost` throws for a 401 (the session's end was already announced). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof Error && error.message === SESSION_ENDED;
}

/** Reads from the admin API. A 401 ends the client's admin session; every failure throws its spec message. */
export async function adminGet<T>(url: string, messages: CallMessages, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 401) {
    endAdminSession(messages.sessionEnded ?? messages.unauthorized);
    throw new Error(messages.unauthorized);
  }
  if (!response.ok) throw new Error(messages.failed(response));
  return (await response.json()) as T;
}

/**
 * A JSON POST to the admin API through the app's request helper (anti-forgery headers). A 401 ends the client
 * session as every admin call does; any other failure throws the server's message, or a network message.
 */
export async function adminPost<T>(url: string, body?: unknown): Promise<T> {
  try {
    const response = await apiRequest('POST', url, body);
    return (await response.json()) as T;
  } catch (error) {
    if (!(error instanceof Error) || !/^\d{3}: /.test(error.message)) throw new Error(NETWORK_ERROR_MESSAGE);
    if (error.message.startsWith('401:')) {
      endAdminSession(SESSION_ENDED);
      throw new Error(SESSION_ENDED);
    }
    throw new Error(errorMessage(error, `The request failed (${error.message.slice(0, 3)}).`));
  }
}
