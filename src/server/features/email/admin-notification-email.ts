/** A plain message to the operator: what happened, with the stored details, nothing else. */
export function renderAdminNotification(payload: Record<string, unknown>): {
  subject: string;
  html: string;
  text: string;
} {
  const subject = typeof payload.subject === 'string' ? payload.subject : 'Traitscope needs attention';
  const details = Object.entries(payload).filter(([key]) => key !== 'subject');
  const text = [subject, '', ...details.map(([key, value]) => `${key}: ${formatValue(value)}`)].join('\n');
  const rows = details
    .map(
      ([key, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(key)}</th><td style="padding:4px 0">${escapeHtml(formatValue(value))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933"><h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>${rows}</table></body></html>`;
  return { subject, html, text };
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
