import { escapeHtml } from './admin-notification-email.ts';

/** The link a friend follows; the home page binds it to their visitor. */
export function inviteLink(publicUrl: string, inviteToken: string): string {
  return `${publicUrl}/?invite=${encodeURIComponent(inviteToken)}`;
}

/**
 * A short, calm invitation. It names no one (the referrer is anonymous to us) and says why the friend's address
 * was used and that it is used for nothing else.
 */
export function renderReferralInvite({
  publicUrl,
  inviteToken,
  supportEmail,
}: {
  publicUrl: string;
  inviteToken: string;
  supportEmail: string;
}): { subject: string; html: string; text: string } {
  const link = inviteLink(publicUrl, inviteToken);
  const subject = 'A friend invited you to Traitscope';
  const paragraphs = [
    'A friend thought you might find Traitscope helpful: short, research-based self-assessments for adults who want to understand their autism, ADHD, sensory, dyspraxia or dyslexia traits.',
    'The assessments take 5 to 15 minutes, need no account, and show free preliminary insights straight away. They are not a diagnosis; they can help you prepare for a conversation with a professional.',
  ];
  const note = `Your friend entered your address to send you this one invitation. We use it for nothing else and send no reminders. Questions: ${supportEmail}`;
  const text = [...paragraphs, '', `Start here: ${link}`, '', note].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#faf8f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#0f5e59;padding-bottom:16px">${escapeHtml(subject)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.6;padding-bottom:16px">${escapeHtml(p)}</td></tr>`).join('\n')}
<tr><td style="padding:8px 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f5e59;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-size:16px">Take an assessment</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(note)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
