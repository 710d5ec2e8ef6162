import { AlertTriangle, Ban, CheckCircle2, Clock, Send, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import {
  ASSESSMENTS,
  type AssessmentType,
  isAssessmentType,
} from '../../../../domain/assessments/catalogue.ts';
import { Cell, DataTable, RowHeader } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../shell/format.ts';
import { Badge, type BadgeTone } from '../shell/status-badge.tsx';
import type { OutboxEntry } from './email-api.ts';

/** The e-mail tools link to each other; the sidebar names only the debug page and the flow test. */
const EMAIL_TOOLS = [
  { href: '/email-debug', label: 'E-mail Debug' },
  { href: '/email-diagnostics', label: 'E-mail Diagnostics' },
  { href: '/mailgun-test', label: 'Mailgun Test' },
  { href: '/test-email-flow', label: 'Test E-mail Flow' },
] as const;

export function EmailToolsNav() {
  const [pathname] = useLocation();
  return (
    <nav aria-label="E-mail tools" className="mb-6">
      <ul className="flex flex-wrap gap-2 text-sm">
        {EMAIL_TOOLS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={pathname === href ? 'page' : undefined}
              className={`inline-flex min-h-9 items-center rounded-full border px-3 font-medium ${
                pathname === href
                  ? 'border-brand bg-brand-soft text-brand'
                  : 'border-line bg-surface text-ink hover:bg-paper'
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const OUTBOX_STATUS: Record<OutboxEntry['status'], { label: string; tone: BadgeTone; icon: typeof Clock }> = {
  pending: { label: 'Pending', tone: 'warning', icon: Clock },
  sending: { label: 'Sending', tone: 'accent', icon: Send },
  sent: { label: 'Sent', tone: 'success', icon: CheckCircle2 },
  failed: { label: 'Failed', tone: 'danger', icon: XCircle },
  suppressed: { label: 'Suppressed', tone: 'neutral', icon: Ban },
};

export function OutboxStatusBadge({ status }: { status: OutboxEntry['status'] }) {
  const { label, tone, icon } = OUTBOX_STATUS[status] ?? { label: status, tone: 'neutral', icon: Clock };
  return (
    <Badge tone={tone} icon={icon}>
      {label}
    </Badge>
  );
}

/** A pass/fail result in words, for checks and steps. */
export function OutcomeBadge({
  isOk,
  ok = 'OK',
  failed = 'Failed',
}: {
  isOk: boolean;
  ok?: string;
  failed?: string;
}) {
  return isOk ? (
    <Badge tone="success" icon={CheckCircle2}>
      {ok}
    </Badge>
  ) : (
    <Badge tone="danger" icon={AlertTriangle}>
      {failed}
    </Badge>
  );
}

/** Outbox rows: what is queued, sent or failed, with the attempts and the last error. */
export function OutboxTable({
  caption,
  entries,
  error,
  isPending,
  isFetching = false,
  empty,
}: {
  caption: string;
  entries: OutboxEntry[] | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching?: boolean;
  empty: ReactNode;
}) {
  return (
    <DataTable
      caption={caption}
      isBusy={isFetching}
      columns={['ID', 'Kind', 'Recipient', 'Status', 'Attempts', 'Last error', 'Created / Sent']}
      isLoading={isPending}
      loadingLabel="Loading the outbox..."
      error={error}
      rows={entries}
      empty={empty}
      renderRow={(entry) => (
        <tr key={entry.id}>
          <RowHeader className="font-mono">#{entry.id}</RowHeader>
          <Cell>
            {entry.kind}
            {entry.orderId !== null ? (
              <span className="block text-xs text-muted">order #{entry.orderId}</span>
            ) : null}
          </Cell>
          <Cell className="break-all">{entry.recipient}</Cell>
          <Cell>
            <OutboxStatusBadge status={entry.status} />
          </Cell>
          <Cell>{entry.attempts}</Cell>
          <Cell className="max-w-64 break-words text-xs">
            {entry.lastError ?? <span className="text-muted">—</span>}
          </Cell>
          <Cell className="text-xs whitespace-nowrap">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            <span className="block text-muted">
              {entry.sentAt ? (
                <>
                  sent <time dateTime={entry.sentAt}>{formatDateTime(entry.sentAt)}</time>
                </>
              ) : entry.status === 'failed' ? (
                'not sent'
              ) : (
                <>
                  next try <time dateTime={entry.nextAttemptAt}>{formatDateTime(entry.nextAttemptAt)}</time>
                </>
              )}
            </span>
          </Cell>
        </tr>
      )}
    />
  );
}

export const TOOL_INPUT =
  'mt-1 block w-full rounded-lg border border-muted bg-surface px-3 py-2 text-base aria-[invalid=true]:border-danger';

/** The six assessments by name, for the previews and the flow test. */
export function AssessmentTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AssessmentType;
  onChange: (value: AssessmentType) => void;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => {
        if (isAssessmentType(event.target.value)) onChange(event.target.value);
      }}
      className={TOOL_INPUT}
    >
      {ASSESSMENTS.map((assessment) => (
        <option key={assessment.id} value={assessment.id}>
          {assessment.name} ({assessment.id})
        </option>
      ))}
    </select>
  );
}
