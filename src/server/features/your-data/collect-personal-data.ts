import { desc } from 'drizzle-orm';
import { orderReference } from '../../../domain/checkout/order-reference.ts';
import type { PersonalData } from '../../../domain/your-data/schemas.ts';
import type { Database } from '../../db/client.ts';
import { sameAddress } from '../../db/same-address.ts';
import { outbox, referrals } from '../../db/schema.ts';
import { findPersonalRows } from './personal-rows.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything held about one address, for the page and for the JSON download (portability). */
export async function collectPersonalData(db: Database, email: string): Promise<PersonalData> {
  const { orderRows, orderedResults, enteredResults } = await findPersonalRows(db, email);
  const [invitationRows, messageRows] = await Promise.all([
    db.select().from(referrals).where(sameAddress(referrals.friendEmail, email)).orderBy(referrals.id),
    db.select().from(outbox).where(sameAddress(outbox.recipient, email)).orderBy(desc(outbox.id)),
  ]);
  return {
    email,
    results: orderedResults.map((result) => ({
      id: result.id,
      assessmentType: result.assessmentType,
      responses: result.responses,
      score: result.score,
      level: result.level,
      subscores: result.subscores ?? null,
      context: result.context ?? null,
      itemSetVersion: result.itemSetVersion,
      language: result.language,
      createdAt: result.createdAt.toISOString(),
    })),
    enteredOnResults: enteredResults.map((result) => ({
      id: result.id,
      assessmentType: result.assessmentType,
      createdAt: result.createdAt.toISOString(),
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      reference: orderReference(order.id),
      assessmentType: order.assessmentType,
      assessmentResultId: order.assessmentResultId,
      amount: order.amount,
      currency: order.currency,
      status: order.status,
      emailStatus: order.emailStatus,
      discountCode: order.discountCode,
      consentedAt: iso(order.consentedAt),
      consentPolicyVersion: order.consentPolicyVersion,
      country: order.country,
      language: order.language,
      createdAt: order.createdAt.toISOString(),
      completedAt: iso(order.completedAt),
    })),
    invitations: invitationRows.map((invitation) => ({
      id: invitation.id,
      status: invitation.status,
      createdAt: invitation.createdAt.toISOString(),
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      kind: message.kind,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      sentAt: iso(message.sentAt),
    })),
  };
}
