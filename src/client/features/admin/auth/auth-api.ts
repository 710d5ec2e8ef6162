import { apiRequest } from '../../../lib/api.ts';
import { NETWORK_ERROR_MESSAGE } from '../shell/admin-call.ts';

/** `POST /admin-login`; the server's message (wrong password, lockout) is the error's text. */
export async function logIn(username: string, password: string): Promise<{ username: string }> {
  const response = await apiRequest('POST', '/admin-login', { username, password });
  return (await response.json()) as { username: string };
}

export async function logOut(): Promise<void> {
  try {
    await apiRequest('POST', '/admin-logout');
  } catch (error) {
    const status = error instanceof Error ? /^(\d{3}):/.exec(error.message)?.[1] : undefined;
    throw new Error(status ? `Logout failed with status ${status}` : NETWORK_ERROR_MESSAGE);
  }
}
