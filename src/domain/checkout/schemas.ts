import { z } from 'zod';
import { MAX_ROW_ID, rowIdSchema } from '../api/row-id.ts';
import { assessmentTypeSchema } from '../assessments/schemas.ts';
import { visitorEmailSchema } from '../email-address/schema.ts';
import { REPORT_COUNTRIES } from '../report/countries.ts';
import { ORDER_DELIVERIES } from './order-delivery.ts';

const resultIdSchema = z
  .number()
  .int()
  .positive('A valid assessment result is required.')
  .max(MAX_ROW_ID, 'A valid assessment result is required.');
const discountCodeSchema = z.string().trim().min(1).max(64);
/**
 * The country the buyer lives in, one of the countries the report names; absent or null for anywhere else.
 * It only decides which country's route and organisations the report puts first.
 */
const buyerCountrySchema = z
  .enum(REPORT_COUNTRIES, { error: 'Please choose one of the listed countries, or "Another country".' })
  .nullable()
  .optional();

// POST /api/discount-codes/validate: the Apply button. The server knows which codes exist; the client never does.
export const validateDiscountCodeSchema = z.object({ code: discountCodeSchema });
export const validateDiscountCodeResponseSchema = z.object({
  valid: z.boolean(),
  /** 100 for the free code and reward codes; null when the payment provider decides at checkout. */
  percentage: z.number().int().min(0).max(100).nullable(),
  isFree: z.boolean(),
  message: z.string(),
});
export type ValidateDiscountCodeResponse = z.infer<typeof validateDiscountCodeResponseSchema>;

// POST /api/create-checkout-session
export const createCheckoutSessionSchema = z.object({
  email: visitorEmailSchema,
  assessmentType: assessmentTypeSchema,
  assessmentResultId: resultIdSchema,
  discountCode: discountCodeSchema.optional(),
  currency: z.literal('EUR').optional(),
  /** The explicit consent to keep the answers with the address; the server refuses the order without it. */
  consent: z.boolean().optional(),
  country: buyerCountrySchema,
});
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;
export const createCheckoutSessionResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

// POST /api/free-order. responses and score are sent by older clients and ignored: the stored result counts.
export const freeOrderSchema = z.object({
  email: visitorEmailSchema,
  assessmentType: assessmentTypeSchema,
  assessmentResultId: resultIdSchema,
  discountCode: discountCodeSchema,
  /** The explicit consent to keep the answers with the address; the server refuses the order without it. */
  consent: z.boolean().optional(),
  country: buyerCountrySchema,
  responses: z.record(z.string(), z.number()).optional(),
  score: z.number().optional(),
});
export type FreeOrderInput = z.infer<typeof freeOrderSchema>;

/**
 * POST /api/process-order, both variants (paid and free). Only sessionId (or a free order's code), the result id
 * and the e-mail are read; price, currency, isFreeOrder and free are accepted and ignored, so a client can
 * never change what is charged or make an order free.
 */
export const processOrderSchema = z.object({
  email: visitorEmailSchema.optional(),
  sessionId: z.string().trim().min(1).max(255).optional(),
  assessmentResultId: rowIdSchema.optional(),
  assessmentType: assessmentTypeSchema.optional(),
  discountCode: discountCodeSchema.optional(),
  /** Needed only when this call creates a free order (see freeOrderSchema). */
  consent: z.boolean().optional(),
  country: buyerCountrySchema,
  isFreeOrder: z.boolean().optional(),
  free: z.boolean().optional(),
  requestId: z.string().max(128).optional(),
  price: z.number().optional(),
  currency: z.string().max(8).optional(),
  responses: z.record(z.string(), z.number()).optional(),
  score: z.number().optional(),
  assessmentData: z.unknown().optional(),
});
export type ProcessOrderInput = z.infer<typeof processOrderSchema>;

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const orderOutcomeSchema = z.object({
  success: z.boolean(),
  /** True once the report e-mail is safely queued for delivery (the outbox retries until it is sent). */
  emailSent: z.boolean(),
  emailStatus: z.enum(EMAIL_STATUSES).nullable(),
  /**
   * True for an order paid with a referral reward: whether its report goes out (one reward a month per address,
   * a few per domain) is told by e-mail to the address, never in this answer.
   */
  isDecidedByEmail: z.boolean().optional(),
  message: z.string(),
  orderId: z.number().int().optional(),
  email: z.string().optional(),
  assessmentType: assessmentTypeSchema.optional(),
  /** The order's confirmation address (/orders/<ref>), given only to the visitor who placed the order. */
  orderRef: z.string().optional(),
});
export type OrderOutcome = z.infer<typeof orderOutcomeSchema>;

