import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import type { CreateAssessmentResultInput } from '../../../domain/assessments/schemas.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EmailProvider } from '../../integrations/email/provider.ts';
import { sampleReportInput } from '../../integrations/report/sample-report.ts';
import { describeError } from '../../lib/log-serializers.ts';
import { deliverMessageNow, messageIdFor } from '../../outbox/delivery.ts';
import type { KindHooks } from '../../outbox/hooks.ts';
import { type OutboxRow, queuedMessageOf } from '../../outbox/messages.ts';
import { type MessageContext, renderOutboxMessage } from './render-message.ts';

/** How long the test flow's message is kept for the flow itself to send. */
const TEST_FLOW_HOLD_MS = 10 * 60 * 1000;
/** Whose the test flow's result and order are: no visitor's cookie ever carries it. */
const TEST_FLOW_VISITOR = 'admin-test-flow';

type FlowStep = { name: string; ok: boolean; detail: string; ms: number };

/**
 * The two steps of a real order that belong to other features (storing a result, creating an order and queueing
 * its report e-mail), passed in by the app so that this feature does not reach into theirs.
 */
export type OrderPath = {
  storeResult(args: {
    db: Database;
    visitorId: string;
    input: CreateAssessmentResultInput;
  }): Promise<{ id: number }>;
  createTestOrder(args: {
    db: Database;
    visitorId: string;
    assessmentResultId: number;
    assessmentType: AssessmentType;
    email: string;
    holdUntil: Date;
  }): Promise<{ order: { id: number }; message: OutboxRow }>;
  /** What a report's delivery records on its order, as the background worker records it. */
  reportHooks: KindHooks<'report'>;
};

export type TestEmailFlowDeps = {
  db: Database;
  provider: EmailProvider;
  config: Config;
  context: MessageContext;
  orderPath: OrderPath;
};

/**
 * Takes a sample result through the path a real order's report takes (stored result, order, outbox row, render,
 * send), timing each step and stopping at the first that fails, so staff see where delivery breaks.
 */
export async function runTestEmailFlow(
  { db, provider, config, context, orderPath }: TestEmailFlowDeps,
  { email, assessmentType }: { email: string; assessmentType: AssessmentType },
): Promise<{ ok: boolean; steps: FlowStep[] }> {
  const steps: FlowStep[] = [];
  const step = async <T>(name: string, run: () => Promise<[T, string]>): Promise<T | undefined> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const [value, detail] = await run();
      steps.push({ name, ok: true, detail, ms: ms() });
      return value;
    } catch (error) {
      steps.push({ name, ok: false, detail: describeError(error), ms: ms() });
      return undefined;
    }
  };
  const sample = sampleReportInput(assessmentType, { supportEmail: config.supportEmail });

  const result = await step('Store a sample assessment', async () => {
    const { id } = await orderPath.storeResult({
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
          const { order, message } = await orderPath.createTestOrder({
            db,
            visitorId: TEST_FLOW_VISITOR,
            assessmentResultId: result,
            assessmentType: sample.assessmentType,
            email,
            // Held back from the background worker, which would otherwise send it while this flow renders
            // (rendering runs in a worker thread and leaves the worker's timer free); should this request die
            // before sending, the background worker still sends it later.
            holdUntil: new Date(Date.now() + TEST_FLOW_HOLD_MS),
          });
          return [message, `order ${order.id}, outbox message ${message.id}`];
        });
  if (queued) {
    await step('Render the report and e-mail', async () => {
      const message = await renderOutboxMessage(context, queuedMessageOf(queued));
      const pdf = message.attachments[0];
      return [
        message,
        `"${message.subject}", ${pdf ? `${pdf.filename} ${Math.round(pdf.content.length / 1024)} KB` : 'no attachment'}`,
      ];
    });
    await step(`Send through ${provider.name}`, async () => {
      const after = await deliverMessageNow(
        {
          db,
          provider,
          render: (message) => renderOutboxMessage(context, message),
          hooks: { report: orderPath.reportHooks },
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
}
