import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '../../../../components/layout/logo.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { StatusLine, type StatusMessage } from '../../shell/status-line.tsx';
import { ADMIN_LOGIN_PATH, startAdminSession } from '../admin-session.ts';
import { logOut } from '../auth-api.ts';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TwoStepSetup } from './two-step-setup.tsx';

/**
 * All the admin area shows an admin who has yet to set up the two-step sign-in the server requires (the server
 * refuses their other calls): the set-up, then the recovery codes, then the console.
 */
export function TwoStepRequiredScreen({ username }: { username: string }) {
  usePageTitle('Set Up Two-Step Sign-In');
  const [, navigate] = useLocation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [logoutFailure, setLogoutFailure] = useState<StatusMessage | null>(null);

  const leave = async () => {
    setLogoutFailure(null);
    const failure = await logOut();
    if (failure) setLogoutFailure(failure);
    else navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <main id="admin-main" className="flex min-h-screen flex-col items-center px-4 py-12">
      <div className="w-full max-w-xl">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
            <h1 className="text-2xl font-semibold">Set up two-step sign-in</h1>
          </div>
          {recoveryCodes ? (
            <div className="mt-5">
              <RecoveryCodesPanel
                username={username}
                codes={recoveryCodes}
                level={2}
                doneLabel="Continue to the admin area"
                onDone={() => startAdminSession(username)}
              />
            </div>
          ) : (
            <>
              <p className="mt-2 text-sm text-muted">
                This admin area asks for a code from an authenticator app at each login, as well as the
                password. Set it up once for {username}; it takes about a minute. Until then, the rest of the
                admin area stays closed.
              </p>
              <div className="mt-5">
                <TwoStepSetup
                  username={username}
                  level={2}
                  startLabel="Begin set-up"
                  needsEnrolmentToken
                  onEnabled={setRecoveryCodes}
                />
              </div>
            </>
          )}
        </div>
        <p className="mt-4 text-center">
          <Button variant="ghost" size="sm" onClick={() => void leave()}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </p>
        <StatusLine message={logoutFailure} className="mt-2" />
      </div>
    </main>
  );
}
