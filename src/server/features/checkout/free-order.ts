import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FreeOrderInput, OrderOutcome } from '../../../domain/checkout/schemas.ts';
import type { FreeOrderCode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AttemptGuard, countFreeReport, FREE_LIMIT_REFUSAL } from './attempt-limits.ts';
import { requireAnswersConsent } from './consent.ts';
import { CODE_REFUSALS, classifyTypedCode, spendRewardCode, takeFreeOrderCodeUse } from './discount-codes.ts';
import {
  completedFreeOrder,
  describeOrder,
  findOwnResult,
  type Order,
  queueReportEmail,
  type ReportBudget,
} from './orders.ts';
import {
  decideRewardRedemption,
  declineRewardOrder,
  describeRewardOrder,
  isRewardOrder,
  logDomainNotice,
  type RewardDecision,
} from './reward-redemption.ts';

/**
 * A report paid for with a 100% code: the order is completed, a reward code spent or one of the free code's uses
 * taken, and the e-mail queued in one transaction. Asking twice for the same result returns the first order (one
 * free report per result). A new free order counts against the visitor's and the address block's daily caps, and
 * the free code's e-mail must fit its mailbox's budget; any of these refuses it with one plain 429 (decision 029),
 * leaving the code unspent. Past the caps, a reward code is spent whatever happens next, and its order answered
 * alike whether its report may go out or not (reward-redemption.ts, decision 030): the address learns the outcome
 * by e-mail, held like a paid report's while the mailbox's budget is spent, the caller learns nothing about it,
 * and a code cannot be tried again on another address.
 */
export async function createFreeOrder({
  db,
  freeOrderCode,
  guard,
  budget,
  adminEmail,
  logger,
  input,
}: {
  db: Database;
  freeOrderCode: FreeOrderCode | undefined;
  /** The caller, for the caps on guessed codes and on free reports; its secret key also keys the reward limits. */
  guard: AttemptGuard;
  budget: ReportBudget;
  /** Told when several rewards go to one domain. */
  adminEmail: string | undefined;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  input: Pick<FreeOrderInput, 'email' | 'assessmentResultId' | 'discountCode' | 'consent' | 'country'>;
}): Promise<OrderOutcome> {
  const { visitorId, secretKey } = guard;
  const consent = requireAnswersConsent(input.consent);
  const result = await findOwnResult(db, visitorId, input.assessmentResultId);
  const existing = await findFreeOrder(db, result.id);
  if (existing) return describeFreeOrder(db, existing, visitorId);

  const verdict = await classifyTypedCode(db, freeOrderCode, input.discountCode, guard);
  if (verdict.kind === 'used-reward-code')
    throw new AppError('code_used', { status: 409, message: CODE_REFUSALS.used });
  if (verdict.kind === 'spent-free-order-code')
    throw new AppError('code_spent', { status: 409, message: CODE_REFUSALS.freeSpent });
  if (verdict.kind === 'unknown' || (verdict.kind === 'reward-code' && verdict.percentage < 100)) {
    throw new AppError('code_not_free', { status: 400, message: CODE_REFUSALS.unknown });
  }
  await countFreeReport(db, guard);

  let decision: RewardDecision | undefined;
  const order = await db.transaction(async (tx) => {
    // Before this order's row exists, which would count as a use.
    if (verdict.kind === 'free-order-code' && freeOrderCode) await takeFreeOrderCodeUse(tx, freeOrderCode);
    const [row] = await tx
      .insert(orders)
      .values({
        ...completedFreeOrder({
          visitorId,
          assessmentResultId: result.id,
          assessmentType: result.assessmentType,
          email: input.email,
          discountCode: verdict.code,
        }),
        country: input.country ?? null,
        language: result.language,
        ...consent,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent request made this result's free order first; that one stands.
    if (!row) return undefined;
    if (verdict.kind === 'reward-code') {
      await spendRewardCode(tx, verdict.code, row.id);
      decision = await decideRewardRedemption(tx, {
        secretKey,
        adminEmail,
        code: verdict.code,
        email: input.email,
      });
      if (!decision.isGranted) {
        await declineRewardOrder(tx, row, budget);
        return row;
      }
      // A spent reward waits for its mailbox's budget, as a paid report does: a refusal here would tell the
      // caller that the address had other reports today.
      await queueReportEmail(tx, row, { budget, whenSpent: 'wait' });
      return row;
    }
    await queueReportEmail(tx, row, { budget, whenSpent: 'refuse', refusal: FREE_LIMIT_REFUSAL });
    return row;
  });
  if (decision) logDomainNotice(logger, decision);

  const final = order ? await findOrder(db, order.id) : await findFreeOrder(db, result.id);
  if (!final) throw new Error(`free order for result ${result.id} was not found after creation`);
  return describeFreeOrder(db, final, visitorId);
}

async function describeFreeOrder(db: Database, order: Order, visitorId: string): Promise<OrderOutcome> {
  return (await isRewardOrder(db, order))
    ? describeRewardOrder(order, visitorId)
    : describeOrder(order, visitorId);
}

async function findFreeOrder(db: Database, resultId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.assessmentResultId, resultId), eq(orders.orderType, 'free')));
  return order;
}

async function findOrder(db: Database, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}
