import { AlertCircle, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { TwoStepSetup as Setup } from '../../../../../domain/admin-auth/two-step/schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useAction } from '../../../../lib/use-action.ts';
import { CodeForm } from './code-form.tsx';
import { groupSecret } from './code-text.ts';
import { FocusedSection } from './focused-section.tsx';
import { confirmTwoStep, startTwoStepSetup } from './two-step-api.ts';

/**
 * Setting up an authenticator app: a button that asks the server for a new secret, then its QR code (and the
 * same secret as text for those who cannot scan), then the app's first code, which turns two-step sign-in on.
 * Where the server requires two-step sign-in, the enrolment token printed by the admin CLI goes with both calls.
 * `onEnabled` receives the recovery codes to show.
 */
export function TwoStepSetup({
  username,
  level,
  startLabel,
  needsEnrolmentToken,
  onEnabled,
}: {
  username: string;
  /** The heading level that fits where the set-up sits. */
  level: 2 | 3;
  startLabel: string;
  needsEnrolmentToken: boolean;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const id = useId();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [enrolmentToken, setEnrolmentToken] = useState('');
  const { isBusy: isStarting, error, setError, run } = useAction((failure) => (failure as Error).message);
  const token = needsEnrolmentToken ? enrolmentToken.trim() : undefined;

  const start = async () => {
    if (needsEnrolmentToken && !token) {
      setError('Please enter the enrolment token you were given with your password.');
      return;
    }
    await run(async () => setSetup(await startTwoStepSetup(token)));
  };

  if (setup) {
    return (
      <ScanAndConfirm
        setup={setup}
        username={username}
        level={level}
        enrolmentToken={token}
        onEnabled={onEnabled}
        onCancel={() => setSetup(null)}
      />
    );
  }
  return (
    <div className="grid gap-3">
      {needsEnrolmentToken ? (
        <div>
          <label htmlFor={`${id}-token`} className="text-sm font-medium">
            Enrolment token
          </label>
          <p id={`${id}-token-hint`} className="mt-0.5 text-sm text-muted">
            This server asks for the one-time token that whoever runs it printed for you with your password
            (npm run admin -- 2fa-enrol-token {username}).
          </p>
          <input
            id={`${id}-token`}
            name="enrolmentToken"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={enrolmentToken}
            onChange={(event) => setEnrolmentToken(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-token-hint${error ? ` ${id}-error` : ''}`}
            className="mt-1 block w-full max-w-md rounded-lg border border-muted bg-surface px-3 py-2 font-mono text-base aria-[invalid=true]:border-danger"
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="flex gap-2 text-sm text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <div>
        <Button onClick={() => void start()} disabled={isStarting}>
          {isStarting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isStarting ? 'Preparing...' : startLabel}
        </Button>
      </div>
    </div>
  );
}

function ScanAndConfirm({
  setup,
  username,
  level,
  enrolmentToken,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  username: string;
  level: 2 | 3;
  enrolmentToken: string | undefined;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  // The QR code replaces the button just pressed.
  return (
    <FocusedSection title="Add Traitscope to your authenticator app" level={level}>
      <ol className="grid list-decimal gap-5 pl-5">
        <li className="grid gap-3">
          <p>
            In an authenticator app on your phone (for example 1Password, Aegis, Google Authenticator or
            Microsoft Authenticator), add an account by scanning this QR code.
          </p>
          <img
            src={setup.qrCode}
            alt={`QR code for the Traitscope admin account ${username}`}
            width={192}
            height={192}
            className="rounded-lg border border-line bg-white"
          />
          <dl className="text-sm">
            <dt className="text-muted">Cannot scan it? Type in this setup key instead (time-based):</dt>
            <dd className="mt-1">
              <code className="rounded bg-paper px-2 py-1 font-mono text-base tracking-wider">
                {groupSecret(setup.secret)}
              </code>
            </dd>
          </dl>
        </li>
        <li className="grid gap-3">
          <p>Enter the 6-digit code the app now shows for Traitscope.</p>
          <CodeForm
            kind="app"
            label="Code from the app"
            hint="It changes every 30 seconds; any current code works."
            submitLabel="Turn on two-step sign-in"
            busyLabel="Checking..."
            onSubmit={async (code) => onEnabled(await confirmTwoStep(code, enrolmentToken))}
          />
        </li>
      </ol>
      <div>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel set-up
        </Button>
      </div>
    </FocusedSection>
  );
}
