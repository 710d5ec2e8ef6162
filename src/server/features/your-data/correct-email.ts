import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Language } from '../../../domain/locale/languages.ts';
import type { Messages } from '../../../domain/messages/messages.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { assessmentResults, dataAccessLinks, orders, outbox, testCheckoutSessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimLink, endDataSession, type OpenedLink } from './data-session.ts';
import { findPersonalRows } from './personal-rows.ts';
import { queueLinkRequest } from './request-link.ts';
import { normaliseEmail } from './tokens.ts';

/** The refusal of a correction to the address the page already shows. */
const SAME_ADDRESS = (words: Messages) => words['your-data'].sameAddress;

/**
 * A session opened for address A asks to move A's data to B. Nothing moves now: B gets a confirmation link
 * (counted against B's hourly limit of links, so this cannot flood B's inbox), and the data moves only when
 * B's owner opens it. Otherwise anyone who proved their own address could "correct" it to a victim's and read
 * the victim's data, as finding 1 of issue 16 showed.
 *
 * The session ends here, at the request, not at the confirmation: what the person said is that A is the wrong
 * address, so there is nothing left for them to do under it; a session can ask for only one correction (the
 * next needs a new link to A, itself limited), and A's page can never come to show anything of B. Whether B's
 * hourly limit lets the link go out is decided later, by the outbox worker: the request does the same work and
 * gets the same answer either way, so it reveals nothing about B. The answer is in `words`, the caller's language.
 */
export async function requestEmailCorrection({
  db,
  from,
  to: rawTo,
  sessionToken,
  language,
  words,
}: {
  db: Database;
  from: string;
  to: string;
  sessionToken: string;
  /** The page's language, which the confirmation's e-mail is written in. */
  language: Language;
  words: Messages;
}): Promise<{ message: string }> {
  const to = normaliseEmail(rawTo);
  if (to === from) throw new AppError('same_address', { status: 400, message: SAME_ADDRESS });
  await db.transaction(async (tx) => {
    await endDataSession(tx, sessionToken);
    await queueLinkRequest(tx, to, from, language);
  });
  return { message: words['your-data'].correctionSent({ to }) };
}

/**
 * B's owner opens the confirmation link: in one transaction, the link is used, A's rows move to B, and every
 * session, link and other pending correction of A ends (A holds nothing any more). The confirming browser gets a
 * session for B, which shows what moved together with what B already held: that is B's owner's data now, and
 * A's page, already closed, never sees it.
 */
export async function confirmEmailCorrection({
  db,
  token,
  now = new Date(),
}: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<OpenedLink> {
  return db.transaction(async (tx) => {
    const opened = await claimLink({ db: tx, token, isCorrection: true, now });
    const from = opened.correctsFrom;
    if (from === null) throw new Error('a correction link without the address it corrects');
    await moveAddress(tx, from, opened.email);
    await tx.update(dataAccessLinks).set({ correctsFrom: null }).where(eq(dataAccessLinks.id, opened.linkId));
    await tx
      .delete(dataAccessLinks)
      .where(
        or(
          eq(dataAccessLinks.email, from),
          and(eq(dataAccessLinks.correctsFrom, from), ne(dataAccessLinks.id, opened.linkId)),
        ),
      );
    return opened;
  });
}

/**
 * Replaces the address on everything tied to it: orders (and the test provider's sessions), results, and
 * reports still waiting to be sent. Invitations keep the address the friend who sent them typed: that record is
 * theirs.
 */
async function moveAddress(tx: Database, from: string, to: string): Promise<void> {
  const { orderRows } = await findPersonalRows(tx, from);
  const orderIds = orderRows.map((order) => order.id);
  if (orderIds.length > 0) {
    await tx.update(orders).set({ email: to, updatedAt: new Date() }).where(inArray(orders.id, orderIds));
    await tx
      .update(testCheckoutSessions)
      .set({ email: to, updatedAt: new Date() })
      .where(inArray(testCheckoutSessions.orderId, orderIds));
  }
  await tx.update(assessmentResults).set({ email: to }).where(sameAddress(assessmentResults.email, from));
  await tx
    .update(outbox)
    .set({ recipient: to })
    .where(and(sameAddress(outbox.recipient, from), eq(outbox.status, 'pending'), eq(outbox.kind, 'report')));
}
