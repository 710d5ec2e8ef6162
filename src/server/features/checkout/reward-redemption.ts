import { createHmac } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderOutcome } from '../../../domain/checkout/schemas.ts';
import {
  PUBLIC_MAIL_DOMAINS,
  REWARD_DOMAIN_NOTICE_AT,
  REWARD_INTERVAL_DAYS,
  REWARDS_PER_DOMAIN,
} from '../../../domain/referrals/rules.ts';
import type { Database } from '../../db/client.ts';
import { discountCodes, orders, outbox } from '../../db/schema.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { takeMailboxTurn } from '../../outbox/mailbox-limit.ts';
import { queueMessage } from '../../outbox/queue-message.ts';
import { isOrderOf, type Order, queueReportEmail, type ReportBudget } from './orders.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one answer to an order paid with a reward code, whether its report goes out or not: the address's history
 * (a reward this month, its domain's share) is told only to the address, by e-mail.
 */
function rewardOrderMessage(email: string): string {
  return `Your code has been applied. We are e-mailing the outcome to ${email}: your Complete Report, or a note if a referral reward cannot be used for this address just now.`;
}

export function describeRewardOrder(order: Order, callerVisitorId: string | undefined): OrderOutcome {
  const isOwn = isOrderOf(order, callerVisitorId);
  return {
    success: true,
    emailSent: true,
    emailStatus: null,
    isDecidedByEmail: true,
    message: rewardOrderMessage(isOwn && order.email ? order.email : 'the address you entered'),
    orderId: order.id,
    ...(isOwn ? { email: order.email ?? undefined, orderRef: order.ref } : {}),
    assessmentType: order.assessmentType,
  };
}

/** Whether a free order was paid with a referral reward (rather than FREE_ORDER_CODE). */
export async function isRewardOrder(db: Database, order: Order): Promise<boolean> {
  const [code] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(and(eq(discountCodes.usedByOrderId, order.id), eq(discountCodes.source, 'referral')));
  return code !== undefined;
}

function emailDomain(email: string): string {
  return (email.split('@').pop() ?? '').trim().toLowerCase();
}

/** A keyed hash of an e-mail domain: all the limit needs to count, and it names no domain. */
function domainKey(secretKey: string, domain: string): string {
  return createHmac('sha256', secretKey).update(`email-domain:${domain}`).digest('base64url');
}

export type RewardDecision = {
  isGranted: boolean;
  /** Set when staff are to hear of the domain: several rewards went to it this month. */
  notice: { domain: string; rewardsThisMonth: number; isRefused: boolean } | null;
};

/**
 * Whether a spent reward code's report may go to `email`: its mailbox has had no reward report in
 * REWARD_INTERVAL_DAYS, and its domain fewer than REWARDS_PER_DOMAIN (the large public mail services excepted:
 * a catch-all domain gives one person every address, a public service does not). Called in the order's
 * transaction; a lock on the domain makes simultaneous orders count each other. From REWARD_DOMAIN_NOTICE_AT
 * rewards to one domain in the window, staff get a notice in the same transaction (at most one a day per domain).
 */
export async function decideRewardRedemption(
  tx: Database,
  {
    secretKey,
    adminEmail,
    code,
    email,
    now = new Date(),
  }: { secretKey: string; adminEmail: string | undefined; code: string; email: string; now?: Date },
): Promise<RewardDecision> {
  const domain = emailDomain(email);
  const key = domainKey(secretKey, domain);
  const since = new Date(now.getTime() - REWARD_INTERVAL_DAYS * DAY_MS);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reward-domain:${key}`}))`);
  const [granted] = await tx
    .select({ total: count() })
    .from(discountCodes)
    .where(and(eq(discountCodes.usedDomainKey, key), gt(discountCodes.usedAt, since)));
  const before = granted?.total ?? 0;
  const isLimitedDomain = !PUBLIC_MAIL_DOMAINS.has(domain);
  const isDomainOpen = !isLimitedDomain || before < REWARDS_PER_DOMAIN;
  const isGranted =
    isDomainOpen &&
    (await takeMailboxTurn(tx, {
      purpose: 'reward-redemption',
      mailboxKey: mailboxKey(secretKey, email),
      days: REWARD_INTERVAL_DAYS,
      now,
    }));
  if (isGranted) {
    await tx.update(discountCodes).set({ usedDomainKey: key }).where(eq(discountCodes.code, code));
  }
  const rewardsThisMonth = before + (isGranted ? 1 : 0);
  const isRefusedForDomain = !isDomainOpen;
  if (!isLimitedDomain || (rewardsThisMonth < REWARD_DOMAIN_NOTICE_AT && !isRefusedForDomain)) {
    return { isGranted, notice: null };
  }
  const notice = { domain, rewardsThisMonth, isRefused: isRefusedForDomain };
  if (adminEmail) await queueDomainNotice(tx, adminEmail, notice, now);
  return { isGranted, notice };
}

async function queueDomainNotice(
  tx: Database,
  adminEmail: string,
  notice: NonNullable<RewardDecision['notice']>,
  now: Date,
): Promise<void> {
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'admin-notification'),
        sql`${outbox.payload}->>'rewardDomain' = ${notice.domain}`,
        gt(outbox.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await queueMessage(tx, {
    kind: 'admin-notification',
    recipient: adminEmail,
    payload: {
      subject: `Several referral rewards went to one e-mail domain: ${notice.domain}`,
      rewardDomain: notice.domain,
      rewardsInLast30Days: notice.rewardsThisMonth,
      limitPerDomain: REWARDS_PER_DOMAIN,
      lastOneRefused: notice.isRefused,
      advice:
        'A domain that accepts mail for any name lets one person collect rewards. Admin Orders lists the reward orders.',
    },
  });
}

/** Logs the notice for staff who read logs rather than mail; the domain itself stays in the e-mail. */
export function logDomainNotice(logger: Pick<FastifyBaseLogger, 'warn'>, decision: RewardDecision): void {
  if (!decision.notice) return;
  logger.warn(
    {
      rewardsInLast30Days: decision.notice.rewardsThisMonth,
      lastOneRefused: decision.notice.isRefused,
    },
    'several referral rewards went to one e-mail domain this month',
  );
}

/**
 * A reward order whose report may not go out: no report, the outcome e-mailed to the address instead, booked in
 * the mailbox's report budget and held over it exactly as a granted reward's report is.
 */
export async function declineRewardOrder(tx: Database, order: Order, budget: ReportBudget): Promise<void> {
  await tx.update(orders).set({ status: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await queueReportEmail(tx, order, { kind: 'reward-not-used', budget, whenSpent: 'wait' });
}

/**
 * The caller's reward order whose report was declined, for a result or an address: its note can be sent again,
 * like a report.
 */
export async function findDeclinedRewardOrder(
  db: Database,
  of: { visitorId: string } & ({ resultId: number } | { email: string }),
): Promise<Order | undefined> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(
      discountCodes,
      and(eq(discountCodes.usedByOrderId, orders.id), eq(discountCodes.source, 'referral')),
    )
    .where(
      and(
        eq(orders.visitorId, of.visitorId),
        'resultId' in of ? eq(orders.assessmentResultId, of.resultId) : eq(orders.email, of.email),
        eq(orders.status, 'failed'),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.order;
}
