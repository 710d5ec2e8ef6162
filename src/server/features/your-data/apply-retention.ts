import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { RESEND_WINDOW_MS } from '../../../domain/checkout/resend-limits.ts';
import {
  INVITATION_EMAIL_INTERVAL_DAYS,
  REFERRAL_EXPIRY_DAYS,
  REWARD_INTERVAL_DAYS,
} from '../../../domain/referrals/rules.ts';
import { type RetentionPeriods, retentionCutoffs } from '../../../domain/your-data/retention.ts';
import type { Database } from '../../db/client.ts';
import {
  assessmentResults,
  attemptCounters,
  capturedEmails,
  dataAccessLinks,
  discountCodes,
  mailboxLimits,
  mailboxSends,
  notFoundLogs,
  orders,
  outbox,
  referralPrograms,
  referrals,
  reportPdfs,
  testCheckoutSessions,
} from '../../db/schema.ts';

export type RetentionOutcome = {
  detachedResults: number;
  anonymisedOrders: number;
  anonymisedInvitations: number;
  deletedMessages: number;
  deletedCapturedEmails: number;
  deletedNotFoundLogs: number;
  deletedAccessLinks: number;
  deletedMailboxLimits: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A mailbox's turn is only worth keeping while it limits something. */
const MAILBOX_LIMIT_DAYS = Math.max(INVITATION_EMAIL_INTERVAL_DAYS, REWARD_INTERVAL_DAYS);

/**
 * Applies the retention periods the privacy policy states: answers older than the period lose their visitor
 * id, address and the context in the person's own words (the answers stay, anonymous, for analysis), orders lose their personal fields (accounting fields
 * stay), invitations lose the friend's address and its mailbox key, and old e-mails, captured copies, 404 logs,
 * used access links and the mailbox limits whose window has passed are deleted. Safe to run at any time, any number of times, in several instances at once: every step
 * only touches rows that still hold what it removes.
 */
export async function applyRetention({
  db,
  periods,
  now = new Date(),
}: {
  db: Database;
  periods: RetentionPeriods;
  now?: Date;
}): Promise<RetentionOutcome> {
  const cutoffs = retentionCutoffs(now, periods);
  const old = cutoffs.answers;
  return db.transaction(async (tx) => {
    const results = await tx
      .update(assessmentResults)
      .set({ visitorId: null, email: null, context: null })
      .where(
        and(
          lt(assessmentResults.createdAt, old),
          or(
            isNotNull(assessmentResults.visitorId),
            isNotNull(assessmentResults.email),
            isNotNull(assessmentResults.context),
          ),
        ),
      )
      .returning({ id: assessmentResults.id });
    const oldOrders = await tx
      .update(orders)
      .set({ email: null, visitorId: null, assessmentResultId: null, country: null, updatedAt: now })
      .where(
        and(
          lt(orders.createdAt, old),
          or(
            isNotNull(orders.email),
            isNotNull(orders.visitorId),
            isNotNull(orders.assessmentResultId),
            isNotNull(orders.country),
          ),
        ),
      )
      .returning({ id: orders.id });
    if (oldOrders.length > 0) {
      await tx
        .update(testCheckoutSessions)
        .set({ email: '', updatedAt: now })
        .where(
          inArray(
            testCheckoutSessions.orderId,
            oldOrders.map((order) => order.id),
          ),
        );
    }
    const invitations = await tx
      .update(referrals)
      .set({ friendEmail: null, friendMailboxKey: null })
      .where(
        and(
          lt(referrals.createdAt, old),
          or(isNotNull(referrals.friendEmail), isNotNull(referrals.friendMailboxKey)),
        ),
      )
      .returning({ id: referrals.id });
    const messages = await tx
      .delete(outbox)
      .where(and(lt(outbox.createdAt, old), inArray(outbox.status, ['sent', 'failed'])))
      .returning({ id: outbox.id });
    const captured = await tx
      .delete(capturedEmails)
      .where(lt(capturedEmails.createdAt, cutoffs.capturedEmails))
      .returning({ id: capturedEmails.id });
    const notFound = await tx
      .delete(notFoundLogs)
      .where(lt(notFoundLogs.createdAt, cutoffs.notFoundLogs))
      .returning({ id: notFoundLogs.id });
    // A link is dead an hour after it was made and its page half an hour after it was opened; a day is ample.
    const links = await tx
      .delete(dataAccessLinks)
      .where(lt(dataAccessLinks.createdAt, new Date(now.getTime() - DAY_MS)))
      .returning({ id: dataAccessLinks.id });
    const limits = await tx
      .delete(mailboxLimits)
      .where(lt(mailboxLimits.lastUsedAt, new Date(now.getTime() - MAILBOX_LIMIT_DAYS * DAY_MS)))
      .returning({ mailboxKey: mailboxLimits.mailboxKey });
    // Report e-mail budgets and attempt counters span a day at most (docs/decisions/029-report-mailbox-budget.md).
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const sends = await tx
      .delete(mailboxSends)
      .where(lt(mailboxSends.sendAt, dayAgo))
      .returning({ id: mailboxSends.id });
    const attempts = await tx
      .delete(attemptCounters)
      .where(lt(attemptCounters.windowStartedAt, dayAgo))
      .returning({ subject: attemptCounters.subject });
    // Network blocks and e-mail domains (keyed hashes) serve only the referral limits, whose windows are
    // REFERRAL_EXPIRY_DAYS and REWARD_INTERVAL_DAYS: after both, they are cleared.
    const limitsCutoff = new Date(now.getTime() - (REFERRAL_EXPIRY_DAYS + REWARD_INTERVAL_DAYS) * DAY_MS);
    await tx
      .update(referrals)
      .set({ referrerBlockKey: null, friendBlockKey: null })
      .where(
        and(
          lt(referrals.createdAt, limitsCutoff),
          or(isNotNull(referrals.referrerBlockKey), isNotNull(referrals.friendBlockKey)),
        ),
      );
    await tx
      .update(referralPrograms)
      .set({ rewardBlockKey: null })
      .where(
        and(lt(referralPrograms.rewardClaimedAt, limitsCutoff), isNotNull(referralPrograms.rewardBlockKey)),
      );
    await tx
      .update(discountCodes)
      .set({ usedDomainKey: null })
      .where(and(lt(discountCodes.usedAt, limitsCutoff), isNotNull(discountCodes.usedDomainKey)));
    // A stored report PDF is only reused within the resend window; after it, it is just a copy of answers.
    await tx.delete(reportPdfs).where(lt(reportPdfs.renderedAt, new Date(now.getTime() - RESEND_WINDOW_MS)));
    return {
      detachedResults: results.length,
      anonymisedOrders: oldOrders.length,
      anonymisedInvitations: invitations.length,
      deletedMessages: messages.length,
      deletedCapturedEmails: captured.length,
      deletedNotFoundLogs: notFound.length,
      deletedAccessLinks: links.length,
      deletedMailboxLimits: limits.length + sends.length + attempts.length,
    };
  });
}
