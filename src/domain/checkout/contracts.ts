import { defineContract } from '../api/contract.ts';
import {
  isCheckoutSessionView,
  isCheckoutStart,
  isDiscountVerdict,
  isOrderConfirmation,
  isOrderOutcome,
  isRedirect,
  isResendOutcome,
  isResultOrder,
  isSuccess,
  isTestCheckoutSession,
} from './replies.ts';
import type {
  adminPaymentNotificationSchema,
  checkoutSessionParamsSchema,
  checkoutSessionViewSchema,
  createCheckoutSessionResponseSchema,
  createCheckoutSessionSchema,
  freeOrderSchema,
  orderConfirmationSchema,
  orderOutcomeSchema,
  orderRefParamsSchema,
  processOrderSchema,
  resendEmailResponseSchema,
  resendEmailSchema,
  resultOrderParamsSchema,
  resultOrderSchema,
  sendEmailDirectSchema,
  successResponseSchema,
  testCheckoutActionResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSessionSchema,
  updateAssessmentEmailSchema,
  validateDiscountCodeResponseSchema,
  validateDiscountCodeSchema,
  webhookReceivedSchema,
} from './schemas.ts';

// Buying the Complete Report: the payment pages, the return page and the offline test checkout.

export const validateDiscountCodeContract = defineContract<{
  body: typeof validateDiscountCodeSchema;
  response: typeof validateDiscountCodeResponseSchema;
}>('POST', '/api/discount-codes/validate', { reply: isDiscountVerdict });

/** Starts a paid order and answers the provider's checkout address. */
export const createCheckoutSessionContract = defineContract<{
  body: typeof createCheckoutSessionSchema;
  response: typeof createCheckoutSessionResponseSchema;
}>('POST', '/api/create-checkout-session', { reply: isCheckoutStart });

/** A report for a 100% code: completed at once, its e-mail queued. */
export const freeOrderContract = defineContract<{
  body: typeof freeOrderSchema;
  response: typeof orderOutcomeSchema;
}>('POST', '/api/free-order', { reply: isOrderOutcome });

/** The return page's trigger: fulfils a paid session (idempotently) or reports the free order. */
export const processOrderContract = defineContract<{
  body: typeof processOrderSchema;
  response: typeof orderOutcomeSchema;
}>('POST', '/api/process-order', { reply: isOrderOutcome });

export const checkoutSessionContract = defineContract<{
  params: typeof checkoutSessionParamsSchema;
  response: typeof checkoutSessionViewSchema;
}>('GET', '/api/checkout-sessions/:id', { reply: isCheckoutSessionView });

/** Sends the report again, within the caps per order and per address. */
export const resendReportEmailContract = defineContract<{
  body: typeof resendEmailSchema;
  response: typeof resendEmailResponseSchema;
}>('POST', '/api/resend-assessment-email', { reply: isResendOutcome });

/** An order's confirmation page: for the visitor who placed it; anyone else gets the same 404 as a made-up ref. */
export const orderConfirmationContract = defineContract<{
  params: typeof orderRefParamsSchema;
  response: typeof orderConfirmationSchema;
}>('GET', '/api/orders/:ref', { reply: isOrderConfirmation });

/** The confirmation page's resend: the same call, caps and answers as the one above, found by the order's ref. */
export const resendOrderEmailContract = defineContract<{
  params: typeof orderRefParamsSchema;
  response: typeof resendEmailResponseSchema;
}>('POST', '/api/orders/:ref/resend', { reply: isResendOutcome });

/** The payment page's question: has this visitor already ordered the report of this result? */
export const resultOrderContract = defineContract<{
  params: typeof resultOrderParamsSchema;
  response: typeof resultOrderSchema;
}>('GET', '/api/assessment-results/:id/order', { reply: isResultOrder });

export const updateAssessmentEmailContract = defineContract<{
  body: typeof updateAssessmentEmailSchema;
  response: typeof successResponseSchema;
}>('POST', '/api/update-assessment-email');

/** Tells the team an order needs attention; the message holds only what the server looked up. */
export const adminPaymentNotificationContract = defineContract<{
  body: typeof adminPaymentNotificationSchema;
  response: typeof successResponseSchema;
}>('POST', '/api/admin-payment-notification', { status: 202, reply: isSuccess });

export const sendEmailDirectContract = defineContract<{
  body: typeof sendEmailDirectSchema;
  response: typeof resendEmailResponseSchema;
}>('POST', '/api/send-email-direct');

/** The offline provider's hosted page: the order it stands for, then Pay or Cancel. */
export const testCheckoutSessionContract = defineContract<{
  params: typeof testCheckoutParamsSchema;
  response: typeof testCheckoutSessionSchema;
}>('GET', '/api/test-checkout/:id', { reply: isTestCheckoutSession });

export const payTestCheckoutContract = defineContract<{
  params: typeof testCheckoutParamsSchema;
  response: typeof testCheckoutActionResponseSchema;
}>('POST', '/api/test-checkout/:id/pay', { reply: isRedirect });

export const cancelTestCheckoutContract = defineContract<{
  params: typeof testCheckoutParamsSchema;
  response: typeof testCheckoutActionResponseSchema;
}>('POST', '/api/test-checkout/:id/cancel', { reply: isRedirect });

/** Stripe's signed event (the signature replaces the anti-forgery token); the body is read raw. */
export const stripeWebhookContract = defineContract<{ response: typeof webhookReceivedSchema }>(
  'POST',
  '/api/stripe/webhook',
);
