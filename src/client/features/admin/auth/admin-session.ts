import { queryClient } from '../../../lib/query-client.ts';
import { leaveNotice } from '../shell/landing-notice.ts';

/**
 * The admin session as the client knows it: unauthenticated, authenticated after a login, unauthenticated again
 * after a logout or any 401. `isNotified` says the person was already told why, so the guard does not say it twice.
 * `mustSetUpTwoStep`: the server requires two-step sign-in and this admin has yet to set it up, so the set-up is
 * all the admin area shows.
 */
export type AdminSession =
  | { isAuthenticated: true; username: string; mustSetUpTwoStep: boolean }
  | { isAuthenticated: false; isNotified: boolean };

/** Where an ended session leads; its notice says why. */
export const ADMIN_LOGIN_PATH = '/admin-login';

export const ADMIN_SESSION_KEY = ['/api/admin/check'] as const;
/** The first part of every admin data query key, so a new session starts without the last one's data. */
export const ADMIN_DATA = 'admin';

export function getAdminSession(): AdminSession | undefined {
  return queryClient.getQueryData<AdminSession>(ADMIN_SESSION_KEY);
}

function setAdminSession(session: AdminSession): void {
  queryClient.setQueryData(ADMIN_SESSION_KEY, session);
}

export function startAdminSession(username: string, mustSetUpTwoStep = false): void {
  queryClient.removeQueries({ queryKey: [ADMIN_DATA] });
  setAdminSession({ isAuthenticated: true, username, mustSetUpTwoStep });
}

/** After a logout, or once the person was told why: the guard goes to the login page without a message. */
export function closeAdminSession(): void {
  setAdminSession({ isAuthenticated: false, isNotified: true });
}

/**
 * Any admin call answered 401: the server no longer knows this session (expired, revoked, logged out
 * elsewhere). Says so once, on the login page, however many calls fail together, and lets the guard redirect
 * there.
 */
export function endAdminSession(description: string): void {
  if (getAdminSession()?.isAuthenticated === false) return;
  leaveNotice(ADMIN_LOGIN_PATH, { tone: 'error', title: 'Authentication Required', description });
  closeAdminSession();
}
