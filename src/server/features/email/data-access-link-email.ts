import { DATA_LINK_VALID_MINUTES } from '../../../domain/privacy/data-access.ts';
import { escapeHtml } from './admin-notification-email.ts';

/** The page a one-time link opens; the token is in the query, and the page exchanges it for a session. */
export function dataAccessLink(publicUrl: string, token: string): string {
  return `${publicUrl}/your-data?token=${encodeURIComponent(token)}`;
}

/** Plain and short: what the link does, how long it works, and what to do if someone else asked for it. */
export function renderDataAccessLinkEmail({
  publicUrl,
  token,
  supportEmail,
}: {
  publicUrl: string;
  token: string;
  supportEmail: string;
}): { subject: string; html: string; text: string } {
  const link = dataAccessLink(publicUrl, token);
  const subject = 'Your link to see your Traitscope data';
  const paragraphs = [
    'You asked to see the data Traitscope holds for this e-mail address. The link below opens a page where you can see it, download it, correct your address, or erase it.',
    `The link works once, for ${DATA_LINK_VALID_MINUTES / 60} hour. If it has expired, you can ask for a new one on the same page.`,
  ];
  const note = `If you did not ask for this, you can ignore this e-mail: nothing changes unless the link is used. Questions: ${supportEmail}`;
  const text = [...paragraphs, '', `Open your data: ${link}`, '', note].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#faf8f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#0f5e59;padding-bottom:16px">${escapeHtml(subject)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.6;padding-bottom:16px">${escapeHtml(p)}</td></tr>`).join('\n')}
<tr><td style="padding:8px 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f5e59;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-size:16px">Open your data</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(note)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
