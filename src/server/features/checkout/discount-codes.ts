import { and, eq, isNull } from 'drizzle-orm';
import { normalizeDiscountCode } from '../../../domain/checkout/price.ts';
import type { Database } from '../../db/client.ts';
import { discountCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export type CodeVerdict =
  | { kind: 'free-order-code'; code: string }
  | { kind: 'reward-code'; code: string; percentage: number }
  | { kind: 'used-reward-code'; code: string }
  | { kind: 'unknown'; code: string };

export const CODE_MESSAGES = {
  free: 'Your code gives you the Complete Report for free.',
  atCheckout: 'Discount code will be applied at checkout',
  used: 'This discount code has already been used.',
  unknown: 'This discount code is not valid. Please check it and try again.',
} as const;

/** What a code is worth. FREE_ORDER_CODE is compared trimmed and case-insensitively. */
export async function classifyDiscountCode(
  db: Database,
  freeOrderCode: string | undefined,
  rawCode: string,
): Promise<CodeVerdict> {
  const code = normalizeDiscountCode(rawCode);
  if (freeOrderCode && code === normalizeDiscountCode(freeOrderCode))
    return { kind: 'free-order-code', code };
  const [stored] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!stored) return { kind: 'unknown', code };
  if (stored.usedAt) return { kind: 'used-reward-code', code };
  return { kind: 'reward-code', code, percentage: stored.percentage };
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
}: {
  db: Database;
  freeOrderCode: string | undefined;
  providerName: string | undefined;
  rawCode: string;
}): Promise<CodeJudgement> {
  const verdict = await classifyDiscountCode(db, freeOrderCode, rawCode);
  switch (verdict.kind) {
    case 'free-order-code':
    case 'reward-code':
      return { kind: 'free', code: verdict.code };
    case 'used-reward-code':
      throw new AppError('code_used', { status: 409, message: CODE_MESSAGES.used });
    case 'unknown':
      if (providerName !== 'stripe') {
        throw new AppError('code_unknown', { status: 400, message: CODE_MESSAGES.unknown });
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
  if (spent.length === 0) throw new AppError('code_used', { status: 409, message: CODE_MESSAGES.used });
}
