import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, Paperclip, RefreshCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { AssessmentType } from '../../../../domain/assessments/catalogue.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Cell, DataTable } from '../../../components/ui/data-table.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { AdminPageHeader } from '../shell/admin-layout.tsx';
import { formatDateTime } from '../shell/format.ts';
import { tableStateOf } from '../shell/query-table.ts';
import {
  attachmentUrl,
  CAPTURED_EMAILS_KEY,
  type CapturedEmail,
  type CapturedEmailSummary,
  type EmailPreview,
  fetchCapturedEmail,
  fetchCapturedEmails,
  fetchEmailPreview,
  fetchOutbox,
  OUTBOX_KEY,
  type OutboxEntry,
  reportPreviewUrl,
} from './email-api.ts';
import { EmailBodyView } from './email-body-view.tsx';
import { AssessmentTypeSelect, EmailToolsNav, OutboxTable, TOOL_INPUT } from './email-tools.tsx';

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;
}

/** `?message=<id>` opens one captured message, so a message can be linked to and the Back button works. */
function useSelectedMessageId(): number | null {
  const value = new URLSearchParams(useSearch()).get('message');
  const id = value === null ? Number.NaN : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function matches(email: CapturedEmailSummary, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [email.to, email.subject, email.from].some((field) => field.toLowerCase().includes(needle));
}

function Mailbox({ selectedId }: { selectedId: number | null }) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const emails = useQuery<CapturedEmailSummary[]>(
    {
      queryKey: CAPTURED_EMAILS_KEY,
      queryFn: ({ signal }) => fetchCapturedEmails(signal),
      refetchOnMount: 'always',
    },
    queryClient,
  );
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

function MessageDetail({ id }: { id: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const message = useQuery<CapturedEmail>(
    { queryKey: [ADMIN_DATA, 'emails', id], queryFn: ({ signal }) => fetchCapturedEmail(id, signal) },
    queryClient,
  );
  const { data, error } = message;

  useEffect(() => {
    if (data) headingRef.current?.focus();
  }, [data]);

  return (
    <section
      aria-labelledby="message-title"
      aria-busy={message.isPending || undefined}
      className="rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id="message-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {data ? data.subject : `Message #${id}`}
        </h2>
        <Link href="/email-debug" className={buttonClasses('ghost', 'sm')}>
          <X aria-hidden="true" className="size-4" />
          Close message
        </Link>
      </div>
      {error ? <p className="mt-3 text-danger">{error.message}</p> : null}
      {!data && !error ? <p className="mt-3 text-muted">Loading the message...</p> : null}
      {data ? (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted">From</dt>
              <dd className="font-medium break-all">{data.from}</dd>
            </div>
            <div>
              <dt className="text-muted">To</dt>
              <dd className="font-medium break-all">{data.to}</dd>
            </div>
            <div>
              <dt className="text-muted">Received</dt>
              <dd className="font-medium">
                <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
              </dd>
            </div>
          </dl>
          <h3 className="mt-4 text-sm font-semibold">Attachments</h3>
          {data.attachments.length === 0 ? (
            <p className="text-sm text-muted">None</p>
          ) : (
            <ul className="mt-1 grid gap-1 text-sm">
              {data.attachments.map((attachment, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a stored message's attachments never change; the position is their address.
                <li key={index}>
                  <a
                    href={attachmentUrl(data.id, index)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 font-medium text-brand underline"
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    {attachment.filename}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>{' '}
                  <span className="text-muted">
                    {attachment.contentType}, {formatSize(attachment.size)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-4">
            <EmailBodyView subject={data.subject} html={data.html} text={data.text} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function Outbox() {
  const outbox = useQuery<OutboxEntry[]>(
    { queryKey: OUTBOX_KEY, queryFn: ({ signal }) => fetchOutbox(signal), refetchOnMount: 'always' },
    queryClient,
  );
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <div>
        <h2 id="outbox-title" className="text-xl font-semibold">
          Outbox
        </h2>
        <p className="text-sm text-muted">
          Every e-mail the site queued (the last 200), with its delivery status. Failed sends are retried with
          growing pauses before they are marked failed.
        </p>
      </div>
      <OutboxTable
        caption="Outbox"
        entries={outbox.data}
        error={outbox.error}
        isPending={outbox.isPending}
        isFetching={outbox.isFetching}
        empty="The outbox is empty."
      />
    </section>
  );
}

/** The report e-mail and PDF of any assessment, made from sample answers (issue 5: admins can preview both). */
function Preview() {
  const selectId = useId();
  const [type, setType] = useState<AssessmentType>('audhd');
  const [shownType, setShownType] = useState<AssessmentType | null>(null);
  const preview = useQuery<EmailPreview>(
    {
      queryKey: [ADMIN_DATA, 'email-preview', shownType],
      queryFn: ({ signal }) => fetchEmailPreview(shownType ?? 'audhd', signal),
      enabled: shownType !== null,
    },
    queryClient,
  );

  return (
    <section
      aria-labelledby="preview-title"
      className="grid gap-3 rounded-xl border border-line bg-surface p-5"
    >
      <div>
        <h2 id="preview-title" className="text-xl font-semibold">
          Report e-mail preview
        </h2>
        <p className="text-sm text-muted">
          The e-mail and the Complete Report a buyer receives, made from sample answers. Nothing is sent.
        </p>
      </div>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setShownType(type);
        }}
      >
        <div className="min-w-0 sm:max-w-md sm:flex-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Assessment
          </label>
          <AssessmentTypeSelect id={selectId} value={type} onChange={setType} />
        </div>
        <Button type="submit" variant="secondary" disabled={preview.isFetching}>
          Show E-mail Preview
        </Button>
        <a
          href={reportPreviewUrl(type)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open Report PDF
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </form>
      {preview.error ? <p className="text-danger">{preview.error.message}</p> : null}
      {preview.isFetching && !preview.data ? <p className="text-muted">Rendering the preview...</p> : null}
      {preview.data ? (
        <div className="grid gap-3">
          <p className="text-sm">
            <span className="text-muted">Subject:</span> <strong>{preview.data.subject}</strong>
          </p>
          <EmailBodyView subject={preview.data.subject} html={preview.data.html} text={preview.data.text} />
        </div>
      ) : null}
    </section>
  );
}

/** The e-mail debug page: the capture mailbox, the outbox and the report previews. */
export default function EmailDebugPage() {
  usePageTitle('E-mail Debug');
  const selectedId = useSelectedMessageId();
  const [isRefreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([
      queryClient.refetchQueries({ queryKey: CAPTURED_EMAILS_KEY, exact: true }),
      queryClient.refetchQueries({ queryKey: OUTBOX_KEY }),
    ]);
    setRefreshing(false);
  };

  return (
    <>
      <AdminPageHeader
        title="E-mail Debug"
        description="Messages the site sent, as the recipient sees them, and the queue they went through."
        actions={
          <Button variant="secondary" size="sm" onClick={() => void refresh()} disabled={isRefreshing}>
            <RefreshCw aria-hidden="true" className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} />
            Refresh
          </Button>
        }
      />
      <EmailToolsNav />
      <div className="grid gap-10">
        {selectedId !== null ? <MessageDetail key={selectedId} id={selectedId} /> : null}
        <Mailbox selectedId={selectedId} />
        <Outbox />
        <Preview />
      </div>
    </>
  );
}
