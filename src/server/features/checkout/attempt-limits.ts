import type { Messages } from '../../../domain/messages/messages.ts';
import type { ReportLimits } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AttemptPurpose } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { attemptSubject, countAttempt, giveBackAttempt } from '../../lib/attempt-counter.ts';

/** Who is asking, as the caps on free reports and on guessed codes count them. */
export type AttemptGuard = {
  secretKey: string;
  limits: ReportLimits;
  visitorId: string;
  /** The caller's address block (an IPv4 address, an IPv6 /64), as the admin sign-in throttle counts it. */
  addressBlock: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One answer for every cap on free reports, the visitor's, the address block's and the mailbox's alike: it tells
 * the caller nothing about the address they typed that their own requests did not.
 */
export const FREE_LIMIT_REFUSAL = (words: Messages) => words.replies.freeReportLimit;

type Cap = { purpose: AttemptPurpose; perWindow: number };

/**
 * Counts one attempt for the visitor and for their address block in fixed windows of `windowMs`; when either is
 * over its cap the attempt is given back and refused with a 429 and `refusal` (worded in the call's language). The
 * answer gives the attempt back later, for callers that count only some outcomes.
 */
export async function checkAttempts(
  db: Database,
  guard: AttemptGuard,
  {
    visitor,
    address,
    windowMs,
    refusal,
  }: { visitor: Cap; address: Cap; windowMs: number; refusal: (words: Messages) => string },
): Promise<{ giveBack(): Promise<void> }> {
  const now = new Date();
  const counters = [
    { ...visitor, subject: attemptSubject(guard.secretKey, visitor.purpose, guard.visitorId) },
    { ...address, subject: attemptSubject(guard.secretKey, address.purpose, guard.addressBlock) },
  ];
  const giveBack = async () => {
    for (const { purpose, subject } of counters) await giveBackAttempt(db, { purpose, subject });
  };
  let isOver = false;
  for (const { purpose, subject, perWindow } of counters) {
    const attempts = await countAttempt(db, { purpose, subject, windowMs, now });
    if (attempts > perWindow) isOver = true;
  }
  if (isOver) {
    await giveBack();
    throw new AppError('attempt_limit', { status: 429, message: refusal });
  }
  return { giveBack };
}

/**
 * A report that costs nothing (a free order, a test-provider checkout) counts against the visitor's and the
 * address block's daily caps, whatever then becomes of it: a refusal by the mailbox budget still costs the caller
 * an attempt, so probing addresses is as capped as sending to them.
 */
export async function countFreeReport(db: Database, guard: AttemptGuard): Promise<void> {
  await checkAttempts(db, guard, {
    visitor: { purpose: 'free-order-visitor', perWindow: guard.limits.freePerVisitorPerDay },
    address: { purpose: 'free-order-address', perWindow: guard.limits.freePerAddressPerDay },
    windowMs: DAY_MS,
    refusal: FREE_LIMIT_REFUSAL,
  });
}
