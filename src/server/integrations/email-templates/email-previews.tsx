import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import { doNotInviteUrl } from '../../../domain/do-not-invite/schemas.ts';
import type { EmailTemplateKind } from '../../../domain/email/schemas.ts';
import type { MessageLanguage } from '../../../domain/messages/messages.ts';
import { sampleReportInput } from '../report/sample-report.ts';
import { renderAdminNotification } from './admin-notification-email.tsx';
import type { RenderedEmail } from './email-layout.tsx';
import { renderAddressCorrectionEmail, renderDataAccessLinkEmail } from './one-time-link-email.tsx';
import { renderReferralInvite } from './referral-invite-email.tsx';
import { renderReportEmail } from './report-email.tsx';
import { renderRewardNotUsedEmail } from './reward-not-used-email.tsx';
import { renderTestMessageEmail } from './test-message-email.tsx';

type PreviewContext = {
  publicUrl: string;
  supportEmail: string;
  /** The language of the e-mails a visitor gets; the admin's own e-mails are English. English unless given. */
  language?: MessageLanguage;
};

// Example values only: a preview must never show a real person's token, address or result.
const EXAMPLE_TOKEN = 'example-token-not-valid';

/** Every e-mail we send, rendered with example data for the admin E-mail Debug page. */
export async function renderEmailPreview(
  kind: EmailTemplateKind,
  { publicUrl, supportEmail, language = 'en' }: PreviewContext,
): Promise<RenderedEmail> {
  switch (kind) {
    case 'report': {
      const sample = sampleReportInput('adhd', { supportEmail, language });
      return renderReportEmail({ ...sample, publicUrl, amountPaid: REPORT_PRICE });
    }
    case 'data-access-link':
      return renderDataAccessLinkEmail({ publicUrl, token: EXAMPLE_TOKEN, supportEmail, language });
    case 'address-correction':
      return renderAddressCorrectionEmail({ publicUrl, token: EXAMPLE_TOKEN, supportEmail, language });
    case 'referral-invite':
      return renderReferralInvite({
        publicUrl,
        inviteToken: EXAMPLE_TOKEN,
        supportEmail,
        optOutUrl: doNotInviteUrl(publicUrl, EXAMPLE_TOKEN),
        language,
      });
    case 'admin-notification':
      return renderAdminNotification({
        subject: 'Order 42 needs attention',
        orderId: 42,
        status: 'pending',
        orderType: 'paid',
      });
    case 'reward-not-used':
      return renderRewardNotUsedEmail({ supportEmail, language });
    case 'test-message':
      return renderTestMessageEmail({
        sentBy: 'admin',
        sentAt: new Date('2026-01-05T10:00:00Z'),
        provider: 'capture',
      });
  }
}
