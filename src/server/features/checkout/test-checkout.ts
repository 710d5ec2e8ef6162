import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import {
  cancelTestCheckoutContract,
  payTestCheckoutContract,
  testCheckoutSessionContract,
} from '../../../domain/checkout/contracts.ts';
import { orders, testCheckoutSessions } from '../../db/schema.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { fulfilPaidOrder } from './fulfil-order.ts';
import { isOrderOf, reportBudgetOf } from './orders.ts';
import { requirePayments } from './require-payments.ts';

const NOT_FOUND = 'We could not find that checkout session.';

/**
 * The test provider's hosted page, our offline stand-in for Stripe Checkout. Like Stripe's page it is reached
 * by its unguessable session id. Pay marks the session paid and then does what Stripe's webhook would.
 */
export async function testCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const findSession = async (id: string) => {
    if (app.payments?.name !== 'test') throw new AppError('not_found', { status: 404, message: NOT_FOUND });
    const [session] = await app.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
    if (!session) throw new AppError('not_found', { status: 404, message: NOT_FOUND });
    return session;
  };

  routeFromContract(app, testCheckoutSessionContract, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await findSession(request.params.id);
    const type = session.metadata.assessmentType;
    if (!isAssessmentType(type)) throw new Error(`test session ${session.id} has no assessment type`);
    // Like the return page's calls, the page shows the buyer's address to the buyer only.
    const [order] = await app.db
      .select({ visitorId: orders.visitorId })
      .from(orders)
      .where(eq(orders.id, session.orderId));
    return {
      id: session.id,
      status: session.status,
      amount: session.amount,
      currency: session.currency,
      email: order && isOrderOf(order, request.visitorId) ? session.email : null,
      assessmentType: type,
      discountCode: session.metadata.discountCode ?? null,
    };
  });

  routeFromContract(app, payTestCheckoutContract, { onRequest: app.publicWriteLimit }, async (request) => {
    const session = await findSession(request.params.id);
    if (session.status === 'cancelled') {
      throw new AppError('session_cancelled', {
        status: 409,
        message: 'This checkout was cancelled. Please start again.',
      });
    }
    await app.db
      .update(testCheckoutSessions)
      .set({ status: 'paid', updatedAt: new Date() })
      .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, 'open')));
    await fulfilPaidOrder({
      db: app.db,
      payments: requirePayments(app.payments),
      budget: reportBudgetOf(app.config),
      sessionId: session.id,
    });
    return { redirectUrl: session.successUrl };
  });

  routeFromContract(app, cancelTestCheckoutContract, { onRequest: app.publicWriteLimit }, async (request) => {
    const session = await findSession(request.params.id);
    if (session.status === 'paid') {
      throw new AppError('session_paid', { status: 409, message: 'This checkout has already been paid.' });
    }
    await app.db
      .update(testCheckoutSessions)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(testCheckoutSessions.id, session.id));
    return { redirectUrl: session.cancelUrl };
  });
}
