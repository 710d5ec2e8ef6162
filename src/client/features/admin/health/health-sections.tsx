import { Database, type LucideIcon, Mail, ScrollText, Send, Server } from 'lucide-react';
import {
  formatUptime,
  HEALTH_SERVICES,
  type HealthReport,
  type HealthService,
  type ServiceHealth,
} from '../../../../domain/health/health-report.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Cell, DataTable, RowHeader } from '../../../components/ui/data-table.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { formatDateTime, formatDetailValue, humanizeKey } from '../shell/format.ts';
import { OverallStatusBadge, ServiceStatusBadge } from '../shell/status-badge.tsx';

const SERVICE_LABELS: Record<HealthService, { label: string; icon: LucideIcon }> = {
  database: { label: 'Database', icon: Database },
  email: { label: 'Email', icon: Mail },
  server: { label: 'Server', icon: Server },
  logging: { label: 'Logging', icon: ScrollText },
};

/** One notification run started from this page (spec: 'notifications sent in this session'). */
export type NotificationRun = { at: string; count: number; recipient: string | null };

function services(report: HealthReport): [HealthService, ServiceHealth][] {
  return HEALTH_SERVICES.flatMap((name) => {
    const service = report.services[name];
    return service ? [[name, service] as [HealthService, ServiceHealth]] : [];
  });
}

export function OverviewTab({ report, runs }: { report: HealthReport; runs: NotificationRun[] }) {
  const isNotifying = report.notifications.sent || runs.some((run) => run.count > 0);
  return (
    <div className="grid gap-4">
      <Card title="Overall status">
        <div className="mb-4 flex items-center gap-3">
          <OverallStatusBadge status={report.status} />
          <span className="text-sm text-muted">
            Checked <time dateTime={report.timestamp}>{formatDateTime(report.timestamp)}</time>
          </span>
        </div>
        <FactList
          items={[
            ['Version', report.version],
            ['Uptime', formatUptime(report.uptime)],
            ['Environment', report.environment],
            ['Notifications', isNotifying ? 'Active' : 'None'],
          ]}
        />
      </Card>
      <DataTable
        caption="Service status"
        isCaptionVisible
        columns={['Service', 'Status', 'Response time', 'Last checked']}
      >
        {services(report).map(([name, service]) => {
          const { label, icon: Icon } = SERVICE_LABELS[name];
          return (
            <tr key={name}>
              <RowHeader>
                <span className="inline-flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 text-muted" />
                  {label}
                </span>
              </RowHeader>
              <Cell>
                <ServiceStatusBadge status={service.status} />
              </Cell>
              <Cell>{service.responseTime} ms</Cell>
              <Cell>
                <time dateTime={service.lastChecked}>{formatDateTime(service.lastChecked)}</time>
              </Cell>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}

export function ServicesTab({ report }: { report: HealthReport }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {services(report).map(([name, service]) => {
        const { label, icon: Icon } = SERVICE_LABELS[name];
        const details = Object.entries(service.details);
        return (
          <li key={name} className="rounded-xl border border-line bg-surface p-5">
            <div className="flex items-center justify-between gap-3">
              <h2 className="flex items-center gap-2 font-semibold">
                <span className="rounded-lg bg-brand-soft p-2 text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </h2>
              <ServiceStatusBadge status={service.status} />
            </div>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Response time</dt>
              <dd>{service.responseTime} ms</dd>
              <dt className="text-muted">Last checked</dt>
              <dd>
                <time dateTime={service.lastChecked}>{formatDateTime(service.lastChecked)}</time>
              </dd>
            </dl>
            <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted">Details</h3>
            {details.length === 0 ? (
              <p className="mt-1 text-sm text-muted">No details reported.</p>
            ) : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-paper p-3 text-sm">
                {details.map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="text-muted">{humanizeKey(key)}</dt>
                    <dd className="font-mono break-words">{formatDetailValue(value)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function NotificationsTab({
  runs,
  recipient,
  isRecipientKnown,
  isNotifying,
  onNotify,
}: {
  runs: NotificationRun[];
  recipient: string | null;
  isRecipientKnown: boolean;
  isNotifying: boolean;
  onNotify: () => void;
}) {
  const sentTotal = runs.reduce((total, run) => total + run.count, 0);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Notification status">
        {runs.length === 0 ? (
          <p className="text-sm text-muted">No notifications have been sent in this session.</p>
        ) : (
          <>
            <p className="text-sm">
              {sentTotal} notification(s) sent in this session, from {runs.length} check(s).
            </p>
            <ul className="mt-3 divide-y divide-line text-sm">
              {runs.map((run) => (
                <li key={run.at} className="flex flex-wrap justify-between gap-2 py-2">
                  <time dateTime={run.at} className="text-muted">
                    {formatDateTime(run.at)}
                  </time>
                  <span>
                    {run.count > 0
                      ? `${run.count} notification(s) sent to ${run.recipient ?? 'the admin'}`
                      : 'None sent (healthy or throttled)'}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button className="mt-4" size="sm" onClick={onNotify} isDisabledInPlace={isNotifying}>
          <Send aria-hidden="true" className="size-4" />
          {isNotifying ? 'Sending...' : 'Send Notifications Now'}
        </Button>
      </Card>
      <Card title="Notification settings">
        <FactList
          items={[
            [
              'Admin e-mail',
              isRecipientKnown ? (recipient ?? 'Not configured (set ADMIN_EMAIL)') : 'Loading...',
            ],
            ['Throttling', '1 hour per service status'],
            ['Auto notifications', 'Enabled for non-healthy services'],
          ]}
        />
        <p className="mt-4 text-xs text-muted">
          Messages are queued whenever the scheduled check runs with <code>notify=true</code> (the Notify
          Admin button, or a scheduler calling <code>/health/scheduled?notify=true</code>).
        </p>
      </Card>
    </div>
  );
}
