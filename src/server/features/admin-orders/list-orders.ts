import { and, count, desc, eq } from 'drizzle-orm';
import type { FreeOrderCodeStatus, PaymentRecord } from '../../../domain/admin-orders/schemas.ts';
import { normalizeDiscountCode } from '../../../domain/checkout/price.ts';
import { formatDate, formatPrice } from '../../../domain/locale/locale.ts';
import type { FreeOrderCode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { discountCodes, orders } from '../../db/schema.ts';

const MAX_ROWS = 500;

/** Newest first, optionally only completed or pending orders. */
export async function listOrders(
  db: Database,
  {
    status = 'all',
    isStripeLive = false,
  }: { status?: 'all' | 'completed' | 'pending'; isStripeLive?: boolean } = {},
): Promise<PaymentRecord[]> {
  const rows = await db
    .select({ order: orders, rewardCode: discountCodes.code })
    .from(orders)
    // A referral reward's code, so staff can see which free reports the referral programme paid for.
    .leftJoin(
      discountCodes,
      and(eq(discountCodes.code, orders.discountCode), eq(discountCodes.source, 'referral')),
    )
    .where(status === 'all' ? undefined : eq(orders.status, status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_ROWS);
  return rows.map(({ order, rewardCode }) => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    userEmail: order.email,
    userName: null,
    amount: order.amount,
    originalAmount: order.originalAmount,
    currency: order.currency,
    formattedAmount: formatPrice(order.amount, order.currency),
    formattedOriginalAmount: formatPrice(order.originalAmount, order.currency),
    formattedDate: `${formatDate(order.createdAt, 'dateTime', { timeZone: 'UTC' })} UTC`,
    discountCode: order.discountCode,
    discountPercentage: order.discountPercentage,
    isReferralReward: rewardCode !== null,
    status: order.status,
    emailStatus: order.emailStatus,
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    providerDashboardUrl:
      order.provider === 'stripe' && order.providerSessionId
        ? `https://dashboard.stripe.com/${isStripeLive ? '' : 'test/'}checkout/sessions/${order.providerSessionId}`
        : null,
    orderType: order.orderType,
    assessmentType: order.assessmentType,
  }));
}

/** How many free orders FREE_ORDER_CODE paid for, of how many it may, and its last day. */
export async function describeFreeOrderCode(
  db: Database,
  freeOrderCode: FreeOrderCode | undefined,
): Promise<FreeOrderCodeStatus> {
  if (!freeOrderCode) return null;
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(eq(orders.orderType, 'free'), eq(orders.discountCode, normalizeDiscountCode(freeOrderCode.code))),
    );
  return {
    uses: row?.uses ?? 0,
    maxUses: freeOrderCode.maxUses,
    expiresOn: freeOrderCode.expiresAt?.toISOString().slice(0, 10) ?? null,
  };
}
