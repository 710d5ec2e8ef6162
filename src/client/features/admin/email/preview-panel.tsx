import type { ReactNode } from 'react';
import { EmailBodyView } from './email-body-view.tsx';

type RenderedEmail = { subject: string; html: string; text: string };

/** A preview's state as its query holds it: nothing yet, rendering, failed, or the rendered e-mail. */
type PreviewState = { data?: RenderedEmail; error: Error | null; isFetching: boolean };

/**
 * A box on the E-mail Debug page that renders an e-mail from sample data on request: its heading, the form that
 * chooses what to render (`children`), then the rendered subject and body.
 */
export function PreviewPanel({
  titleId,
  title,
  description,
  rendering,
  preview,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  /** Shown while the first rendering runs. */
  rendering: string;
  preview: PreviewState;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-xl border border-line bg-surface p-5">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
      {preview.error ? <p className="text-danger">{preview.error.message}</p> : null}
      {preview.isFetching && !preview.data ? <p className="text-muted">{rendering}</p> : null}
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
