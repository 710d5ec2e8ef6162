import type { FastifyInstance } from 'fastify';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import * as emailCalls from '../../../domain/email/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { renderEmailPreview } from '../../integrations/email-templates/email-previews.tsx';
import { renderReportEmail, reportPdfFilename } from '../../integrations/email-templates/report-email.tsx';
import { sampleReportInput } from '../../integrations/report/sample-report.ts';
import { findCapturedAttachment, findCapturedEmail, listCapturedEmails } from './captured-emails.ts';
import { diagnoseEmail, listOutbox } from './outbox-view.ts';
import type { MessageContext } from './render-message.ts';
import { sendTestEmail } from './send-test-email.ts';
import { type OrderPath, runTestEmailFlow } from './test-email-flow.ts';

/** A file inline in the browser's own viewer, under a name without quotes to break the header. */
function inlineFile(filename: string): string {
  return `inline; filename="${filename.replaceAll('"', '')}"`;
}

/** Admin only (inside the admin guard): the e-mail debug page, diagnostics, test sends, previews. */
export async function emailAdminRoutes(
  app: FastifyInstance,
  { context, orderPath }: { context: MessageContext; orderPath: OrderPath },
): Promise<void> {
  const { config, db } = app;
  const sample = (type: Parameters<typeof sampleReportInput>[0]) =>
    sampleReportInput(type, { supportEmail: config.supportEmail });

  routeFromContract(app, emailCalls.capturedEmailsContract, {}, async () => listCapturedEmails(db));

  routeFromContract(app, emailCalls.capturedEmailContract, {}, async (request) =>
    findCapturedEmail(db, request.params.id),
  );

  routeFromContract(app, emailCalls.capturedAttachmentContract, {}, async (request, reply) => {
    const attachment = await findCapturedAttachment(db, request.params.id, request.params.index);
    return reply
      .type(attachment.contentType)
      .header('content-disposition', inlineFile(attachment.filename))
      .send(attachment.content);
  });

  routeFromContract(app, emailCalls.outboxContract, {}, async () => listOutbox(db));

  routeFromContract(app, emailCalls.emailDiagnosticsContract, {}, async () =>
    diagnoseEmail({ db, provider: app.email, config }),
  );

  routeFromContract(app, emailCalls.sendTestEmailContract, {}, async (request) =>
    sendTestEmail({
      provider: app.email,
      config,
      to: request.body.to,
      sentBy: request.admin?.username ?? 'an admin',
    }),
  );

  routeFromContract(app, emailCalls.testEmailFlowContract, {}, async (request) =>
    runTestEmailFlow({ db, provider: app.email, config, context, orderPath }, request.body),
  );

  routeFromContract(app, emailCalls.reportPreviewContract, {}, async (request, reply) => {
    const { report } = await context.renderReportFiles(sample(request.params.type));
    return reply
      .type('application/pdf')
      .header('content-disposition', inlineFile(reportPdfFilename(request.params.type, 'en')))
      .send(report);
  });

  routeFromContract(app, emailCalls.reportEmailPreviewContract, {}, async (request) => {
    const { language, assessmentType, level, createdAt, orderReference } = sample(request.params.type);
    return renderReportEmail({
      language,
      assessmentType,
      level,
      createdAt,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
      orderReference,
      amountPaid: REPORT_PRICE,
    });
  });

  routeFromContract(app, emailCalls.emailTemplatePreviewContract, {}, async (request) =>
    renderEmailPreview(request.params.kind, {
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
    }),
  );
}
