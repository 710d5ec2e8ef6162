import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentNotificationSchema,
  checkoutSessionViewSchema,
  createCheckoutSessionResponseSchema,
  createCheckoutSessionSchema,
  freeOrderSchema,
  orderOutcomeSchema,
  processOrderSchema,
  resendEmailResponseSchema,
  resendEmailSchema,
  sendEmailDirectSchema,
  updateAssessmentEmailSchema,
  validateDiscountCodeResponseSchema,
  validateDiscountCodeSchema,
} from '../../../domain/checkout/schemas.ts';
import type { PaymentProvider } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCheckout } from './create-checkout.ts';
import { CODE_MESSAGES, classifyDiscountCode } from './discount-codes.ts';
import { createFreeOrder } from './free-order.ts';
import { fulfilPaidOrder } from './fulfil-order.ts';
import { describeOrder, findLatestCompletedOrder, findOrderBySession, isOrderOf } from './orders.ts';
import {
  notifyAdminOfOrderProblem,
  resendReportEmail,
  sendReportDirect,
  updateResultEmail,
} from './support-requests.ts';

const successSchema = z.object({ success: z.boolean() });
const sessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { freeOrderCode } = app.config;
  const limited = { onRequest: app.publicWriteLimit };

  routes.post(
    '/api/discount-codes/validate',
    {
      ...limited,
      schema: { body: validateDiscountCodeSchema, response: { 200: validateDiscountCodeResponseSchema } },
    },
    async (request) => {
      const verdict = await classifyDiscountCode(app.db, freeOrderCode, request.body.code);
      switch (verdict.kind) {
        case 'free-order-code':
        case 'reward-code':
          return { valid: true, percentage: 100, isFree: true, message: CODE_MESSAGES.free };
        case 'used-reward-code':
          throw new AppError('code_used', { status: 409, message: CODE_MESSAGES.used });
        case 'unknown':
          // Only Stripe can judge other codes (its promotion codes); the offline provider knows none.
          if (app.payments?.name === 'stripe') {
            return { valid: true, percentage: null, isFree: false, message: CODE_MESSAGES.atCheckout };
          }
          throw new AppError('code_unknown', { status: 400, message: CODE_MESSAGES.unknown });
      }
    },
  );

  routes.post(
    '/api/create-checkout-session',
    {
      ...limited,
      schema: { body: createCheckoutSessionSchema, response: { 200: createCheckoutSessionResponseSchema } },
    },
    async (request) =>
      createCheckout({
        db: app.db,
        payments: requirePayments(app.payments),
        publicUrl: app.config.publicUrl,
        freeOrderCode,
        visitorId: request.visitorId,
        input: request.body,
      }),
  );

  routes.post(
    '/api/free-order',
    { ...limited, schema: { body: freeOrderSchema, response: { 200: orderOutcomeSchema } } },
    async (request) =>
      createFreeOrder({ db: app.db, freeOrderCode, visitorId: request.visitorId, input: request.body }),
  );

  routes.post(
    '/api/process-order',
    { ...limited, schema: { body: processOrderSchema, response: { 200: orderOutcomeSchema } } },
    async (request) => {
      const { sessionId, assessmentResultId, email, discountCode, consent, country } = request.body;
      if (sessionId && sessionId !== 'free_order') {
        return fulfilPaidOrder({
          db: app.db,
          payments: requirePayments(app.payments),
          sessionId,
          visitorId: request.visitorId,
        });
      }
      if (!assessmentResultId) {
        throw new AppError('missing_order', {
          status: 400,
          message: 'A payment session or an assessment result is required.',
        });
      }
      // The free variant: an existing free order of this result, or a new one when a code and address came with it.
      if (email && discountCode) {
        return createFreeOrder({
          db: app.db,
          freeOrderCode,
          visitorId: request.visitorId,
          input: { email, assessmentResultId, discountCode, consent, country },
        });
      }
      const order = await findLatestCompletedOrder(app.db, request.visitorId, assessmentResultId);
      if (!order)
        throw new AppError('order_not_found', { status: 404, message: 'We could not find your order.' });
      return describeOrder(order, request.visitorId);
    },
  );

  routes.get(
    '/api/checkout-sessions/:id',
    {
      onRequest: app.providerLookupLimit,
      schema: { params: sessionParamsSchema, response: { 200: checkoutSessionViewSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const payments = requirePayments(app.payments);
      // Only the buyer's own orders are looked up at the provider: an unknown or someone else's id costs one
      // indexed query and never a provider call, so guessing ids cannot spend the shop's provider quota.
      const order = await findOrderBySession(app.db, request.params.id);
      const session =
        order && isOrderOf(order, request.visitorId)
          ? await payments.retrieveSession(request.params.id)
          : null;
      if (!order || !session)
        throw new AppError('session_not_found', { status: 404, message: 'We could not find that payment.' });
      const email = order.email ?? session.customerEmail;
      return {
        id: session.id,
        payment_status: session.paymentStatus,
        amount_total: session.amountTotal,
        currency: session.currency.toLowerCase(),
        customer_email: email,
        customer_details: { email },
        metadata: {
          assessmentType: order.assessmentType,
          assessmentResultId: order.assessmentResultId === null ? '' : String(order.assessmentResultId),
        },
      };
    },
  );

  routes.post(
    '/api/resend-assessment-email',
    { ...limited, schema: { body: resendEmailSchema, response: { 200: resendEmailResponseSchema } } },
    async (request) =>
      resendReportEmail({
        db: app.db,
        visitorId: request.visitorId,
        assessmentResultId: request.body.assessmentResultId,
        email: request.body.email,
        supportEmail: app.config.supportEmail,
      }),
  );

  routes.post(
    '/api/update-assessment-email',
    { ...limited, schema: { body: updateAssessmentEmailSchema, response: { 200: successSchema } } },
    async (request) => {
      await updateResultEmail(app.db, request.visitorId, request.body.assessmentResultId, request.body.email);
      return { success: true };
    },
  );

  routes.post(
    '/api/admin-payment-notification',
    { ...limited, schema: { body: adminPaymentNotificationSchema, response: { 202: successSchema } } },
    async (request, reply) => {
      const outcome = await notifyAdminOfOrderProblem({
        db: app.db,
        adminEmail: app.config.admin.email,
        visitorId: request.visitorId,
        assessmentResultId: request.body.assessmentResultId,
      });
      return reply.status(202).send(outcome);
    },
  );

  routes.post(
    '/api/send-email-direct',
    { ...limited, schema: { body: sendEmailDirectSchema, response: { 200: resendEmailResponseSchema } } },
    async (request) =>
      sendReportDirect({
        db: app.db,
        visitorId: request.visitorId,
        email: request.body.email,
        supportEmail: app.config.supportEmail,
      }),
  );
}

export function requirePayments(payments: PaymentProvider | undefined): PaymentProvider {
  if (!payments) {
    throw new AppError('payments_off', {
      status: 503,
      message: 'Payments are not available right now. Please try again later.',
    });
  }
  return payments;
}
