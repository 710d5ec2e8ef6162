import { EmailLayout, FactTable, type RenderedEmail, renderEmail } from './email-layout.tsx';

/**
 * A plain message to the operator: what happened, with the stored details, nothing else. The payload holds only
 * values the server looked up (order id, status, kind), never text a visitor sent.
 */
export function renderAdminNotification(payload: Record<string, unknown>): RenderedEmail {
  const subject = typeof payload.subject === 'string' ? payload.subject : 'Traitscope needs attention';
  const details = Object.entries(payload)
    .filter(([key]) => key !== 'subject')
    .map(([key, value]) => [key, formatValue(value)] as const);
  return renderEmail(
    subject,
    <EmailLayout
      subject={subject}
      preheader={subject}
      heading={subject}
      footer="Sent to the address in ADMIN_EMAIL. The admin area has the full picture."
    >
      <FactTable rows={details} />
    </EmailLayout>,
    [subject, '', ...details.map(([key, value]) => `${key}: ${value}`)],
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
