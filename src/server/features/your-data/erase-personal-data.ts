import { and, eq, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import { MESSAGES, type Messages } from '../../../domain/messages/messages.ts';
import type { ErasureCounts, ErasureOutcome, ErasureSource } from '../../../domain/your-data/schemas.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import {
  assessmentResults,
  capturedEmails,
  dataAccessLinks,
  erasureAudits,
  orders,
  outbox,
  referrals,
  reportPdfs,
  testCheckoutSessions,
} from '../../db/schema.ts';
import { findPersonalRows } from './personal-rows.ts';
import { normaliseEmail } from './tokens.ts';

/** `text` contains the address anywhere, case-insensitively (position(), not LIKE: `_` is common in addresses). */
const mentions = (text: SQLWrapper, email: string) => sql`position(${email} in lower(${text})) > 0`;

/**
 * Erases everything tied to an address, in one transaction: the results its completed orders were for
 * (answers, scores), the address on results it was only typed on, the orders' personal fields (address, visitor
 * id, link to the result), the address in invitations, every e-mail in the outbox and the capture mailbox that
 * was sent to it or mentions it, and its access links (corrections from it included). What accounting law needs
 * stays: each order's amount, currency, dates and provider reference. An audit row records who erased how much,
 * and when, without the address. The answer says what was kept in `words` (English for staff's erasures).
 */
export async function erasePersonalData({
  db,
  email: rawEmail,
  source,
  requestedBy = null,
  note = null,
  words = MESSAGES.en,
}: {
  db: Database;
  email: string;
  source: ErasureSource;
  requestedBy?: string | null;
  note?: string | null;
  words?: Messages;
}): Promise<ErasureOutcome> {
  const email = normaliseEmail(rawEmail);
  const counts = await db.transaction(async (tx): Promise<ErasureCounts> => {
    const { orderRows, orderedResults, enteredResults } = await findPersonalRows(tx, email);
    const orderIds = orderRows.map((order) => order.id);
    const resultIds = orderedResults.map((result) => result.id);

    const messages = await tx
      .delete(outbox)
      .where(
        or(
          sameAddress(outbox.recipient, email),
          mentions(sql`${outbox.payload}::text`, email),
          orderIds.length > 0 ? and(eq(outbox.kind, 'report'), inArray(outbox.orderId, orderIds)) : undefined,
        ),
      )
      .returning({ id: outbox.id });
    const captured = await tx
      .delete(capturedEmails)
      .where(
        or(
          sameAddress(capturedEmails.to, email),
          mentions(capturedEmails.subject, email),
          mentions(capturedEmails.text, email),
          mentions(capturedEmails.html, email),
        ),
      )
      .returning({ id: capturedEmails.id });
    if (orderIds.length > 0) {
      await tx.delete(reportPdfs).where(inArray(reportPdfs.orderId, orderIds));
      await tx
        .update(testCheckoutSessions)
        .set({ email: '', updatedAt: new Date() })
        .where(inArray(testCheckoutSessions.orderId, orderIds));
      await tx
        .update(orders)
        .set({ email: null, visitorId: null, assessmentResultId: null, country: null, updatedAt: new Date() })
        .where(inArray(orders.id, orderIds));
    }
    const results =
      resultIds.length > 0
        ? await tx
            .delete(assessmentResults)
            .where(inArray(assessmentResults.id, resultIds))
            .returning({ id: assessmentResults.id })
        : [];
    // Results the address was only typed on are whoever typed them's: the address goes, the answers stay
    // with the browser that made them (which can erase them on its results page).
    if (enteredResults.length > 0) {
      await tx
        .update(assessmentResults)
        .set({ email: null })
        .where(
          inArray(
            assessmentResults.id,
            enteredResults.map((result) => result.id),
          ),
        );
    }
    const invitations = await tx
      .update(referrals)
      .set({ friendEmail: null, friendMailboxKey: null, friendBlockKey: null })
      .where(sameAddress(referrals.friendEmail, email))
      .returning({ id: referrals.id });
    const links = await tx
      .delete(dataAccessLinks)
      .where(or(eq(dataAccessLinks.email, email), eq(dataAccessLinks.correctsFrom, email)))
      .returning({ id: dataAccessLinks.id });

    const erased: ErasureCounts = {
      results: results.length,
      orders: orderIds.length,
      invitations: invitations.length,
      outboxMessages: messages.length,
      capturedEmails: captured.length,
      accessLinks: links.length,
    };
    await tx
      .insert(erasureAudits)
      .values({ source, requestedBy, counts: erased, ordersKept: orderIds.length, note });
    return erased;
  });
  return { counts, message: words['your-data'].accountingKept };
}