/** An order's reference on the site: a random UUID (orders.ref), never the row id. */
export const orderRefSchema = z.uuid();
/**
 * Any string is let through to the handler, which answers a ref that is not a UUID with the same 404 as one
 * that names no order of the caller's: the answer tells a guesser nothing about the format.
 */
export const orderRefParamsSchema = z.object({ ref: z.string().max(100) });

// GET /api/orders/:ref: the confirmation page, for the visitor who placed the order only.
export const orderConfirmationSchema = z.object({
  orderRef: z.string(),
  assessmentType: assessmentTypeSchema,
  /** The address with most of its name hidden: the page can be reloaded, left open or shown on a shared screen. */
  maskedEmail: z.string().nullable(),
  delivery: z.enum(ORDER_DELIVERIES),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

// GET /api/assessment-results/:id/order: the payment page asks whether this result is already ordered.
export const resultOrderParamsSchema = z.object({ id: rowIdSchema });
export const resultOrderSchema = z.object({ orderRef: z.string().nullable() });

// GET /api/checkout-sessions/:id: what the caller may see of a session (the buyer's e-mail only to the buyer).
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  amount_total: z.number().int(),
  currency: z.string(),
  customer_email: z.string().nullable(),
  customer_details: z.object({ email: z.string().nullable() }),
  metadata: z.object({ assessmentType: z.string(), assessmentResultId: z.string() }),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

// POST /api/resend-assessment-email
export const resendEmailSchema = z.object({
  email: visitorEmailSchema,
  assessmentResultId: rowIdSchema,
  assessmentType: assessmentTypeSchema.optional(),
  sessionId: z.string().max(255).optional(),
  isFreeOrder: z.boolean().optional(),
});
export const resendEmailResponseSchema = z.object({ success: z.boolean(), message: z.string() });

// POST /api/update-assessment-email
export const updateAssessmentEmailSchema = z.object({
  assessmentResultId: rowIdSchema,
  email: visitorEmailSchema,
});

// POST /api/admin-payment-notification and POST /api/send-email-direct: the client's failure path. The server
// acts only for a real order of the calling visitor (see checkout/routes.ts).
export const adminPaymentNotificationSchema = z.object({
  email: z.string().max(254).optional(),
  assessmentType: z.string().max(32).optional(),
  paymentAmount: z.union([z.number(), z.string().max(32)]).optional(),
  sessionId: z.string().max(255).optional(),
  assessmentResultId: rowIdSchema,
});
export const sendEmailDirectSchema = z.object({
  email: visitorEmailSchema,
  subject: z.string().max(200).optional(),
  text: z.string().max(5000).optional(),
  assessmentResultId: rowIdSchema.optional(),
});

// The test provider's hosted page (/test-checkout).
export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'cancelled']),
  amount: z.number().int(),
  currency: z.string(),
  /** The buyer's address, shown to the buyer only (null for anyone else holding the link). */
  email: z.string().nullable(),
  assessmentType: assessmentTypeSchema,
  discountCode: z.string().nullable(),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;
export const testCheckoutActionResponseSchema = z.object({ redirectUrl: z.string() });

/** A payment session's id, as the return page and the test checkout page send it. */
export const checkoutSessionParamsSchema = z.object({ id: z.string().min(1).max(255) });
export const successResponseSchema = z.object({ success: z.boolean() });
/** The test provider's session ids are shorter than Stripe's. */
export const testCheckoutParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
