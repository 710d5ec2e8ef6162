import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { normalizeDiscountCode } from '../../../domain/checkout/price.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { FreeOrderCode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { discountCodes, orders } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AttemptGuard, checkAttempts } from './attempt-limits.ts';

export type CodeVerdict =
  | { kind: 'free-order-code'; code: string }
  | { kind: 'spent-free-order-code'; code: string }
  | { kind: 'reward-code'; code: string; percentage: number }
  | { kind: 'used-reward-code'; code: string }
  | { kind: 'unknown'; code: string };

/** The refusals of a code, worded in the language of the call (src/server/http/reply-language.ts). */
export const CODE_REFUSALS = {
  used: (words: Messages) => words.replies.codeUsed,
  freeSpent: (words: Messages) => words.replies.codeSpent,
  unknown: (words: Messages) => words.replies.codeUnknown,
} as const;

/**
 * What a code is worth. FREE_ORDER_CODE is compared trimmed and case-insensitively, and is spent once it expired
 * or paid for its number of free orders.
 */
async function classifyDiscountCode(
  db: Database,
  freeOrderCode: FreeOrderCode | undefined,
  rawCode: string,
): Promise<CodeVerdict> {
  const code = normalizeDiscountCode(rawCode);
  if (freeOrderCode && code === normalizeDiscountCode(freeOrderCode.code)) {
    return (await isFreeOrderCodeSpent(db, freeOrderCode))
      ? { kind: 'spent-free-order-code', code }
      : { kind: 'free-order-code', code };
  }
  const [stored] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!stored) return { kind: 'unknown', code };
  if (stored.usedAt) return { kind: 'used-reward-code', code };
  return { kind: 'reward-code', code, percentage: stored.percentage };
}

/**
 * `classifyDiscountCode` for a code typed by the public: a code we do not know counts as a wrong guess of the
 * visitor and of their address block, and once either has had its wrong guesses this hour every code is refused
 * with a 429, right ones too, so that guessing learns nothing more (docs/decisions/029-report-mailbox-budget.md).
 */
export async function classifyTypedCode(
  db: Database,
  freeOrderCode: FreeOrderCode | undefined,
  rawCode: string,
  guard: AttemptGuard,
): Promise<CodeVerdict> {
  const perWindow = guard.limits.wrongCodesPerHour;
  const guesses = await checkAttempts(db, guard, {
    visitor: { purpose: 'code-guess-visitor', perWindow },
    address: { purpose: 'code-guess-address', perWindow },
    windowMs: HOUR_MS,
    refusal: (words) => words.replies.codeGuessLimit,
  });
  const verdict = await classifyDiscountCode(db, freeOrderCode, rawCode);
  if (verdict.kind !== 'unknown') await guesses.giveBack();
  return verdict;
}

const HOUR_MS = 60 * 60 * 1000;

/** How many free orders FREE_ORDER_CODE has paid for. */
async function countFreeOrderCodeUses(db: Database, freeOrderCode: FreeOrderCode): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(eq(orders.orderType, 'free'), eq(orders.discountCode, normalizeDiscountCode(freeOrderCode.code))),
    );
  return row?.uses ?? 0;
}

async function isFreeOrderCodeSpent(db: Database, freeOrderCode: FreeOrderCode): Promise<boolean> {
  if (freeOrderCode.expiresAt && freeOrderCode.expiresAt.getTime() < Date.now()) return true;
  return (await countFreeOrderCodeUses(db, freeOrderCode)) >= freeOrderCode.maxUses;
}

/**
 * Takes one of FREE_ORDER_CODE's uses, inside the transaction that creates its order: the advisory lock makes
 * parallel free orders take turns, so together they never pass the use limit.
 */
export async function takeFreeOrderCodeUse(tx: Database, freeOrderCode: FreeOrderCode): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('free-order-code-uses'))`);
  if (await isFreeOrderCodeSpent(tx, freeOrderCode)) {
    throw new AppError('code_spent', { status: 409, message: CODE_REFUSALS.freeSpent });
  }
}

/** Where a code entered on a payment page leads: a free report, or Stripe's own checkout to judge it. */
export type CodeJudgement = { kind: 'free'; code: string } | { kind: 'for-provider'; code: string };

/**
 * The one verdict on a code typed on a payment page, for the Apply button and for the paid checkout alike: the
 * free-order code and an unused reward code make the report free; a used reward code is refused; any other code
 * only Stripe can judge (its promotion codes), so the offline provider refuses it.
 */
export async function judgeDiscountCode({
  db,
  freeOrderCode,
  providerName,
  rawCode,
  guard,
}: {
  db: Database;
  freeOrderCode: FreeOrderCode | undefined;
  providerName: string | undefined;
  rawCode: string;
  guard: AttemptGuard;
}): Promise<CodeJudgement> {
  const verdict = await classifyTypedCode(db, freeOrderCode, rawCode, guard);
  switch (verdict.kind) {
    case 'free-order-code':
    case 'reward-code':
      return { kind: 'free', code: verdict.code };
    case 'used-reward-code':
      throw new AppError('code_used', { status: 409, message: CODE_REFUSALS.used });
    case 'spent-free-order-code':
      throw new AppError('code_spent', { status: 409, message: CODE_REFUSALS.freeSpent });
    case 'unknown':
      if (providerName !== 'stripe') {
        throw new AppError('code_unknown', { status: 400, message: CODE_REFUSALS.unknown });
      }
      return { kind: 'for-provider', code: verdict.code };
  }
}

/**
 * Marks a single-use code used by an order. Called inside the order's transaction: the conditional update is
 * what stops two orders from spending one code, however close together they arrive.
 */
export async function spendRewardCode(tx: Database, code: string, orderId: number): Promise<void> {
  const spent = await tx
    .update(discountCodes)
    .set({ usedAt: new Date(), usedByOrderId: orderId })
    .where(and(eq(discountCodes.code, code), isNull(discountCodes.usedAt)))
    .returning({ code: discountCodes.code });
  if (spent.length === 0) throw new AppError('code_used', { status: 409, message: CODE_REFUSALS.used });
}
