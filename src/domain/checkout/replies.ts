import {
  type Guard,
  isBoolean,
  isInteger,
  isString,
  nullable,
  object,
  oneOf,
  optional,
} from '../api/reply-guard.ts';
import { ASSESSMENT_TYPES } from '../assessments/catalogue.ts';
import { ORDER_DELIVERIES } from './order-delivery.ts';
import type {
  CheckoutSessionView,
  OrderConfirmation,
  OrderOutcome,
  TestCheckoutSession,
  ValidateDiscountCodeResponse,
} from './schemas.ts';

// The checks of the answers the payment pages read, the same rules as the zod schemas in schemas.ts without zod.

const isAssessmentType = oneOf(ASSESSMENT_TYPES);

export const isDiscountVerdict: Guard<ValidateDiscountCodeResponse> = object({
  valid: isBoolean,
  percentage: nullable(isInteger(0, 100)),
  isFree: isBoolean,
  message: isString,
});

export const isCheckoutStart = object({ url: isString, sessionId: isString });

export const isOrderOutcome: Guard<OrderOutcome> = object({
  success: isBoolean,
  emailSent: isBoolean,
  emailStatus: nullable(oneOf(['pending', 'sent', 'failed'])),
  isDecidedByEmail: optional(isBoolean),
  message: isString,
  orderId: optional(isInteger()),
  email: optional(isString),
  assessmentType: optional(isAssessmentType),
  orderRef: optional(isString),
});

export const isOrderConfirmation: Guard<OrderConfirmation> = object({
  orderRef: isString,
  assessmentType: isAssessmentType,
  maskedEmail: nullable(isString),
  delivery: oneOf(ORDER_DELIVERIES),
});

export const isResultOrder = object({ orderRef: nullable(isString) });

export const isCheckoutSessionView: Guard<CheckoutSessionView> = object({
  id: isString,
  payment_status: oneOf(['paid', 'unpaid', 'no_payment_required']),
  amount_total: isInteger(),
  currency: isString,
  customer_email: nullable(isString),
  customer_details: object({ email: nullable(isString) }),
  metadata: object({ assessmentType: isString, assessmentResultId: isString }),
});

export const isResendOutcome = object({ success: isBoolean, message: isString });

export const isSuccess = object({ success: isBoolean });

export const isTestCheckoutSession: Guard<TestCheckoutSession> = object({
  id: isString,
  status: oneOf(['open', 'paid', 'cancelled']),
  amount: isInteger(),
  currency: isString,
  email: nullable(isString),
  assessmentType: isAssessmentType,
  discountCode: nullable(isString),
});

export const isRedirect = object({ redirectUrl: isString });
