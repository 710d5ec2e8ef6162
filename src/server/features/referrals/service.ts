import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/locale/languages.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import {
  INVITATION_EMAIL_INTERVAL_DAYS,
  INVITES_PER_DAY,
  REFERRAL_EXPIRY_DAYS,
  REFERRALS_FOR_REWARD,
  REWARD_INTERVAL_DAYS,
  REWARDS_PER_NETWORK_BLOCK,
  type ReferralOverview,
} from '../../../domain/referrals/rules.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, discountCodes, referralPrograms, referrals } from '../../db/schema.ts';
import { isMailboxSuppressed } from '../../integrations/email/suppression-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { takeMailboxTurn } from '../../outbox/mailbox-limit.ts';
import { queueMessage } from '../../outbox/queue-message.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// No 0/O or 1/I: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The `userId` the calls carry is the visitor; anyone else's id is refused. */
export function assertOwnProgram(visitorId: string, userId: string): void {
  if (userId !== visitorId) {
    throw new AppError('referral_forbidden', {
      status: 403,
      message: (words: Messages) => words.replies.notYourProgramme,
    });
  }
}

/** The visitor's programme, created with its referral code on first use. */
async function ensureProgram(db: Database, visitorId: string) {
  const [existing] = await db
    .select()
    .from(referralPrograms)
    .where(eq(referralPrograms.visitorId, visitorId));
  if (existing) return existing;
  await db
    .insert(referralPrograms)
    .values({ visitorId, referralCode: `TS-${randomCode(6)}` })
    .onConflictDoNothing({ target: referralPrograms.visitorId });
  const [created] = await db.select().from(referralPrograms).where(eq(referralPrograms.visitorId, visitorId));
  if (!created) throw new Error('creating a referral programme returned no row');
  return created;
}

/** Invitations not completed within REFERRAL_EXPIRY_DAYS become expired. */
async function expireOldReferrals(db: Database, referrerVisitorId: string, now: Date): Promise<void> {
  await db
    .update(referrals)
    .set({ status: 'expired' })
    .where(
      and(
        eq(referrals.referrerVisitorId, referrerVisitorId),
        eq(referrals.status, 'pending'),
        lt(referrals.createdAt, new Date(now.getTime() - REFERRAL_EXPIRY_DAYS * DAY_MS)),
      ),
    );
}

/** The visitor's programme and its invitations; an address erased since is named so, in `words`. */
export async function getReferralOverview({
  db,
  visitorId,
  words,
  now = new Date(),
}: {
  db: Database;
  visitorId: string;
  words: Messages;
  now?: Date;
}): Promise<ReferralOverview> {
  const program = await ensureProgram(db, visitorId);
  await refreshReferralStatuses(db, visitorId, now);
  const rows = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referrerVisitorId, visitorId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  return {
    program: {
      referralCode: program.referralCode,
      rewardsClaimed: program.rewardsClaimed,
      rewardCode: program.rewardCode,
    },
    referrals: rows.map((row) => ({
      id: row.id,
      friendEmail: row.friendEmail ?? words.replies.erasedAddress,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

async function countCompletedReferrals(db: Database, visitorId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerVisitorId, visitorId), eq(referrals.status, 'completed')));
  return row?.total ?? 0;
}

export async function checkReferralReward(db: Database, visitorId: string) {
  const program = await ensureProgram(db, visitorId);
  await refreshReferralStatuses(db, visitorId);
  const completedReferrals = await countCompletedReferrals(db, visitorId);
  return {
    completedReferrals,
    canClaimReward: completedReferrals >= REFERRALS_FOR_REWARD && !program.rewardsClaimed,
  };
}

/**
 * Records an invitation and, when its mailbox may get one, queues its e-mail, in one transaction. The mailbox (a
 * keyed hash, so plus-tags and Gmail's dots are one mailbox) gets at most one invitation e-mail in
 * INVITATION_EMAIL_INTERVAL_DAYS whoever sends it, and none while it is on the suppression list; an invitation
 * not e-mailed stays on the inviter's list as pending. The caller answers the same either way: whether an
 * address was invited by someone else, or asked for no invitations, is not the inviter's to know.
 */
export async function inviteFriend({
  db,
  secretKey,
  visitorId,
  friendEmail,
  language,
  blockKey,
  now = new Date(),
}: {
  db: Database;
  secretKey: string;
  visitorId: string;
  friendEmail: string;
  /** The language of the page it was sent from: the invitation is written in it. */
  language: Language;
  /** The inviter's network block (network-block.ts): their friends must come from other ones. */
  blockKey: string;
  now?: Date;
}): Promise<void> {
  const program = await ensureProgram(db, visitorId);
  const email = friendEmail.trim().toLowerCase();
  const friendMailboxKey = mailboxKey(secretKey, email);
  const inviteToken = randomBytes(24).toString('base64url');
  return db.transaction(async (tx) => {
    // The programme's row is locked first, so one visitor's simultaneous invitations are counted one after
    // another and the daily limit holds however many arrive at once.
    await tx
      .select({ visitorId: referralPrograms.visitorId })
      .from(referralPrograms)
      .where(eq(referralPrograms.visitorId, visitorId))
      .for('update');
    const [recent] = await tx
      .select({ total: count() })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerVisitorId, visitorId),
          gt(referrals.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.total ?? 0) >= INVITES_PER_DAY) {
      throw new AppError('invite_limit', {
        status: 429,
        message: (words: Messages) => words.replies.inviteLimit({ count: INVITES_PER_DAY }),
      });
    }
    const [invited] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(eq(referrals.referrerVisitorId, visitorId), eq(referrals.friendMailboxKey, friendMailboxKey)),
      );
    if (invited) {
      throw new AppError('already_invited', {
        status: 409,
        message: (words: Messages) => words.replies.alreadyInvited,
      });
    }
    const isMailed =
      !(await isMailboxSuppressed(tx, friendMailboxKey)) &&
      (await takeMailboxTurn(tx, {
        purpose: 'invitation-email',
        mailboxKey: friendMailboxKey,
        days: INVITATION_EMAIL_INTERVAL_DAYS,
        now,
      }));
    await tx.insert(referrals).values({
      referrerVisitorId: visitorId,
      friendEmail: email,
      friendMailboxKey,
      isMailed,
      inviteToken,
      referrerBlockKey: blockKey,
      createdAt: now,
    });
    if (isMailed) {
      await queueMessage(tx, {
        kind: 'referral-invite',
        recipient: email,
        payload: { inviteToken, referralCode: program.referralCode, mailboxKey: friendMailboxKey, language },
      });
    }
  });
}

