import { count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assessmentTypeSchema } from '../../../domain/assessments/schemas.ts';
import {
  capturedEmailSchema,
  capturedEmailSummarySchema,
  emailDiagnosticsSchema,
  emailPreviewSchema,
  emailTemplateParamsSchema,
  outboxEntrySchema,
  sendTestEmailResponseSchema,
  sendTestEmailSchema,
  testEmailFlowResponseSchema,
  testEmailFlowSchema,
} from '../../../domain/email-admin.ts';
import { rowIdSchema } from '../../../domain/row-id.ts';
import { capturedEmails, outbox } from '../../db/schema.ts';
import { renderEmailPreview } from '../../integrations/email-templates/email-previews.tsx';
import { REPORT_PDF_FILENAME, renderReportEmail } from '../../integrations/email-templates/report-email.tsx';
import { renderTestMessageEmail } from '../../integrations/email-templates/test-message-email.tsx';
import { renderReportPdfInWorker } from '../../integrations/report/report-render-pool.ts';
import { sampleReportInput } from '../../integrations/report/sample-report.ts';
import { deliverMessageNow, messageIdFor, type OutboxRow } from '../../jobs/outbox-worker.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeError } from '../../lib/log-serializers.ts';
import { createAssessmentResult } from '../assessments/service.ts';
import { createTestOrder } from '../checkout/test-order.ts';
import { messageContext, renderOutboxMessage } from './render-message.ts';

const idParams = z.object({ id: rowIdSchema });
const typeParams = z.object({ type: assessmentTypeSchema });
const NOT_FOUND = 'We could not find that message.';

function toOutboxEntry(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
  };
}

/** How long the test flow's message is kept for the flow itself to send. */
const TEST_FLOW_HOLD_MS = 10 * 60 * 1000;
/** Whose the test flow's result and order are: no visitor's cookie ever carries it. */
const TEST_FLOW_VISITOR = 'admin-test-flow';

