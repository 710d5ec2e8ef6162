import { eq } from 'drizzle-orm';
import { orderReference } from '../../../domain/checkout/order-reference.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders } from '../../db/schema.ts';
import type { OutgoingEmail } from '../../integrations/email/provider.ts';
import type { ReportInput } from '../../integrations/report/render-report-pdf.tsx';
import { REPORT_PDF_FILENAME, renderReportEmail } from '../../integrations/report/report-email.tsx';
import { renderReportPdfInWorker } from '../../integrations/report/report-render-pool.ts';
import { storedReportPdf } from '../../integrations/report/stored-report-pdf.ts';
import type { OutboxRow } from '../../jobs/outbox-worker.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import { renderAdminNotification } from './admin-notification-email.ts';
import { renderAddressCorrectionEmail, renderDataAccessLinkEmail } from './one-time-link-email.ts';
import { renderReferralInvite } from './referral-invite-email.ts';

export type MessageContext = {
  db: Database;
  emailFrom: string;
  supportEmail: string;
  publicUrl: string;
  /** Opens the sealed token of a one-time data link. */
  secretKey: string;
  /** Renders a report PDF (in the worker pool; tests count the calls). */
  renderReportPdf: (input: ReportInput) => Promise<Buffer>;
};

/** The context the app's configuration gives every renderer. */
export function messageContext(config: Config, db: Database): MessageContext {
  return {
    db,
    emailFrom: config.emailFrom,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    renderReportPdf: renderReportPdfInWorker,
  };
}

/**
 * Builds the e-mail of a queued row at send time, from what is stored now, so a resend after a correction
 * carries the corrected data and the outbox never holds large PDFs. A report's PDF is rendered once per resend
 * window and then taken from `report_pdfs`.
 */
export async function renderOutboxMessage(
  context: MessageContext,
  row: OutboxRow,
): Promise<Omit<OutgoingEmail, 'messageId'>> {
  switch (row.kind) {
    case 'report':
      return renderReportMessage(context, row);
    case 'admin-notification':
      return {
        from: context.emailFrom,
        to: row.recipient,
        attachments: [],
        ...renderAdminNotification(row.payload),
      };
    case 'referral-invite': {
      const inviteToken = row.payload.inviteToken;
      if (typeof inviteToken !== 'string') throw new Error(`invitation ${row.id} has no token`);
      const message = renderReferralInvite({
        publicUrl: context.publicUrl,
        inviteToken,
        supportEmail: context.supportEmail,
      });
      return { from: context.emailFrom, to: row.recipient, attachments: [], ...message };
    }
    case 'data-access-link':
      return renderOneTimeLinkMessage(context, row, renderDataAccessLinkEmail);
    case 'address-correction':
      return renderOneTimeLinkMessage(context, row, renderAddressCorrectionEmail);
  }
}

/** A one-time link's e-mail: its token is sealed in the payload until the message is sent. */
function renderOneTimeLinkMessage(
  context: MessageContext,
  row: OutboxRow,
  render: typeof renderDataAccessLinkEmail,
): Omit<OutgoingEmail, 'messageId'> {
  const sealedToken = row.payload.sealedToken;
  if (typeof sealedToken !== 'string') throw new Error(`one-time link message ${row.id} has no token`);
  const message = render({
    publicUrl: context.publicUrl,
    token: decryptSecret(context.secretKey, sealedToken),
    supportEmail: context.supportEmail,
  });
  return { from: context.emailFrom, to: row.recipient, attachments: [], ...message };
}

async function renderReportMessage(context: MessageContext, row: OutboxRow) {
  if (row.orderId === null) throw new Error(`report message ${row.id} has no order`);
  const [order] = await context.db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw new Error(`order ${row.orderId} of message ${row.id} does not exist`);
  if (order.assessmentResultId === null) throw new Error(`the result of order ${order.id} was erased`);
  const [result] = await context.db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.id, order.assessmentResultId));
  if (!result) throw new Error(`result ${order.assessmentResultId} of order ${order.id} does not exist`);

  const reference = orderReference(order.id);
  const [email, pdf] = await Promise.all([
    renderReportEmail({
      assessmentType: result.assessmentType,
      level: result.level,
      createdAt: result.createdAt,
      supportEmail: context.supportEmail,
      publicUrl: context.publicUrl,
      orderReference: reference,
    }),
    storedReportPdf({
      db: context.db,
      orderId: order.id,
      assessmentResultId: result.id,
      render: () =>
        context.renderReportPdf({
          assessmentType: result.assessmentType,
          responses: result.responses,
          score: result.score,
          level: result.level,
          subscores: result.subscores ?? null,
          createdAt: result.createdAt,
          orderReference: reference,
          supportEmail: context.supportEmail,
          country: order.country,
        }),
    }),
  ]);
  return {
    from: context.emailFrom,
    to: row.recipient,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: [
      { filename: REPORT_PDF_FILENAME(result.assessmentType), content: pdf, contentType: 'application/pdf' },
    ],
  };
}
