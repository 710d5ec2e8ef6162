import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DATA_LINK_VALID_MINUTES } from '../../../domain/privacy/data-access.ts';
import type { Database } from '../../db/client.ts';
import { assessmentResults, dataAccessLinks, orders, outbox, referrals } from '../../db/schema.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { createToken, hashToken, normaliseEmail } from './tokens.ts';

/** More requests than this for one address within an hour send nothing more: nobody can flood an inbox. */
export const LINKS_PER_ADDRESS_PER_HOUR = 3;

const MINUTE_MS = 60 * 1000;

/**
 * Sends a one-time link to the "Your data" page, if we hold anything for the address. The caller always gives
 * the same answer, so the request reveals nothing about whether the address is known.
 *
 * The link's token is stored only as a hash. The outbox row needs the token itself until the message is sent,
 * so it holds it encrypted with SECRET_KEY, and the worker empties that payload once the message is out.
 */
export async function requestDataLink({
  db,
  secretKey,
  email: rawEmail,
  now = new Date(),
}: {
  db: Database;
  secretKey: string;
  email: string;
  now?: Date;
}): Promise<{ isSent: boolean }> {
  const email = normaliseEmail(rawEmail);
  if (!(await isKnownAddress(db, email))) return { isSent: false };

  const [recent] = await db
    .select({ total: count() })
    .from(dataAccessLinks)
    .where(
      and(
        eq(dataAccessLinks.email, email),
        gt(dataAccessLinks.createdAt, new Date(now.getTime() - 60 * MINUTE_MS)),
      ),
    );
  if ((recent?.total ?? 0) >= LINKS_PER_ADDRESS_PER_HOUR) return { isSent: false };

  const token = createToken();
  await db.transaction(async (tx) => {
    await tx.insert(dataAccessLinks).values({
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(now.getTime() + DATA_LINK_VALID_MINUTES * MINUTE_MS),
      createdAt: now,
    });
    await tx.insert(outbox).values({
      kind: 'data-access-link',
      recipient: email,
      payload: { sealedToken: encryptSecret(secretKey, token) },
    });
  });
  return { isSent: true };
}

/** Whether any order, result or invitation holds the address (already normalised). */
export async function isKnownAddress(db: Database, email: string): Promise<boolean> {
  const found = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(sql`lower(${orders.email})`, email))
      .limit(1),
    db
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(eq(sql`lower(${assessmentResults.email})`, email))
      .limit(1),
    db
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(sql`lower(${referrals.friendEmail})`, email))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}
