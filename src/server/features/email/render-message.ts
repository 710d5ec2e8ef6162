import { eq } from 'drizzle-orm';
import { CURRENT_ITEM_SET_VERSION } from '../../../domain/assessments/item-sets.ts';
import { getLevel } from '../../../domain/assessments/levels.ts';
import { orderReference } from '../../../domain/checkout/order-reference.ts';
import type { ScoreComparison } from '../../../domain/comparison/taker-comparison.ts';
import { doNotInviteUrl } from '../../../domain/do-not-invite/schemas.ts';
import { type MessageLanguage, writtenLanguage } from '../../../domain/messages/messages.ts';
import type { Take } from '../../../domain/retests/compare-takes.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, orders } from '../../db/schema.ts';
import type { OutgoingEmail } from '../../integrations/email/provider.ts';
import { renderAdminNotification } from '../../integrations/email-templates/admin-notification-email.tsx';
import {
  renderAddressCorrectionEmail,
  renderDataAccessLinkEmail,
} from '../../integrations/email-templates/one-time-link-email.tsx';
import { renderReferralInvite } from '../../integrations/email-templates/referral-invite-email.tsx';
import {
  letterPdfFilename,
  renderReportEmail,
  reportPdfFilename,
} from '../../integrations/email-templates/report-email.tsx';
import { renderRewardNotUsedEmail } from '../../integrations/email-templates/reward-not-used-email.tsx';
import type { ReportFiles, ReportInput } from '../../integrations/report/render-report-pdf.tsx';
import { sharedReportRenderPool } from '../../integrations/report/report-render-pool.ts';
import { storedReportFiles } from '../../integrations/report/stored-report-files.ts';
import { optOutToken } from '../../lib/mailbox-key.ts';
import { decryptSecret } from '../../lib/secret-box.ts';
import type { QueuedMessage, QueuedMessageOf } from '../../outbox/messages.ts';

export type MessageContext = {
  db: Database;
  emailFrom: string;
  supportEmail: string;
  publicUrl: string;
  /** Opens the sealed token of a one-time data link, and signs the opt-out link of an invitation. */
  secretKey: string;
  /** Renders a report's PDFs, the report and its letter (in the worker pool; tests count the calls). */
  renderReportFiles: (input: ReportInput) => Promise<ReportFiles>;
  /** Where a score stands among other takers: the same cache the results page asks. */
  comparison: ScoreComparison;
  /** The reader's earlier take on the same wording, which the report compares with (retests); null for a first. */
  earlierTake: EarlierTakeLookup;
};

export type EarlierTakeLookup = (take: {
  resultId: number;
  orderEmail: string | null;
}) => Promise<Take | null>;

/** The context the app's configuration gives every renderer. */
export function messageContext(
  config: Config,
  db: Database,
  comparison: ScoreComparison,
  earlierTake: EarlierTakeLookup,
): MessageContext {
  return {
    db,
    emailFrom: config.emailFrom,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    renderReportFiles: sharedReportRenderPool(config.reportRender).render,
    comparison,
    earlierTake,
  };
}

/**
 * Builds the e-mail of a queued row at send time, from what is stored now, so a resend after a correction
 * carries the corrected data and the outbox never holds large PDFs. A report's PDF is rendered once per resend
 * window and then taken from `report_pdfs`.
 */
export async function renderOutboxMessage(
  context: MessageContext,
  row: QueuedMessage,
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
      const { inviteToken, mailboxKey } = row.payload;
      const language = writtenLanguage(row.payload.language);
      const token = optOutToken(context.secretKey, mailboxKey);
      const message = renderReferralInvite({
        publicUrl: context.publicUrl,
        inviteToken,
        supportEmail: context.supportEmail,
        // The page in the invitation's language; the one-click address of the header is the one the server
        // takes RFC 8058's POST at, whatever the language.
        optOutUrl: doNotInviteUrl(context.publicUrl, token, language),
        language,
      });
      return {
        from: context.emailFrom,
        to: row.recipient,
        attachments: [],
        headers: listUnsubscribeHeaders(doNotInviteUrl(context.publicUrl, token)),
        ...message,
      };
    }
    case 'reward-not-used':
      return {
        from: context.emailFrom,
        to: row.recipient,
        attachments: [],
        ...renderRewardNotUsedEmail({
          supportEmail: context.supportEmail,
          language: await orderLanguage(context.db, row.payload.orderId),
        }),
      };
    case 'data-access-link':
      return renderOneTimeLinkMessage(context, row, renderDataAccessLinkEmail);
    case 'address-correction':
      return renderOneTimeLinkMessage(context, row, renderAddressCorrectionEmail);
  }
}

/** The language an order's e-mails are written in (its result's page's). */
async function orderLanguage(db: Database, orderId: number): Promise<MessageLanguage> {
  const [order] = await db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId));
  return writtenLanguage(order?.language ?? 'en');
}

/**
 * RFC 2369's List-Unsubscribe with RFC 8058's one-click: a mail client offers its own "unsubscribe" button, which
 * posts `List-Unsubscribe=One-Click` to the address; the same address opened in a browser shows the page.
 */
function listUnsubscribeHeaders(optOutUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${optOutUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A one-time link's e-mail: its token is sealed in the payload until the message is sent. */
function renderOneTimeLinkMessage(
  context: MessageContext,
  row: QueuedMessageOf<'data-access-link' | 'address-correction'>,
  render: typeof renderDataAccessLinkEmail,
): Omit<OutgoingEmail, 'messageId'> {
  // Granted by privacy's hook right before rendering; a request not yet granted has no link to send.
  if (!('sealedToken' in row.payload)) throw new Error(`one-time link message ${row.id} was not granted`);
  const message = render({
    publicUrl: context.publicUrl,
    token: decryptSecret(context.secretKey, row.payload.sealedToken),
    supportEmail: context.supportEmail,
    language: writtenLanguage(row.payload.language),
  });
  return { from: context.emailFrom, to: row.recipient, attachments: [], ...message };
}

async function renderReportMessage(context: MessageContext, row: QueuedMessageOf<'report'>) {
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
  // A new report follows the current banding rule, whatever rule stored the result's level.
  const level = getLevel(result.assessmentType, result.score);
  const language = writtenLanguage(order.language);
  const [email, files] = await Promise.all([
    renderReportEmail({
      language,
      assessmentType: result.assessmentType,
      level,
      createdAt: result.createdAt,
      supportEmail: context.supportEmail,
      publicUrl: context.publicUrl,
      orderReference: reference,
      amountPaid: { amount: order.amount, currency: order.currency },
    }),
    storedReportFiles({
      db: context.db,
      orderId: order.id,
      assessmentResultId: result.id,
      render: async () =>
        context.renderReportFiles({
          language,
          assessmentType: result.assessmentType,
          responses: result.responses,
          score: result.score,
          level,
          subscores: result.subscores ?? null,
          createdAt: result.createdAt,
          orderReference: reference,
          supportEmail: context.supportEmail,
          itemSetVersion: result.itemSetVersion,
          // The pool holds results on the current wording only; an older result's report leaves the section out.
          comparison:
            result.itemSetVersion === CURRENT_ITEM_SET_VERSION
              ? await context.comparison.compareScore(result.assessmentType, result.score, result.language)
              : undefined,
          country: order.country,
          context: result.context,
          earlierTake: await context.earlierTake({ resultId: result.id, orderEmail: order.email }),
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
      {
        filename: reportPdfFilename(result.assessmentType, language),
        content: files.report,
        contentType: 'application/pdf',
      },
      { filename: letterPdfFilename(language), content: files.letter, contentType: 'application/pdf' },
    ],
  };
}
