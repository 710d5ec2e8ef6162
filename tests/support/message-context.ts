import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxDeliveryDeps } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { outbox } from '../../src/server/db/schema.ts';
import { sharedScoreComparison } from '../../src/server/features/comparison/score-comparison.ts';
import {
  type MessageContext,
  messageContext,
  renderOutboxMessage,
} from '../../src/server/features/email/render-message.ts';
import { findEarlierTakeForReport } from '../../src/server/features/retests/earlier-takes.ts';
import type { ReportInput } from '../../src/server/integrations/report/render-report-pdf.tsx';
import { type DeliveryDeps, deliverWhileBacklogged } from '../../src/server/outbox/delivery.ts';
import { queuedMessageOf } from '../../src/server/outbox/messages.ts';
import { pdfText } from './pdf-text.ts';

/** The context the app renders e-mails with (the same shared score comparison), for tests that render one. */
export function appMessageContext(config: Config, db: Database): MessageContext {
  return messageContext(config, db, sharedScoreComparison(db, config.comparison), (take) =>
    findEarlierTakeForReport({ db, ...take }),
  );
}

/**
 * Sends what the outbox holds once, as the app's worker does every two seconds (the same renderers and the same
 * decision on one-time links); `overrides` swap a part, such as the provider or the admin address.
 */
export function deliverAppMail(app: FastifyInstance, overrides: Partial<DeliveryDeps> = {}): Promise<number> {
  return deliverWhileBacklogged({
    ...outboxDeliveryDeps(app, appMessageContext(app.config, app.db)),
    ...overrides,
  });
}

const STAND_IN_PDF = Buffer.from('%PDF-1.4 stand-in');

/**
 * The app's renderer with one-line stand-ins for the report's PDFs, for tests about other e-mails whose buyers have
 * reports queued, or about the facts a report is rendered from (`onReport` receives them): each real PDF is a render
 * of a second or more on a loaded machine, and none of them is looked at.
 */
export function renderWithStandInReports(
  app: FastifyInstance,
  onReport: (input: ReportInput) => void = () => {},
): DeliveryDeps['render'] {
  const context = appMessageContext(app.config, app.db);
  const standIn = {
    ...context,
    renderReportFiles: async (input: ReportInput) => {
      onReport(input);
      return { report: STAND_IN_PDF, letter: STAND_IN_PDF };
    },
  };
  return (message) => renderOutboxMessage(standIn, message);
}

/**
 * Renders the report e-mail queued for `orderId` as the outbox would, and returns the text of its two PDFs
 * (whitespace folded), the attachments' names and the facts the report was rendered from.
 */
export async function renderQueuedReport(
  app: FastifyInstance,
  orderId: number,
): Promise<{ text: string; letterText: string; filenames: string[]; input: ReportInput }> {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'report')));
  if (!row) throw new Error(`no report queued for order ${orderId}`);
  let input: ReportInput | undefined;
  const context = appMessageContext(app.config, app.db);
  const message = await renderOutboxMessage(
    {
      ...context,
      renderReportFiles: (facts) => {
        input = facts;
        return context.renderReportFiles(facts);
      },
    },
    queuedMessageOf(row),
  );
  const [report, letter] = message.attachments.map((attachment) => attachment.content);
  if (!(report instanceof Buffer) || !(letter instanceof Buffer) || !input) {
    throw new Error(`no report was rendered for order ${orderId}`);
  }
  return {
    text: await pdfText(report),
    letterText: await pdfText(letter),
    filenames: message.attachments.map((attachment) => attachment.filename),
    input,
  };
}