/**
 * The friend followed the invite link, which only the e-mail to the invited address carries: their visitor is
 * bound to the invitation, which completes when they finish an assessment after this. A visitor cannot accept
 * their own invitation, nor count twice for one inviter (one person with two addresses is one friend), nor
 * count from a network block (`blockKey`) the inviter invited from or another of their friends followed a link
 * from: one person with a catch-all domain and fresh cookies is still one network. The inviter's programme row
 * is locked while this is decided, so two friends from one block accepting at once cannot both count. The answer
 * is in `words`, the caller's language.
 */
export async function acceptInvite({
  db,
  visitorId,
  token,
  blockKey,
  words,
}: {
  db: Database;
  visitorId: string;
  token: string;
  blockKey: string;
  words: Messages;
}): Promise<{ success: boolean; message: string }> {
  const { replies } = words;
  const [found] = await db.select().from(referrals).where(eq(referrals.inviteToken, token));
  if (found) await refreshReferralStatuses(db, found.referrerVisitorId);
  const [invite] = found ? await db.select().from(referrals).where(eq(referrals.id, found.id)) : [];
  if (!invite || invite.status === 'expired' || !invite.isMailed) {
    return { success: false, message: replies.invitationInvalid };
  }
  if (invite.referrerVisitorId === visitorId) {
    return { success: false, message: replies.ownInvitation };
  }
  if (invite.friendVisitorId && invite.friendVisitorId !== visitorId) {
    return { success: false, message: replies.invitationUsed };
  }
  if (invite.friendVisitorId === visitorId) {
    return { success: true, message: replies.welcome };
  }
  const referrerVisitorId = invite.referrerVisitorId;
  return db.transaction(async (tx) => {
    await tx
      .select({ visitorId: referralPrograms.visitorId })
      .from(referralPrograms)
      .where(eq(referralPrograms.visitorId, referrerVisitorId))
      .for('update');
    const [otherInvite] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(eq(referrals.referrerVisitorId, referrerVisitorId), eq(referrals.friendVisitorId, visitorId)),
      );
    if (otherInvite) return { success: false, message: replies.alreadyAccepted };
    const [sameNetwork] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerVisitorId, referrerVisitorId),
          or(eq(referrals.referrerBlockKey, blockKey), eq(referrals.friendBlockKey, blockKey)),
        ),
      )
      .limit(1);
    if (sameNetwork) return { success: false, message: replies.sameNetwork };
    await tx
      .update(referrals)
      // The database's clock, the one that dates results: an assessment finished after this always counts.
      .set({ friendVisitorId: visitorId, friendBlockKey: blockKey, acceptedAt: sql`now()` })
      .where(and(eq(referrals.id, invite.id), isNull(referrals.friendVisitorId)));
    return { success: true, message: replies.welcome };
  });
}

