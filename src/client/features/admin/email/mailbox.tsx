import { Paperclip } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Cell, DataTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../shell/format.ts';
import { tableStateOf } from '../shell/query-table.ts';
import { type CapturedEmailSummary, useCapturedEmails } from './email-api.ts';
import { TOOL_INPUT } from './email-tools.tsx';

function matches(email: CapturedEmailSummary, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [email.to, email.subject, email.from].some((field) => field.toLowerCase().includes(needle));
}

/** The capture mailbox: every captured message, filtered by recipient or subject as the person types. */
export function Mailbox({ selectedId }: { selectedId: number | null }) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const emails = useCapturedEmails();
  const { data } = emails;
  const shown = data?.filter((email) => matches(email, filter));

  return (
    <section aria-labelledby="mailbox-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="mailbox-title" className="text-xl font-semibold">
            Captured messages
          </h2>
          <p className="text-sm text-muted">
            What the capture mailbox received, newest first (the last 200). Nothing here left the server.
          </p>
        </div>
        <div className="w-full sm:w-72">
          <label htmlFor={filterId} className="text-sm font-medium">
            Filter by recipient or subject
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className={TOOL_INPUT}
          />
        </div>
      </div>
      <DataTable
        caption="Captured messages"
        {...tableStateOf(emails)}
        rows={shown}
        columns={['Received', 'To', 'Subject', 'Attachments']}
        loadingLabel="Loading messages..."
        empty={data?.length === 0 ? 'No messages captured yet.' : 'No message matches the filter.'}
        renderRow={(email) => (
          <tr key={email.id} className={email.id === selectedId ? 'bg-brand-soft' : undefined}>
            <Cell className="text-xs whitespace-nowrap">
              <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
            </Cell>
            <Cell className="break-all">{email.to}</Cell>
            <Cell>
              <Link
                href={`/email-debug?message=${email.id}`}
                aria-current={email.id === selectedId ? 'true' : undefined}
                className="font-medium text-brand underline"
              >
                {email.subject}
              </Link>
            </Cell>
            <Cell>
              {email.attachments.length > 0 ? (
                <span className="inline-flex items-center gap-1 text-sm">
                  <Paperclip aria-hidden="true" className="size-4" />
                  {email.attachments.map((attachment) => attachment.filename).join(', ')}
                </span>
              ) : (
                <span className="text-muted">None</span>
              )}
            </Cell>
          </tr>
        )}
      />
    </section>
  );
}
