import { AlertCircle, ArrowLeft, Eye, EyeOff, Loader2, Lock } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { plural } from '../../../../domain/locale/locale.ts';
import { Logo } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorReason } from '../../../lib/call-api.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { leaveNotice, useLandingNotice } from '../shell/landing-notice.ts';
import { StatusLine } from '../shell/status-line.tsx';
import { ADMIN_LOGIN_PATH, startAdminSession } from './admin-session.ts';
import { logIn, logInWithCode } from './auth-api.ts';
import { CodeForm } from './two-step/code-form.tsx';

const LOGIN_FAILED = 'Authentication failed. Please check your username and password.';
const CODE_FAILED = 'That code was not accepted. Please try again.';

type FieldErrors = { username?: string; password?: string };

// The rule of adminLoginSchema (domain/admin-auth/schemas.ts) written out, so the admin chunk does not carry zod for it.
function validate(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (username.trim() === '') errors.username = 'Required';
  if (password === '') errors.password = 'Required';
  return errors;
}

const INPUT =
  'mt-1 block w-full rounded-lg border border-muted bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger';

/** Where a login leads. */
const FIRST_PAGE = '/health-monitor';

/**
 * Username and password are both required; a successful login goes to the health monitor. Why the admin is here
 * (logged out, or a session that ended) shows above the form until the next attempt. For an admin with
 * two-step sign-in, the password is followed by the code from their app (or a recovery code) on the same card.
 */
export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const [, navigate] = useLocation();
  const [isCodeStep, setCodeStep] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordShown, setPasswordShown] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, dismissNotice] = useLandingNotice(ADMIN_LOGIN_PATH);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    // Masked again before it is sent, so a password manager offered to save it sees a password field.
    setPasswordShown(false);
    const errors = validate(username, password);
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    dismissNotice();
    setError(null);
    setBusy(true);
    try {
      const session = await logIn(username.trim(), password);
      if (session.secondStep === 'code') {
        setBusy(false);
        setPassword('');
        setCodeStep(true);
        return;
      }
      startAdminSession(session.username, session.secondStep === 'setup');
      navigate(FIRST_PAGE);
    } catch (failure) {
      setBusy(false);
      setPassword('');
      setError(errorReason(failure, LOGIN_FAILED));
      // The Login button was disabled under the focus; the emptied password field is where to try again.
      passwordRef.current?.focus();
    }
  };

  return (
    <main id="admin-main" className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-5 text-brand" />
            <h1 className="text-2xl font-semibold">Admin Login</h1>
          </div>
          <p className="mt-1 text-sm text-muted">Sign in to the Traitscope admin area.</p>
          <StatusLine message={notice} className="mt-5" />

          {isCodeStep ? (
            <CodeStep
              onSignedIn={(signedIn) => {
                startAdminSession(signedIn);
                navigate(FIRST_PAGE);
              }}
              onStartOver={() => {
                setCodeStep(false);
                setError(null);
              }}
            />
          ) : null}

          {!isCodeStep && error ? (
            <div
              role="alert"
              className="mt-5 flex gap-3 rounded-lg border border-danger/30 bg-danger-soft p-3 text-danger"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">Authentication Error</p>
                <p className="text-sm">{error}</p>
              </div>
            </div>
          ) : null}

          <form
            noValidate
            onSubmit={onSubmit}
            hidden={isCodeStep}
            className="mt-5 grid gap-4"
            aria-busy={isBusy}
          >
            <div>
              <label htmlFor={`${id}-username`} className="text-sm font-medium">
                Username
              </label>
              <input
                ref={usernameRef}
                id={`${id}-username`}
                name="username"
                autoComplete="username"
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
                aria-invalid={fieldErrors.username ? true : undefined}
                aria-describedby={fieldErrors.username ? `${id}-username-error` : undefined}
                className={INPUT}
              />
              {fieldErrors.username ? (
                <p id={`${id}-username-error`} className="mt-1 text-sm text-danger">
                  {fieldErrors.username}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-password`} className="text-sm font-medium">
                Password
              </label>
              <div className="relative">
                <input
                  ref={passwordRef}
                  id={`${id}-password`}
                  name="password"
                  type={isPasswordShown ? 'text' : 'password'}
                  autoComplete="current-password"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={fieldErrors.password ? true : undefined}
                  aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
                  className={`${INPUT} pr-12`}
                />
                {/* A typing mistake in a long password is easier to find than to retype blind (ASVS 2.1.12). */}
                <button
                  type="button"
                  aria-controls={`${id}-password`}
                  aria-pressed={isPasswordShown}
                  onClick={() => setPasswordShown((shown) => !shown)}
                  className="absolute inset-y-0 right-0 mt-1 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
                >
                  {isPasswordShown ? (
                    <EyeOff aria-hidden="true" className="size-5" />
                  ) : (
                    <Eye aria-hidden="true" className="size-5" />
                  )}
                  <span className="sr-only">Show password</span>
                </button>
              </div>
              {fieldErrors.password ? (
                <p id={`${id}-password-error`} className="mt-1 text-sm text-danger">
                  {fieldErrors.password}
                </p>
              ) : null}
            </div>
            <Button type="submit" isDisabledInPlace={isBusy} className="w-full">
              {isBusy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {isBusy ? 'Authenticating...' : 'Login'}
            </Button>
          </form>
        </div>
        <p className="mt-4 text-center text-xs text-muted">
          This area is for authorized staff only. Unauthorized access attempts are logged and monitored.
        </p>
        <p className="mt-4 text-center">
          <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Site
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * The second step of a login with two-step sign-in: the app's code, or, for someone without their phone, a
 * recovery code. Starting over goes back to the password (the server forgets the pending login after 5 minutes).
 */
function CodeStep({
  onSignedIn,
  onStartOver,
}: {
  onSignedIn: (username: string) => void;
  onStartOver: () => void;
}) {
  const [isRecovery, setRecovery] = useState(false);

  const submit = async (code: string) => {
    try {
      const { username, recoveryCodesLeft } = await logInWithCode(code);
      if (recoveryCodesLeft !== null) {
        leaveNotice(FIRST_PAGE, {
          tone: 'info',
          title: 'Recovery Code Used',
          description: `${recoveryCodesLeft} ${plural(recoveryCodesLeft, { one: 'recovery code', other: 'recovery codes' })} left. You can make new ones under Two-Step Sign-In.`,
        });
      }
      onSignedIn(username);
    } catch (failure) {
      throw new Error(errorReason(failure, CODE_FAILED));
    }
  };

  return (
    <section aria-labelledby="admin-code-step" className="mt-5 grid gap-4">
      <h2 id="admin-code-step" className="text-lg font-semibold">
        Two-step sign-in
      </h2>
      <CodeForm
        key={isRecovery ? 'recovery' : 'app'}
        isFocusedOnMount
        kind={isRecovery ? 'app-or-recovery' : 'app'}
        label={isRecovery ? 'Recovery code' : 'Authentication code'}
        hint={
          isRecovery
            ? 'One of the codes you saved when you set up two-step sign-in. Each works once.'
            : 'The 6-digit code your authenticator app shows for Traitscope.'
        }
        submitLabel="Verify"
        busyLabel="Verifying..."
        onSubmit={submit}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => setRecovery(!isRecovery)}>
          {isRecovery ? 'Use the code from your app' : 'Use a recovery code instead'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onStartOver}>
          Start over
        </Button>
      </div>
    </section>
  );
}
