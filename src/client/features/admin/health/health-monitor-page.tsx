import { AlertCircle, Bell, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { OverallStatus } from '../../../../domain/health/health-report.ts';
import { Button } from '../../../components/ui/button.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { DASHBOARD_KEY } from '../dashboard/dashboard-api.ts';
import { DashboardSection } from '../dashboard/dashboard-section.tsx';
import { PaymentsTable } from '../orders/payments-table.tsx';
import { PurchaseHistoryTable } from '../orders/purchase-history-table.tsx';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { AdminTabs } from '../shell/admin-tabs.tsx';
import { formatDateTime } from '../shell/format.ts';
import { StatusLine, type StatusMessage } from '../shell/status-line.tsx';
import {
  NOTIFICATION_SETTINGS_KEY,
  triggerNotifications,
  useHealth,
  useNotificationSettings,
} from './health-api.ts';
import { type NotificationRun, NotificationsTab, OverviewTab, ServicesTab } from './health-sections.tsx';

/**
 * How the system is, in a line under the heading after each check, read out politely: a change is heard without
 * a message popping over the page every minute (issue 29).
 */
const STATUS_LINES: Record<OverallStatus, StatusMessage> = {
  healthy: { tone: 'info', title: 'System Healthy', description: 'All systems are operating normally.' },
  degraded: { tone: 'info', title: 'System Degraded', description: 'Some services are experiencing issues.' },
  unhealthy: { tone: 'warning', title: 'System Unhealthy', description: 'Critical services are down!' },
};

type Tab = 'overview' | 'services' | 'notifications' | 'payments';

/** Overall and per-service health, notifications and payments, in tabs, with the purchase history below. */
export default function HealthMonitorPage() {
  usePageTitle('System Health Monitor');
  const [tab, setTab] = useState<Tab>('overview');
  const [runs, setRuns] = useState<NotificationRun[]>([]);
  const { isBusy: isNotifying, run } = useAction();
  const [notifyOutcome, setNotifyOutcome] = useState<StatusMessage | null>(null);

  const health = useHealth();
  const settings = useNotificationSettings({ enabled: tab === 'notifications' });

  const refresh = () => {
    void health.refetch();
    void queryClient.invalidateQueries({ queryKey: [ADMIN_DATA, 'payments'] });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };

  const notify = () =>
    run(async () => {
      setNotifyOutcome(null);
      try {
        const result = await triggerNotifications();
        const { count, recipient } = result.adminNotifications;
        setRuns((previous) => [{ at: new Date().toISOString(), count, recipient }, ...previous]);
        queryClient.setQueryData(NOTIFICATION_SETTINGS_KEY, result);
        setNotifyOutcome(
          count > 0
            ? {
                tone: 'info',
                title: 'Notifications Sent',
                description: `${count} notification(s) sent to ${recipient}`,
              }
            : {
                tone: 'info',
                title: 'No Notifications Sent',
                description:
                  'No notifications were triggered. System may be healthy or notifications throttled.',
              },
        );
      } catch (error) {
        setNotifyOutcome({
          tone: 'error',
          title: 'Notification Error',
          description: (error as Error).message,
        });
      }
    });

  const report = health.data;
  const lastRecipient = runs[0]?.recipient ?? settings.data?.adminNotifications.recipient ?? null;

  return (
    <>
      <AdminPageHeader
        title="System Health Monitor"
        description={
          report ? (
            <>
              Last updated <time dateTime={report.timestamp}>{formatDateTime(report.timestamp)}</time>
              {'. Refreshes every 60 seconds.'}
            </>
          ) : (
            'Refreshes every 60 seconds.'
          )
        }
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={refresh} disabled={health.isFetching}>
              <RefreshCw aria-hidden="true" className={`size-4 ${health.isFetching ? 'animate-spin' : ''}`} />
              Refresh
            </Button>
            <Button size="sm" onClick={notify} isDisabledInPlace={isNotifying}>
              <Bell aria-hidden="true" className="size-4" />
              Notify Admin
            </Button>
          </>
        }
      />

      <StatusLine message={report ? STATUS_LINES[report.status] : null} className="mb-4" />
      <StatusLine message={notifyOutcome} className="mb-4" />

      {health.error ? (
        <div
          role="alert"
          className="mb-4 flex gap-3 rounded-lg border border-danger/30 bg-danger-soft p-4 text-danger"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{health.error.message}</p>
        </div>
      ) : null}

      {report ? (
        <AdminTabs<Tab>
          label="Health monitor sections"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'overview',
              label: 'Overview',
              content: (
                <div className="grid gap-8">
                  <OverviewTab report={report} runs={runs} />
                  <DashboardSection />
                </div>
              ),
            },
            { value: 'services', label: 'Services', content: <ServicesTab report={report} /> },
            {
              value: 'notifications',
              label: 'Notifications',
              content: (
                <NotificationsTab
                  runs={runs}
                  recipient={lastRecipient}
                  isRecipientKnown={runs.length > 0 || settings.data !== undefined || settings.isError}
                  isNotifying={isNotifying}
                  onNotify={notify}
                />
              ),
            },
            { value: 'payments', label: 'Payments', content: <PaymentsTable /> },
          ]}
        />
      ) : health.isPending ? (
        <p role="status" className="rounded-xl border border-line bg-surface p-8 text-center text-muted">
          Checking system health...
        </p>
      ) : null}

      <section aria-labelledby="payment-history-heading" className="mt-10">
        <h2 id="payment-history-heading" className="mb-3 text-xl font-semibold">
          Payment History
        </h2>
        <PurchaseHistoryTable caption="Payment history" place="health monitor" />
      </section>
    </>
  );
}