/**
 * Brings a referrer's invitations up to date: an e-mailed one becomes completed when its friend (bound by the
 * invite link, never the referrer) finished an assessment after following the link and within
 * REFERRAL_EXPIRY_DAYS of the invitation; one still pending after that expires. Worked out when the referrer
 * looks, so saving a result costs nothing extra.
 */
async function refreshReferralStatuses(
  db: Database,
  referrerVisitorId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(referrals)
    .set({ status: 'completed', completedAt: now })
    .where(
      and(
        eq(referrals.referrerVisitorId, referrerVisitorId),
        eq(referrals.status, 'pending'),
        eq(referrals.isMailed, true),
        isNotNull(referrals.friendVisitorId),
        isNotNull(referrals.acceptedAt),
        ne(referrals.friendVisitorId, referrerVisitorId),
        sql`exists (
          select 1 from ${assessmentResults} as finished
          where finished.visitor_id = ${referrals.friendVisitorId}
            and finished.created_at >= ${referrals.acceptedAt}
            and finished.created_at < ${referrals.createdAt} + make_interval(days => ${REFERRAL_EXPIRY_DAYS})
        )`,
      ),
    );
  await expireOldReferrals(db, referrerVisitorId, now);
}

/**
 * With REFERRALS_FOR_REWARD completed referrals and no reward yet, issues a single-use 100% code that works at
 * checkout. The conditional update on the programme makes a second (or simultaneous) claim get nothing. One
 * network block (`blockKey`) claims at most REWARDS_PER_NETWORK_BLOCK rewards in REWARD_INTERVAL_DAYS, however
 * many programmes (cookies) it has; a lock on the block makes simultaneous claims count each other. The answer is
 * in `words`, the caller's language.
 */
export async function claimReward({
  db,
  visitorId,
  blockKey,
  words,
  now = new Date(),
}: {
  db: Database;
  visitorId: string;
  blockKey: string;
  words: Messages;
  now?: Date;
}) {
  const { replies } = words;
  const { completedReferrals, canClaimReward } = await checkReferralReward(db, visitorId);
  if (!canClaimReward) {
    const program = await ensureProgram(db, visitorId);
    const missing = REFERRALS_FOR_REWARD - completedReferrals;
    return {
      success: false,
      rewardCode: null,
      message: program.rewardsClaimed
        ? replies.rewardAlreadyClaimed
        : replies.referralsMissing({ count: missing }),
    };
  }
  const rewardCode = `REWARD-${randomCode(8)}`;
  const claimed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reward-block:${blockKey}`}))`);
    const [fromBlock] = await tx
      .select({ total: count() })
      .from(referralPrograms)
      .where(
        and(
          eq(referralPrograms.rewardBlockKey, blockKey),
          gt(referralPrograms.rewardClaimedAt, new Date(now.getTime() - REWARD_INTERVAL_DAYS * DAY_MS)),
        ),
      );
    if ((fromBlock?.total ?? 0) >= REWARDS_PER_NETWORK_BLOCK) return 'block-limit' as const;
    const updated = await tx
      .update(referralPrograms)
      .set({ rewardsClaimed: true, rewardCode, rewardClaimedAt: now, rewardBlockKey: blockKey })
      .where(and(eq(referralPrograms.visitorId, visitorId), eq(referralPrograms.rewardsClaimed, false)))
      .returning();
    if (updated.length === 0) return 'claimed-before' as const;
    await tx
      .insert(discountCodes)
      .values({ code: rewardCode, percentage: 100, source: 'referral', ownerVisitorId: visitorId });
    return 'claimed' as const;
  });
  if (claimed === 'block-limit') {
    return {
      success: false,
      rewardCode: null,
      message: replies.networkRewardLimit({ rewards: REWARDS_PER_NETWORK_BLOCK, days: REWARD_INTERVAL_DAYS }),
    };
  }
  if (claimed === 'claimed-before') {
    return { success: false, rewardCode: null, message: replies.rewardAlreadyClaimed };
  }
  return { success: true, rewardCode, message: replies.rewardClaimed };
}
