import { useQuery } from '@tanstack/react-query';
import {
  adminCheckContract,
  adminCodeLoginContract,
  adminLoginContract,
  adminLogoutContract,
} from '../../../../domain/admin-auth/contracts.ts';
import type { AdminSecondStep } from '../../../../domain/admin-auth/schemas.ts';
import { ApiError, callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { NETWORK_ERROR_MESSAGE } from '../shell/admin-call.ts';
import { leaveNotice } from '../shell/landing-notice.ts';
import type { StatusMessage } from '../shell/status-line.tsx';
import {
  ADMIN_LOGIN_PATH,
  ADMIN_SESSION_KEY,
  type AdminSession,
  closeAdminSession,
} from './admin-session.ts';

// The session's own calls go through callApi itself, not the admin caller: their 401 is an answer ("not signed
// in", "wrong password"), not the end of a session.

/**
 * Signs in; a refusal rejects with the server's reason (wrong password, too many attempts). `secondStep` says
 * whether the login is complete or waits for a code (or for setting up two-step sign-in).
 */
export function logIn(
  username: string,
  password: string,
): Promise<{ username: string; secondStep: AdminSecondStep }> {
  return callApi(adminLoginContract, { body: { username, password } });
}

/** The second step: the app's code or a recovery code; a refusal rejects with the server's reason. */
export function logInWithCode(code: string): Promise<{ username: string; recoveryCodesLeft: number | null }> {
  return callApi(adminCodeLoginContract, { body: { code } });
}

/**
 * Logs out on the server, then here, leaving 'Logged Out' for the login page the caller goes to. If the server
 * did not answer yes, the session stays and the answer is what to say beside the Logout button.
 */
export async function logOut(): Promise<StatusMessage | null> {
  try {
    await callApi(adminLogoutContract, {});
  } catch (error) {
    return {
      tone: 'error',
      title: 'Logout Failed',
      description:
        error instanceof ApiError ? `Logout failed with status ${error.status}` : NETWORK_ERROR_MESSAGE,
    };
  }
  leaveNotice(ADMIN_LOGIN_PATH, {
    tone: 'info',
    title: 'Logged Out',
    description: 'You have been logged out of the admin area.',
  });
  closeAdminSession();
  return null;
}

/** Whether the server knows this browser's admin session: a 401 is an answer (not signed in), not an error. */
async function checkAdminSession(signal: AbortSignal): Promise<AdminSession> {
  try {
    const { username, mustSetUpTwoStep } = await callApi(adminCheckContract, {}, { signal });
    return { isAuthenticated: true, username, mustSetUpTwoStep };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { isAuthenticated: false, isNotified: false };
    throw error;
  }
}

/** Checked afresh each time the admin area is entered; the server still checks every call. */
export function useAdminSessionCheck() {
  return useQuery(
    {
      queryKey: ADMIN_SESSION_KEY,
      queryFn: ({ signal }) => checkAdminSession(signal),
      refetchOnMount: 'always',
    },
    queryClient,
  );
}
