import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  RECOVERY_CODE_COUNT,
  type TwoStepStatus,
} from '../../../../../domain/admin-auth/two-step/schemas.ts';
import { Card } from '../../../../components/ui/card.tsx';
import { usePageTitle } from '../../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../../shell/admin-layout.tsx';
import { formatDateTime } from '../../shell/format.ts';
import { Badge } from '../../shell/status-badge.tsx';
import { StatusLine, type StatusMessage } from '../../shell/status-line.tsx';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import {
  refreshTwoStepStatus,
  renewRecoveryCodes,
  turnOffTwoStep,
  useTwoStepStatus,
} from './two-step-api.ts';
import { TwoStepSetup } from './two-step-setup.tsx';

/** Below this many unused recovery codes, the page suggests making new ones. */
const FEW_CODES_LEFT = 3;

/** The signed-in admin's own two-step sign-in: set it up, make new recovery codes, or turn it off. */
export default function TwoStepPage({ username }: { username: string }) {
  usePageTitle('Two-Step Sign-In');
  const status = useTwoStepStatus();
  // New recovery codes stay on screen until the admin says they are saved.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  // Turning two-step sign-in off replaces the card whose form was used: the outcome is said above the cards.
  const [turnedOff, setTurnedOff] = useState<StatusMessage | null>(null);

  let content: ReactNode;
  if (freshCodes) {
    content = (
      <Card title="Two-step sign-in" badge={<StatusBadge isEnabled />}>
        <RecoveryCodesPanel
          username={username}
          codes={freshCodes}
          level={3}
          doneLabel="I have saved them"
          onDone={() => {
            setFreshCodes(null);
            void refreshTwoStepStatus();
          }}
        />
      </Card>
    );
  } else if (status.isPending) {
    content = (
      <p role="status" className="text-muted">
        Loading two-step sign-in...
      </p>
    );
  } else if (status.isError) {
    content = (
      <p role="alert" className="text-danger">
        {status.error.message}
      </p>
    );
  } else {
    content = (
      <TwoStepSettings
        status={status.data}
        username={username}
        onNewCodes={(codes) => {
          setTurnedOff(null);
          setFreshCodes(codes);
        }}
        onTurnedOff={() =>
          setTurnedOff({
            tone: 'info',
            title: 'Two-Step Sign-In Off',
            description: 'Your password alone now signs you in.',
          })
        }
      />
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Two-Step Sign-In"
        description="A code from an authenticator app at each login, as well as your password."
      />
      <div className="grid max-w-3xl gap-6">
        {turnedOff ? <StatusLine message={turnedOff} isFocusedOnShow /> : null}
        {content}
      </div>
    </>
  );
}

function StatusBadge({ isEnabled }: { isEnabled: boolean }) {
  return isEnabled ? (
    <Badge tone="success" icon={ShieldCheck}>
      On
    </Badge>
  ) : (
    <Badge tone="neutral" icon={ShieldOff}>
      Off
    </Badge>
  );
}

function TwoStepSettings({
  status,
  username,
  onNewCodes,
  onTurnedOff,
}: {
  status: TwoStepStatus;
  username: string;
  onNewCodes: (codes: string[]) => void;
  onTurnedOff: () => void;
}) {
  if (!status.isEnabled) {
    return (
      <Card title="Two-step sign-in" badge={<StatusBadge isEnabled={false} />}>
        <p className="mb-4 text-sm">
          Logging in as {username} needs only your password. With two-step sign-in it also needs a code from
          an authenticator app on your phone, so a password that leaked is not enough to get in.
        </p>
        <TwoStepSetup
          username={username}
          level={3}
          startLabel="Set up two-step sign-in"
          needsEnrolmentToken={status.isRequired}
          onEnabled={onNewCodes}
        />
      </Card>
    );
  }
  const codesLeft = status.recoveryCodesLeft;
  return (
    <>
      <Card title="Two-step sign-in" badge={<StatusBadge isEnabled />}>
        <p className="text-sm">
          {status.enabledAt ? `Since ${formatDateTime(status.enabledAt)}, logging` : 'Logging'} in as{' '}
          {username} needs a code from your authenticator app after the password.
        </p>
        <p className="mt-2 text-sm">
          Recovery codes left:{' '}
          <strong>
            {codesLeft} of {RECOVERY_CODE_COUNT}
          </strong>
          {codesLeft <= FEW_CODES_LEFT ? '. Make new ones soon: each signs you in only once.' : ''}
        </p>
      </Card>
      <Card title="New recovery codes">
        <p className="mb-4 text-sm text-muted">
          Makes {RECOVERY_CODE_COUNT} new codes; the ones you have now stop working.
        </p>
        <CodeForm
          kind="app-or-recovery"
          label="Current code"
          hint="From your app, or one of your recovery codes."
          submitLabel="Make new recovery codes"
          busyLabel="Making codes..."
          onSubmit={async (code) => onNewCodes(await renewRecoveryCodes(code))}
        />
      </Card>
      <Card title="Turn off two-step sign-in">
        {status.isRequired ? (
          <p className="text-sm text-muted">
            This server requires two-step sign-in for every admin (ADMIN_REQUIRE_2FA), so it stays on. If you
            lose your phone and your recovery codes, someone with access to the server can reset it with{' '}
            <code className="font-mono">npm run admin -- 2fa-reset {username}</code>.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              After this, your password alone signs you in. Your recovery codes stop working.
            </p>
            <CodeForm
              kind="app-or-recovery"
              label="Current code"
              hint="From your app, or one of your recovery codes."
              submitLabel="Turn off two-step sign-in"
              busyLabel="Turning off..."
              submitVariant="danger"
              onSubmit={async (code) => {
                await turnOffTwoStep(code);
                onTurnedOff();
              }}
            />
          </>
        )}
      </Card>
    </>
  );
}
