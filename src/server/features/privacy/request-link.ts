import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import { DATA_LINK_VALID_MINUTES } from '../../../domain/privacy/data-access.ts';
import type { Database } from '../../db/client.ts';
import { dataAccessLinks, orders, outbox } from '../../db/schema.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import { sameAddress } from './personal-rows.ts';
import { createToken, hashToken, normaliseEmail } from './tokens.ts';

/**
 * More links than this to one address within an hour (data links and correction confirmations together) send
 * nothing more: nobody can flood an inbox.
 */
const LINKS_PER_ADDRESS_PER_HOUR = 3;

const MINUTE_MS = 60 * 1000;

/**
 * Sends a one-time link to the "Your data" page, if the address is proven. The caller always gives the same
 * answer, so the request reveals nothing about whether the address is known.
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
  return sendOneTimeLink({ db, secretKey, email, correctsFrom: null, now });
}

/**
 * Queues a one-time link to `email` (already normalised): a data link, or with `correctsFrom` the confirmation
 * of a correction. The link's token is stored only as a hash. The outbox row needs the token itself until the
 * message is sent, so it holds it encrypted with SECRET_KEY, and the worker empties that payload once the
 * message is out.
 */
export async function sendOneTimeLink({
  db,
  secretKey,
  email,
  correctsFrom,
  now,
}: {
  db: Database;
  secretKey: string;
  email: string;
  correctsFrom: string | null;
  now: Date;
}): Promise<{ isSent: boolean }> {
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
      correctsFrom,
      expiresAt: new Date(now.getTime() + DATA_LINK_VALID_MINUTES * MINUTE_MS),
      createdAt: now,
    });
    await tx.insert(outbox).values({
      kind: correctsFrom === null ? 'data-access-link' : 'address-correction',
      recipient: email,
      payload: { sealedToken: encryptSecret(secretKey, token) },
    });
  });
  return { isSent: true };
}

/**
 * Whether the address (already normalised) is proven: a completed order was made with it, or a one-time link
 * sent to it was opened. An address typed on a result, on a checkout never paid or on an invitation proves
 * nothing (anyone can type anyone's address), so it never makes a link go out.
 */
async function isKnownAddress(db: Database, email: string): Promise<boolean> {
  const found = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(sameAddress(orders.email, email), eq(orders.status, 'completed')))
      .limit(1),
    db
      .select({ id: dataAccessLinks.id })
      .from(dataAccessLinks)
      .where(and(eq(dataAccessLinks.email, email), isNotNull(dataAccessLinks.usedAt)))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}
