import { FileText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { formatNumber } from '../../../../domain/locale/locale.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../shell/format.ts';
import { attachmentUrl, useCapturedEmail } from './email-api.ts';
import { EmailBodyView } from './email-body-view.tsx';

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${formatNumber(Math.round(bytes / 1024))} KB`;
}

/** One captured message as its recipient saw it, with its attachments; focus moves to it when it opens. */
export function MessageDetail({ id }: { id: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const message = useCapturedEmail(id);
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
          {Object.keys(data.headers).length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold">Other headers</h3>
              <dl className="mt-1 grid gap-1 text-sm">
                {Object.entries(data.headers).map(([name, value]) => (
                  <div key={name}>
                    <dt className="inline font-medium">{name}: </dt>
                    <dd className="inline break-all font-mono text-muted">{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
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
