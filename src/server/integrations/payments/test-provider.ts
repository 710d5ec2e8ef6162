import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testCheckoutSessions } from '../../db/schema.ts';
import {
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderSession,
  SESSION_ID_PLACEHOLDER,
} from './provider.ts';

const TEST_SESSION_PREFIX = 'test_session_';

/**
 * A stand-in for Stripe that works offline: sessions live in our database and our own /test-checkout page plays
 * Stripe's hosted page (Pay and Cancel). A session is paid only after its Pay button, so a forged or unpaid
 * `test_session_` id fulfils nothing.
 */
export function createTestProvider(db: Database, publicUrl: string): PaymentProvider {
  return {
    name: 'test',

    async createSession(input: CreateSessionInput) {
      const id = `${TEST_SESSION_PREFIX}${randomBytes(18).toString('base64url')}`;
      await db.insert(testCheckoutSessions).values({
        id,
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        email: input.email,
        metadata: {
          orderId: String(input.orderId),
          assessmentResultId: String(input.assessmentResultId),
          assessmentType: input.assessmentType,
          ...(input.discountCode ? { discountCode: input.discountCode } : {}),
        },
        successUrl: input.successUrl.replace(SESSION_ID_PLACEHOLDER, id),
        cancelUrl: input.cancelUrl.replace(SESSION_ID_PLACEHOLDER, id),
      });
      return { id, url: `${publicUrl}/test-checkout?session_id=${encodeURIComponent(id)}` };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      const [session] = await db
        .select()
        .from(testCheckoutSessions)
        .where(eq(testCheckoutSessions.id, sessionId));
      if (!session) return null;
      return {
        id: session.id,
        paymentStatus: session.status === 'paid' ? 'paid' : 'unpaid',
        amountTotal: session.amount,
        currency: session.currency,
        customerEmail: session.email,
        metadata: session.metadata,
      };
    },
  };
}
