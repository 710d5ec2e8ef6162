import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { type EmailDiagnostics, useEmailDiagnostics } from './email-api.ts';
import { EmailToolsNav, OutboxStatusBadge, OutboxTable, OutcomeBadge } from './email-tools.tsx';
import { SendTestForm } from './send-test-form.tsx';

const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'suppressed'] as const;

const notSet = <span className="text-muted">Not set</span>;

function Diagnostics({ report }: { report: EmailDiagnostics }) {
  const { configuration } = report;
  return (
    <>
      <Card title="Provider">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-lg font-semibold">{report.provider}</span>
          <OutcomeBadge isOk={report.check.ok} ok="Check passed" failed="Check failed" />
        </div>
        <p className="mt-2 text-sm break-words text-muted">{report.check.details}</p>
      </Card>
      <Card title="Configuration">
        <FactList
          columns={3}
          items={[
            ['Sender (EMAIL_FROM)', configuration.emailFrom],
            ['Support address', configuration.supportEmail],
            ['Admin notifications to', configuration.adminEmail ?? notSet],
            ['Mailgun domain', configuration.mailgunDomain ?? notSet],
            ['Mailgun region', configuration.mailgunRegion],
            ['SMTP configured', configuration.smtpConfigured ? 'Yes' : 'No'],
          ]}
        />
      </Card>
      <Card title="Outbox">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {OUTBOX_STATUSES.map((status) => (
            <li key={status} className="rounded-lg border border-line bg-paper p-3">
              <OutboxStatusBadge status={status} />
              <span className="mt-2 block text-2xl font-semibold">{report.outbox[status] ?? 0}</span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}

/** `/email-diagnostics`: provider, configuration check, outbox counts, recent failures, a test message. */
export default function EmailDiagnosticsPage() {
  usePageTitle('E-mail Diagnostics');
  const diagnostics = useEmailDiagnostics();
  const { data, error, isFetching } = diagnostics;

  return (
    <>
      <AdminPageHeader
        title="E-mail Diagnostics"
        description="Which e-mail provider is in use, whether it answers, and what failed recently."
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void diagnostics.refetch()}
            disabled={isFetching}
          >
            <RefreshCw aria-hidden="true" className={`size-4 ${isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      <EmailToolsNav />
      <div className="grid gap-4" aria-busy={isFetching || undefined}>
        {data ? <Diagnostics report={data} /> : null}
        {error ? (
          <p role="alert" className="rounded-xl border border-danger/30 bg-danger-soft p-4 text-danger">
            {error.message}
          </p>
        ) : null}
        {!data && !error ? <p className="text-muted">Running the checks...</p> : null}

        <section aria-labelledby="failures-title" className="grid gap-3">
          <h2 id="failures-title" className="text-xl font-semibold">
            Recent failures
          </h2>
          <OutboxTable
            caption="Recent failures (last 7 days)"
            entries={data?.recentFailures}
            error={error}
            isPending={diagnostics.isPending}
            empty="No failed or retried messages in the last 7 days."
          />
        </section>

        <Card title="Send a test message">
          <p className="mb-3 text-sm text-muted">
            Sends a short test message through the provider in use now.
          </p>
          <SendTestForm submitLabel="Send Test Message" />
        </Card>
      </div>
    </>
  );
}
