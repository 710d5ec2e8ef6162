import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/locale/languages.ts';
import { DATA_LINK_VALID_MINUTES } from '../../../domain/your-data/data-access.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { dataAccessLinks, orders, outbox } from '../../db/schema.ts';
import { encryptSecret } from '../../lib/secret-box.ts';
import type { QueuedMessageOf } from '../../outbox/messages.ts';
import { queueMessage } from '../../outbox/queue-message.ts';
import { createToken, hashToken, normaliseEmail } from './tokens.ts';

/**
 * More links than this to one address within an hour (data links and correction confirmations together) send
 * nothing more: nobody can flood an inbox.
 */
const LINKS_PER_ADDRESS_PER_HOUR = 3;

const MINUTE_MS = 60 * 1000;

/** A queued one-time link: a data link, or the confirmation of a correction. */
type LinkMessage = QueuedMessageOf<'data-access-link' | 'address-correction'>;

/**
 * Asks for a one-time link to the "Your data" page. Whether it goes out (the address must be proven, and under
 * its hourly limit) is decided later by the outbox worker (`grantRequestedLink`), never here: every request, for
 * a known address or an unknown one, does the same single insert and gets the same answer, so neither the answer
 * nor its timing tells whether an address is known.
 */
export async function requestDataLink({
  db,
  email,
  language,
}: {
  db: Database;
  email: string;
  /** The page's language, which the link's e-mail is written in. */
  language: Language;
}): Promise<void> {
  await queueLinkRequest(db, normaliseEmail(email), null, language);
}

/**
 * Queues a one-time link to `email` (already normalised): a data link, or with `correctsFrom` the confirmation of
 * a correction. Decided and sent by the outbox worker, like `requestDataLink`.
 */
export async function queueLinkRequest(
  db: Database,
  email: string,
  correctsFrom: string | null,
  language: Language,
): Promise<void> {
  await queueMessage(db, {
    kind: correctsFrom === null ? 'data-access-link' : 'address-correction',
    recipient: email,
    // Until the outbox worker decides it, the request carries only the address it corrects, if any.
    payload: { correctsFrom, language },
  });
}

/**
 * The outbox's last step before it sends a one-time link (its `prepare` hook for both link kinds, wired by
 * app.ts): the message as it is to be sent, or null when it is not to be sent (the row is then deleted, so an
 * address nobody proved is not kept). A granted link is stored as its token's hash only; the outbox row needs the
 * token itself until the message is sent, so it holds it encrypted with SECRET_KEY (emptied once the message is
 * out). A lock on the address makes two instances deciding requests for one address at once count each other's
 * links.
 */
export async function grantRequestedLink<Message extends LinkMessage>({
  db,
  secretKey,
  row,
  now = new Date(),
}: {
  db: Database;
  secretKey: string;
  row: Message;
  now?: Date;
}): Promise<Message | null> {
  if ('sealedToken' in row.payload) return row; // granted on an earlier attempt
  const { correctsFrom } = row.payload;
  const email = row.recipient;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-link:${email}`}))`);
    const isAllowed =
      (correctsFrom !== null || (await isKnownAddress(tx, email))) &&
      (await linksSentWithinHour(tx, email, now)) < LINKS_PER_ADDRESS_PER_HOUR;
    if (!isAllowed) {
      await tx.delete(outbox).where(eq(outbox.id, row.id));
      return null;
    }
    const token = createToken();
    await tx.insert(dataAccessLinks).values({
      tokenHash: hashToken(token),
      email,
      correctsFrom,
      expiresAt: new Date(now.getTime() + DATA_LINK_VALID_MINUTES * MINUTE_MS),
      createdAt: now,
    });
    const granted = { sealedToken: encryptSecret(secretKey, token), language: row.payload.language };
    await tx.update(outbox).set({ payload: granted }).where(eq(outbox.id, row.id));
    return { ...row, payload: granted };
  });
}

async function linksSentWithinHour(db: Database, email: string, now: Date): Promise<number> {
  const [recent] = await db
    .select({ total: count() })
    .from(dataAccessLinks)
    .where(
      and(
        eq(dataAccessLinks.email, email),
        gt(dataAccessLinks.createdAt, new Date(now.getTime() - 60 * MINUTE_MS)),
      ),
    );
  return recent?.total ?? 0;
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
