import { AlertTriangle, CheckCircle2, Circle, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KeyComparison } from '../../../../domain/keys/schemas.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Cell, DataTable, RowHeader } from '../../../components/ui/data-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isSessionEnded } from '../shell/admin-call.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { Badge } from '../shell/status-badge.tsx';
import { StatusLine } from '../shell/status-line.tsx';
import { KeySyncCard } from './key-sync-card.tsx';
import { KEY_COMPARISON_FAILED, useKeyComparison } from './keys-api.ts';

type Comparison = KeyComparison['data'];

/** A key as the server gives it ('••••WXYZ'); a screen reader hears "ending in WXYZ" instead of the dots. */
function MaskedKey({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">Not set</span>;
  const lastCharacters = value.replace(/^•+/, '');
  return (
    <>
      <code aria-hidden="true" className="font-mono whitespace-nowrap">
        ••••{lastCharacters}
      </code>
      <span className="sr-only">ending in {lastCharacters}</span>
    </>
  );
}

function MatchBadge({ isMatching }: { isMatching: boolean }) {
  return isMatching ? (
    <Badge tone="success" icon={CheckCircle2}>
      Matching
    </Badge>
  ) : (
    <Badge tone="danger" icon={XCircle}>
      Mismatched
    </Badge>
  );
}

function KeyRow({ name, value, source }: { name: string; value: string | null; source: ReactNode }) {
  return (
    <tr>
      <RowHeader>{name}</RowHeader>
      <Cell>
        <MaskedKey value={value} />
      </Cell>
      <Cell className="text-muted">{source}</Cell>
    </tr>
  );
}

function SettingRow({
  name,
  current,
  expected,
}: {
  name: string;
  current: string | null;
  expected: string | null;
}) {
  const isMatching = current === expected;
  return (
    <tr>
      <RowHeader>{name}</RowHeader>
      <Cell>{current ?? <span className="text-muted">Not set</span>}</Cell>
      <Cell>{expected ?? <span className="text-muted">Not set</span>}</Cell>
      <Cell>
        <MatchBadge isMatching={isMatching} />
      </Cell>
    </tr>
  );
}

function MailgunPanel({ mailgun }: { mailgun: Comparison['mailgun'] }) {
  const { api_key: keys, key_sources: sources, key_origins: origins } = mailgun;
  return (
    <Card title="Mailgun Configuration" badge={<MatchBadge isMatching={mailgun.is_matching} />}>
      <p className="mb-3 text-sm text-muted">
        Keys are identified by their last four characters. <strong className="text-ink">Expected</strong> is
        the key an admin stored and Mailgun accepted; <strong className="text-ink">Production</strong> is the
        key the running e-mail service uses now.
      </p>
      <DataTable
        caption="Mailgun API keys"
        columns={['Key', 'Last characters', 'Source']}
        isFramed={false}
        minWidth="narrow"
      >
        <KeyRow name="Development (environment)" value={keys.development} source={sources.development} />
        <KeyRow
          name="Production (in use)"
          value={keys.production}
          source={
            <>
              {sources.production}
              {origins.production && origins.production !== 'none' ? (
                <span className="block text-xs">Probable origin: {origins.production}</span>
              ) : null}
            </>
          }
        />
        <KeyRow name="Expected (stored)" value={keys.expected} source={sources.expected} />
        <KeyRow
          name="New key (not verified)"
          value={keys.new_key}
          source={keys.new_key ? 'entered, but Mailgun did not accept it; not in use' : '—'}
        />
      </DataTable>
      <h3 className="mt-5 mb-2 text-sm font-semibold">Domain and region</h3>
      <DataTable
        caption="Mailgun domain and region"
        columns={['Setting', 'Current', 'Expected', 'Status']}
        isFramed={false}
        minWidth="narrow"
      >
        <SettingRow name="Domain" current={mailgun.domain.current} expected={mailgun.domain.expected} />
        <SettingRow name="Region" current={mailgun.region.current} expected={mailgun.region.expected} />
      </DataTable>
    </Card>
  );
}

function StripePanel({ stripe }: { stripe: Comparison['stripe'] }) {
  return (
    <Card title="Stripe Key Comparison" badge={<MatchBadge isMatching={stripe.is_matching} />}>
      <DataTable
        caption="Stripe API keys"
        columns={['Key', 'Last characters', 'Source']}
        isFramed={false}
        minWidth="narrow"
      >
        <KeyRow
          name="Development (environment)"
          value={stripe.api_key.development}
          source="STRIPE_SECRET_KEY"
        />
        <KeyRow
          name="Expected (stored)"
          value={stripe.api_key.expected}
          source={stripe.api_key.expected ? 'stored by an admin' : 'none stored'}
        />
      </DataTable>
    </Card>
  );
}

function DatabasePanel({ database }: { database: Comparison['database'] }) {
  const isPresent = database.connection_string.present;
  return (
    <Card
      title="Database Connection"
      badge={
        isPresent ? (
          <Badge tone="success" icon={CheckCircle2}>
            Present
          </Badge>
        ) : (
          <Badge tone="neutral" icon={Circle}>
            Missing
          </Badge>
        )
      }
    >
      <p className="text-sm">
        Connection string (<code className="font-mono">DATABASE_URL</code>):{' '}
        <strong>{isPresent ? 'present' : 'missing'}</strong>. Database in use:{' '}
        <strong>{database.kind}</strong>.
      </p>
      {!isPresent ? (
        <p className="mt-1 text-sm text-muted">
          Without a connection string the embedded database in the data directory is used. Production should
          set DATABASE_URL to a managed PostgreSQL.
        </p>
      ) : null}
    </Card>
  );
}

function mismatches(data: Comparison): string[] {
  const found: string[] = [];
  if (!data.mailgun.is_matching) {
    found.push('The running e-mail service does not use the expected Mailgun key.');
  }
  if (data.mailgun.region.current !== data.mailgun.region.expected) {
    found.push(`Mailgun is set to the ${data.mailgun.region.current} region; the EU region is expected.`);
  }
  if (!data.stripe.is_matching) found.push('The Stripe key in the environment is not the expected key.');
  return found;
}

/** The service keys the site is configured with against the keys it uses, and the means to fix them. */
export default function KeyManagerPage() {
  usePageTitle('API Key Manager');
  const comparison = useKeyComparison();
  const { data, error, isFetching } = comparison;

  // A 401 already said 'Authentication Required' and is on its way to the login page.
  const isProblemShown = error !== null && !isSessionEnded(error);

  const refresh = () => void comparison.refetch();
  const issues = data ? mismatches(data.data) : [];

  return (
    <>
      <AdminPageHeader
        title="API Key Manager"
        description="Compare the service keys the site is configured with and the keys it uses, and fix them without a restart."
      />
      <div className="grid gap-4" aria-busy={isFetching || undefined}>
        {isProblemShown ? (
          <StatusLine
            message={{
              tone: 'error',
              title: KEY_COMPARISON_FAILED,
              description: 'Press Refresh Status to try again.',
            }}
          />
        ) : null}
        {issues.length > 0 ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-danger/30 bg-danger-soft p-4 text-danger"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">Critical Issue</p>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
              <p className="mt-1 text-sm">Use Key Synchronization below to fix it.</p>
            </div>
          </div>
        ) : null}

        {data ? (
          <>
            <MailgunPanel mailgun={data.data.mailgun} />
            <StripePanel stripe={data.data.stripe} />
            <DatabasePanel database={data.data.database} />
          </>
        ) : error ? null : (
          <Card title="Mailgun Configuration">
            <DataTable
              caption="Loading keys"
              columns={['Key', 'Last characters', 'Source']}
              isFramed={false}
              minWidth="narrow"
              isLoading
              loadingLabel="Loading API key comparison..."
            />
          </Card>
        )}

        <KeySyncCard onChanged={refresh} isRefreshing={isFetching} />
      </div>
    </>
  );
}
