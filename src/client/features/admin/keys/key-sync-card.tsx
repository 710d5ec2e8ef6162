import { AlertCircle, KeyRound, Loader2, RefreshCw, Wrench } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MIN_MAILGUN_KEY_LENGTH } from '../../../../domain/keys/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAction } from '../../../lib/use-action.ts';
import { isSessionEnded } from '../shell/admin-call.ts';
import { AdminTabs } from '../shell/admin-tabs.tsx';
import { StatusLine, type StatusMessage } from '../shell/status-line.tsx';
import { fixKeys, setMailgunKey } from './keys-api.ts';

type SyncTab = 'automatic' | 'manual';

const INPUT =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger';

/** A real checkbox with its label beside it, large enough to hit. */
function Confirmation({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-line bg-paper p-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={id} className="text-sm">
        {children}
      </label>
    </div>
  );
}

/** A failed update in the server's words; none for a 401, which already said 'Authentication Required'. */
function failure(title: string, error: unknown): StatusMessage | null {
  return isSessionEnded(error) ? null : { tone: 'error', title, description: (error as Error).message };
}

/**
 * The outcome under the buttons. A success unticks the confirmation, which disables the button under the focus,
 * so the focus moves to the message; after a failure it stays on the button, to try again.
 */
function Outcome({ message }: { message: StatusMessage | null }) {
  return <StatusLine message={message} isFocusedOnShow={message?.tone === 'info'} className="mt-3" />;
}

function AutomaticFix({ onChanged, isRefreshing }: { onChanged: () => void; isRefreshing: boolean }) {
  const [isConfirmed, setConfirmed] = useState(false);
  const { isBusy: isFixing, run } = useAction();
  const [outcome, setOutcome] = useState<StatusMessage | null>(null);

  const fix = () =>
    run(async () => {
      setOutcome(null);
      try {
        const { message } = await fixKeys();
        setOutcome({ tone: 'info', title: 'API Keys Updated', description: message });
        setConfirmed(false);
        onChanged();
      } catch (error) {
        setOutcome(failure('Failed to update API keys', error));
      }
    });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        Makes the running e-mail service use the expected key, the one an admin stored and Mailgun accepted.
        It takes effect at once, without a restart.
      </p>
      <Confirmation checked={isConfirmed} onChange={setConfirmed}>
        I confirm that the running services should switch to the expected keys now.
      </Confirmation>
      <div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void fix()} disabled={!isConfirmed} isDisabledInPlace={isFixing}>
            {isFixing ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Wrench aria-hidden="true" className="size-4" />
            )}
            Fix API Key Issues
          </Button>
          <Button variant="secondary" onClick={onChanged} disabled={isRefreshing}>
            <RefreshCw aria-hidden="true" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
            Refresh Status
          </Button>
        </div>
        <Outcome message={outcome} />
      </div>
    </div>
  );
}

/** A key of at least 10 characters and the EU box ticked, or the button stays disabled. */
function ManualEntry({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [apiKey, setApiKey] = useState('');
  const [isEuConfirmed, setEuConfirmed] = useState(false);
  const { isBusy: isUpdating, run } = useAction();
  const [outcome, setOutcome] = useState<StatusMessage | null>(null);
  const trimmed = apiKey.trim();
  const isKeyValid = trimmed.length >= MIN_MAILGUN_KEY_LENGTH;
  const isKeyInvalidShown = apiKey !== '' && !isKeyValid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isKeyValid || !isEuConfirmed) return;
    await run(async () => {
      setOutcome(null);
      try {
        const { message } = await setMailgunKey(trimmed);
        setOutcome({ tone: 'info', title: 'Mailgun API Key Updated', description: message });
        setApiKey('');
        setEuConfirmed(false);
      } catch (error) {
        setOutcome(failure('Failed to update Mailgun API key', error));
      } finally {
        // A refused key is still stored as the new key: the comparison shows it either way.
        onChanged();
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted">
        Enter a Mailgun API key for the EU region. It is checked with Mailgun, stored encrypted, and used at
        once when Mailgun accepts it. Only its last four characters are ever shown.
      </p>
      <div>
        <label htmlFor={`${id}-key`} className="text-sm font-medium">
          Mailgun API Key
        </label>
        <input
          id={`${id}-key`}
          name="apiKey"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          aria-invalid={isKeyInvalidShown ? true : undefined}
          aria-describedby={isKeyInvalidShown ? `${id}-key-error` : `${id}-key-hint`}
          className={`${INPUT} font-mono`}
        />
        {isKeyInvalidShown ? (
          <div
            id={`${id}-key-error`}
            role="alert"
            className="mt-2 flex gap-2 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="block font-semibold">Invalid API Key</span>
              Please enter a valid Mailgun API key
            </p>
          </div>
        ) : (
          <p id={`${id}-key-hint`} className="mt-1 text-xs text-muted">
            At least {MIN_MAILGUN_KEY_LENGTH} characters.
          </p>
        )}
      </div>
      <Confirmation checked={isEuConfirmed} onChange={setEuConfirmed}>
        I confirm this key belongs to a Mailgun account in the EU region.
      </Confirmation>
      <div>
        <Button type="submit" disabled={!isKeyValid || !isEuConfirmed} isDisabledInPlace={isUpdating}>
          {isUpdating ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" className="size-4" />
          )}
          Update API Key
        </Button>
        <Outcome message={outcome} />
      </div>
    </form>
  );
}

/** Fix the keys automatically or enter the e-mail key by hand; each needs its confirmation box ticked. */
export function KeySyncCard({ onChanged, isRefreshing }: { onChanged: () => void; isRefreshing: boolean }) {
  const [tab, setTab] = useState<SyncTab>('automatic');
  return (
    <Card title="Key Synchronization">
      <AdminTabs<SyncTab>
        label="Key synchronization method"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'automatic',
            label: 'Automatic Fix',
            content: <AutomaticFix onChanged={onChanged} isRefreshing={isRefreshing} />,
          },
          { value: 'manual', label: 'Manual Entry', content: <ManualEntry onChanged={onChanged} /> },
        ]}
      />
    </Card>
  );
}