/** Admin only (inside the admin guard): the e-mail debug page, diagnostics, test sends, previews. */
export async function emailAdminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app;
  const context = messageContext(config, db);

  routes.get(
    '/api/admin/emails',
    { schema: { response: { 200: z.array(capturedEmailSummarySchema) } } },
    async () => {
      const rows = await db.select().from(capturedEmails).orderBy(desc(capturedEmails.id)).limit(200);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        from: row.from,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        attachments: row.attachments.map(({ filename, contentType, size }) => ({
          filename,
          contentType,
          size,
        })),
      }));
    },
  );

  routes.get(
    '/api/admin/emails/:id',
    { schema: { params: idParams, response: { 200: capturedEmailSchema } } },
    async (request) => {
      const [row] = await db.select().from(capturedEmails).where(eq(capturedEmails.id, request.params.id));
      if (!row) throw new AppError('email_not_found', { status: 404, message: NOT_FOUND });
      return {
        id: row.id,
        to: row.to,
        from: row.from,
        subject: row.subject,
        html: row.html,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
        attachments: row.attachments.map(({ filename, contentType, size }) => ({
          filename,
          contentType,
          size,
        })),
      };
    },
  );

  routes.get(
    '/api/admin/emails/:id/attachments/:index',
    { schema: { params: idParams.extend({ index: z.coerce.number().int().min(0) }) } },
    async (request, reply) => {
      const [row] = await db.select().from(capturedEmails).where(eq(capturedEmails.id, request.params.id));
      const attachment = row?.attachments[request.params.index];
      if (!attachment) throw new AppError('attachment_not_found', { status: 404, message: NOT_FOUND });
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `inline; filename="${attachment.filename.replaceAll('"', '')}"`)
        .send(Buffer.from(attachment.contentBase64, 'base64'));
    },
  );

  routes.get('/api/admin/outbox', { schema: { response: { 200: z.array(outboxEntrySchema) } } }, async () => {
    const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    return rows.map(toOutboxEntry);
  });

  routes.get(
    '/api/admin/email-diagnostics',
    { schema: { response: { 200: emailDiagnosticsSchema } } },
    async () => {
      const [check, counts, failures] = await Promise.all([
        app.email.verify(),
        db.select({ status: outbox.status, total: count() }).from(outbox).groupBy(outbox.status),
        db
          .select()
          .from(outbox)
          .where(gt(outbox.createdAt, new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)))
          .orderBy(desc(outbox.id))
          .limit(200),
      ]);
      return {
        provider: app.email.name,
        check,
        configuration: {
          emailFrom: config.emailFrom,
          supportEmail: config.supportEmail,
          adminEmail: config.admin.email ?? null,
          mailgunDomain: config.mailgun.domain ?? null,
          mailgunRegion: config.mailgun.region,
          smtpConfigured: Boolean(config.smtpUrl),
        },
        outbox: Object.fromEntries(counts.map((row) => [row.status, row.total])),
        recentFailures: failures
          .filter((row) => row.status === 'failed' || row.lastError)
          .slice(0, 20)
          .map(toOutboxEntry),
      };
    },
  );

  routes.post(
    '/api/admin/email-test',
    { schema: { body: sendTestEmailSchema, response: { 200: sendTestEmailResponseSchema } } },
    async (request) => {
      const sentAt = new Date();
      const result = await app.email.send({
        to: request.body.to,
        from: config.emailFrom,
        ...renderTestMessageEmail({
          sentBy: request.admin?.username ?? 'an admin',
          sentAt,
          provider: app.email.name,
        }),
        attachments: [],
        messageId: `<test-${sentAt.getTime()}@${config.emailFrom.split('@')[1] ?? 'traitscope.local'}>`,
      });
      return result.ok
        ? {
            ok: true,
            provider: app.email.name,
            message: `Sent to ${request.body.to} (message id ${result.providerMessageId}).`,
          }
        : { ok: false, provider: app.email.name, message: `Not sent: ${result.error}` };
    },
  );

  routes.post(
    '/api/admin/test-email-flow',
    { schema: { body: testEmailFlowSchema, response: { 200: testEmailFlowResponseSchema } } },
    async (request) => {
      const steps: { name: string; ok: boolean; detail: string; ms: number }[] = [];
      const step = async <T>(name: string, run: () => Promise<[T, string]>): Promise<T | undefined> => {
        const started = performance.now();
        try {
          const [value, detail] = await run();
          steps.push({ name, ok: true, detail, ms: Math.round(performance.now() - started) });
          return value;
        } catch (error) {
          steps.push({
            name,
            ok: false,
            detail: describeError(error),
            ms: Math.round(performance.now() - started),
          });
          return undefined;
        }
      };
      const sample = sampleReportInput(request.body.assessmentType, { supportEmail: config.supportEmail });

      const result = await step('Store a sample assessment', async () => {
        const { id } = await createAssessmentResult({
          db,
          visitorId: TEST_FLOW_VISITOR,
          input: { ...sample, email: null },
        });
        return [id, `result ${id}, score ${sample.score} (${sample.level})`];
      });
      const queued =
        result === undefined
          ? undefined
          : await step('Create a test order and queue its report e-mail', async () => {
              const { order, message } = await createTestOrder({
                db,
                visitorId: TEST_FLOW_VISITOR,
                assessmentResultId: result,
                assessmentType: sample.assessmentType,
                email: request.body.email,
                // Held back from the background worker, which would otherwise send it while this flow renders
                // (rendering runs in a worker thread and leaves the worker's timer free); should this request
                // die before sending, the background worker still sends it later.
                holdUntil: new Date(Date.now() + TEST_FLOW_HOLD_MS),
              });
              return [message, `order ${order.id}, outbox message ${message.id}`];
            });
      if (queued) {
        await step('Render the report and e-mail', async () => {
          const message = await renderOutboxMessage(context, queued);
          const pdf = message.attachments[0];
          return [
            message,
            `"${message.subject}", ${pdf ? `${pdf.filename} ${Math.round(pdf.content.length / 1024)} KB` : 'no attachment'}`,
          ];
        });
        await step(`Send through ${app.email.name}`, async () => {
          const after = await deliverMessageNow(
            {
              db,
              provider: app.email,
              render: (row) => renderOutboxMessage(context, row),
              emailFrom: config.emailFrom,
              adminEmail: undefined,
            },
            queued.id,
          );
          if (after?.status !== 'sent') throw new Error(after?.lastError ?? 'the message was not sent');
          return [after, `sent as ${after.providerMessageId ?? messageIdFor(after.id, config.emailFrom)}`];
        });
      }
      return { ok: steps.every((s) => s.ok), steps };
    },
  );

  routes.get(
    '/api/admin/report-preview/:type',
    { schema: { params: typeParams } },
    async (request, reply) => {
      const pdf = await renderReportPdfInWorker(
        sampleReportInput(request.params.type, { supportEmail: config.supportEmail }),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${REPORT_PDF_FILENAME(request.params.type)}"`)
        .send(pdf);
    },
  );

  routes.get(
    '/api/admin/email-preview/:type',
    { schema: { params: typeParams, response: { 200: emailPreviewSchema } } },
    async (request) => {
      const sample = sampleReportInput(request.params.type, { supportEmail: config.supportEmail });
      return renderReportEmail({
        assessmentType: sample.assessmentType,
        level: sample.level,
        createdAt: sample.createdAt,
        supportEmail: config.supportEmail,
        publicUrl: config.publicUrl,
        orderReference: sample.orderReference,
      });
    },
  );

  routes.get(
    '/api/admin/email-templates/:kind/preview',
    { schema: { params: emailTemplateParamsSchema, response: { 200: emailPreviewSchema } } },
    async (request) =>
      renderEmailPreview(request.params.kind, {
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
      }),
  );
}
