import { toast } from '../../../components/ui/toast-store.ts';
import { throwIfNotOk } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * Spec section 4, Admin session: unauthenticated, authenticated after a login, unauthenticated again after a
 * logout or any 401. `isNotified` says the person was already told why, so the guard does not toast twice.
 */
export type AdminSession =
  | { isAuthenticated: true; username: string }
  | { isAuthenticated: false; isNotified: boolean };

export const ADMIN_SESSION_KEY = ['/api/admin/check'] as const;
/** The first part of every admin data query key, so a new session starts without the last one's data. */
export const ADMIN_DATA = 'admin';

/** `GET /api/admin/check`: a 401 is an answer (not signed in); anything else that fails is an error. */
export async function checkAdminSession({ signal }: { signal?: AbortSignal } = {}): Promise<AdminSession> {
  const response = await fetch('/api/admin/check', {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  if (response.status === 401) return { isAuthenticated: false, isNotified: false };
  await throwIfNotOk(response);
  const body = (await response.json()) as { username?: unknown };
  return { isAuthenticated: true, username: typeof body.username === 'string' ? body.username : '' };
}

export function getAdminSession(): AdminSession | undefined {
  return queryClient.getQueryData<AdminSession>(ADMIN_SESSION_KEY);
}

function setAdminSession(session: AdminSession): void {
  queryClient.setQueryData(ADMIN_SESSION_KEY, session);
}

export function startAdminSession(username: string): void {
  queryClient.removeQueries({ queryKey: [ADMIN_DATA] });
  setAdminSession({ isAuthenticated: true, username });
}

/** After a logout, or once the person was told why: the guard goes to the login page without a message. */
export function closeAdminSession(): void {
  setAdminSession({ isAuthenticated: false, isNotified: true });
}

/**
 * Any admin call answered 401: the server no longer knows this session (expired, revoked, logged out
 * elsewhere). Says so once, however many calls fail together, and lets the guard redirect to the login page.
 */
export function endAdminSession(description: string): void {
  if (getAdminSession()?.isAuthenticated === false) return;
  toast({ variant: 'destructive', title: 'Authentication Required', description });
  closeAdminSession();
}
