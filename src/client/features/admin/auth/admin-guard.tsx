import { Loader2, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { queryClient } from '../../../lib/query-client.ts';
import { leaveNotice } from '../shell/landing-notice.ts';
import type { StatusMessage } from '../shell/status-line.tsx';
import { ADMIN_DATA, ADMIN_LOGIN_PATH, closeAdminSession } from './admin-session.ts';
import { useAdminSessionCheck } from './auth-api.ts';
import { TwoStepRequiredScreen } from './two-step/two-step-required-screen.tsx';

type GuardState = 'loading' | 'authenticated' | 'unauthenticated';

/** What a failed admin check says; payment history and the health monitor word it a little differently. */
function checkFailureMessage(pathname: string, isNetworkError: boolean): StatusMessage {
  if (isNetworkError) {
    return {
      tone: 'error',
      title: 'Authentication Error',
      description:
        pathname === '/health-monitor'
          ? 'Unable to verify admin authentication status'
          : 'Unable to verify authentication status',
    };
  }
  return {
    tone: 'error',
    title: 'Authentication Required',
    description:
      pathname === '/payment-history'
        ? 'Please login with admin credentials to view payment history'
        : 'Please login with admin credentials',
  };
}

/**
 * Loading, then the page, or a redirect to /admin-login. The check runs each time the admin area is entered;
 * the server still checks every call, this only decides what to show. An admin who must still set up two-step
 * sign-in sees only that, whatever the path.
 */
export function AdminGuard({ children }: { children: (username: string) => ReactNode }) {
  const [pathname, navigate] = useLocation();
  const session = useAdminSessionCheck();
  const { data, isError, isFetching } = session;

  let state: GuardState;
  if (isError) state = 'unauthenticated';
  else if (!data || (!data.isAuthenticated && isFetching)) state = 'loading';
  else state = data.isAuthenticated ? 'authenticated' : 'unauthenticated';

  const isNotified = !isError && data?.isAuthenticated === false && data.isNotified;

  useEffect(() => {
    if (state !== 'unauthenticated') return;
    if (!isNotified) {
      leaveNotice(ADMIN_LOGIN_PATH, checkFailureMessage(pathname, isError));
      closeAdminSession();
    }
    // The pages are gone by now: nothing of the ended session stays in memory.
    queryClient.removeQueries({ queryKey: [ADMIN_DATA] });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [state, isNotified, isError, pathname, navigate]);

  if (state === 'authenticated' && data?.isAuthenticated) {
    return data.mustSetUpTwoStep ? (
      <TwoStepRequiredScreen username={data.username} />
    ) : (
      children(data.username)
    );
  }
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div role="status" className="text-center">
        {state === 'loading' ? (
          <Loader2 aria-hidden="true" className="mx-auto size-8 animate-spin text-brand" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-danger" />
        )}
        <h1 className="mt-4 text-xl font-semibold">
          {state === 'loading' ? 'Admin Area' : 'Authentication Required'}
        </h1>
        <p className="mt-1 text-muted">
          {state === 'loading' ? 'Verifying authentication...' : 'Redirecting to login page...'}
        </p>
      </div>
    </main>
  );
}
