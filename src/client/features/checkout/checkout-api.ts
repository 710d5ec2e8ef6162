import { type AssessmentType, isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import {
  adminPaymentNotificationContract,
  cancelTestCheckoutContract,
  checkoutSessionContract,
  createCheckoutSessionContract,
  freeOrderContract,
  orderConfirmationContract,
  payTestCheckoutContract,
  processOrderContract,
  resendOrderEmailContract,
  resendReportEmailContract,
  resultOrderContract,
  sendEmailDirectContract,
  testCheckoutSessionContract,
  updateAssessmentEmailContract,
  validateDiscountCodeContract,
} from '../../../domain/checkout/contracts.ts';
import { ORDER_DELIVERIES, type OrderDelivery } from '../../../domain/checkout/order-delivery.ts';
import type {
  CheckoutSessionView,
  CreateCheckoutSessionInput,
  EmailStatus,
  FreeOrderInput,
  OrderConfirmation,
  OrderOutcome,
  ProcessOrderInput,
  TestCheckoutSession,
  ValidateDiscountCodeResponse,
} from '../../../domain/checkout/schemas.ts';
import { ApiError, callApi, isRecord, refusalReason } from '../../lib/call-api.ts';

// The answers are checked with small guards instead of the zod schemas of domain/checkout: zod's full build
// would more than double what a visitor downloads for the payment pages (see the bundle note in payment-form).

type Guard<T> = (value: unknown) => value is T;

const EMAIL_STATUS_VALUES: readonly (EmailStatus | null)[] = ['pending', 'sent', 'failed', null];

const isOrderOutcome: Guard<OrderOutcome> = (value): value is OrderOutcome =>
  isRecord(value) &&
  typeof value.success === 'boolean' &&
  typeof value.emailSent === 'boolean' &&
  EMAIL_STATUS_VALUES.includes(value.emailStatus as EmailStatus | null) &&
  typeof value.message === 'string' &&
  (value.orderId === undefined || typeof value.orderId === 'number') &&
  (value.email === undefined || typeof value.email === 'string') &&
  (value.assessmentType === undefined || isAssessmentType(value.assessmentType)) &&
  (value.orderRef === undefined || typeof value.orderRef === 'string');

const isOrderConfirmation: Guard<OrderConfirmation> = (value): value is OrderConfirmation =>
  isRecord(value) &&
  typeof value.orderRef === 'string' &&
  isAssessmentType(value.assessmentType) &&
  (value.maskedEmail === null || typeof value.maskedEmail === 'string') &&
  ORDER_DELIVERIES.includes(value.delivery as OrderDelivery);

const isResultOrder = (value: unknown): value is { orderRef: string | null } =>
  isRecord(value) && (value.orderRef === null || typeof value.orderRef === 'string');

const isCheckoutSessionView: Guard<CheckoutSessionView> = (value): value is CheckoutSessionView =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  (value.payment_status === 'paid' ||
    value.payment_status === 'unpaid' ||
    value.payment_status === 'no_payment_required') &&
  typeof value.amount_total === 'number' &&
  typeof value.currency === 'string';

const isDiscountVerdict: Guard<ValidateDiscountCodeResponse> = (
  value,
): value is ValidateDiscountCodeResponse =>
  isRecord(value) &&
  typeof value.valid === 'boolean' &&
  typeof value.isFree === 'boolean' &&
  typeof value.message === 'string' &&
  (value.percentage === null || typeof value.percentage === 'number');

const isTestCheckoutSession: Guard<TestCheckoutSession> = (value): value is TestCheckoutSession =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  (value.status === 'open' || value.status === 'paid' || value.status === 'cancelled') &&
  typeof value.amount === 'number' &&
  typeof value.currency === 'string' &&
  typeof value.email === 'string' &&
  isAssessmentType(value.assessmentType) &&
  (value.discountCode === null || typeof value.discountCode === 'string');

const hasCheckoutUrl = (value: unknown) =>
  isRecord(value) && typeof value.url === 'string' && value.url !== '';

const hasRedirectUrl = (value: unknown) => isRecord(value) && typeof value.redirectUrl === 'string';

const isResendOutcome = (value: unknown) =>
  isRecord(value) && typeof value.success === 'boolean' && typeof value.message === 'string';

/** The HTTP status of a refused call, or null when the call never got an answer (a lost connection). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The server's own words when it refused the request for a reason the visitor can act on (an unknown code,
 * a used code, a missing result); otherwise the calm fallback. Validation details of a malformed request are
 * for developers, not visitors.
 */
export function visitorMessage(error: unknown, fallback: string): string {
  const message = refusalReason(error, '');
  if (!message || message.startsWith('Invalid request') || message.startsWith('<')) return fallback;
  return message;
}

export function validateDiscountCode(code: string): Promise<ValidateDiscountCodeResponse> {
  return callApi(validateDiscountCodeContract, { body: { code } }, { check: isDiscountVerdict });
}

/** Returns the provider's checkout URL; an answer without one is an InvalidResponseError. */
export async function createCheckoutSession(
  input: CreateCheckoutSessionInput,
): Promise<{ url: string; sessionId: string }> {
  const body = await callApi(createCheckoutSessionContract, { body: input }, { check: hasCheckoutUrl });
  return { url: body.url, sessionId: typeof body.sessionId === 'string' ? body.sessionId : '' };
}

export function createFreeOrder(input: FreeOrderInput): Promise<OrderOutcome> {
  return callApi(freeOrderContract, { body: input }, { check: isOrderOutcome });
}

export function processOrder(input: ProcessOrderInput, signal?: AbortSignal): Promise<OrderOutcome> {
  return callApi(processOrderContract, { body: input }, { signal, check: isOrderOutcome });
}

/** The provider's checkout session as this visitor may see it: whether and what was paid. */
export async function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSessionView> {
  return callApi(checkoutSessionContract, { params: { id } }, { signal, check: isCheckoutSessionView });
}

export function resendAssessmentEmail(input: {
  email: string;
  assessmentResultId: number;
  assessmentType?: AssessmentType;
  sessionId?: string;
  isFreeOrder: boolean;
}): Promise<{ success: boolean; message: string }> {
  return callApi(resendReportEmailContract, { body: input }, { check: isResendOutcome });
}

/** The caller's placed order of this ref, for its confirmation page; a 404 for anyone else's or a made-up ref. */
export function getOrderConfirmation(ref: string, signal?: AbortSignal): Promise<OrderConfirmation> {
  return callApi(orderConfirmationContract, { params: { ref } }, { signal, check: isOrderConfirmation });
}

/** The confirmation page's resend: the same caps and answers as resendAssessmentEmail. */
export function resendOrderEmail(ref: string): Promise<{ success: boolean; message: string }> {
  return callApi(resendOrderEmailContract, { params: { ref } }, { check: isResendOutcome });
}

/** The ref of this visitor's order of the result, or null while it has none. */
export async function findResultOrder(
  assessmentResultId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const { orderRef } = await callApi(
    resultOrderContract,
    { params: { id: assessmentResultId } },
    { signal, check: isResultOrder },
  );
  return orderRef;
}

/** Tells the team about an order whose processing failed; resolves to whether someone was told. */
export async function notifyAdminOfPaymentProblem(input: {
  email?: string;
  assessmentType?: string;
  paymentAmount: number;
  sessionId?: string;
  assessmentResultId: number;
}): Promise<boolean> {
  try {
    const body = await callApi(adminPaymentNotificationContract, { body: input });
    return isRecord(body) && body.success === true;
  } catch {
    return false;
  }
}

/** Records on the result the address its report goes to; the reply is not read and a failure is ignored. */
export async function updateAssessmentEmail(input: {
  assessmentResultId: number;
  email: string;
}): Promise<void> {
  await callApi(updateAssessmentEmailContract, { body: input }).catch(() => {});
}

/**
 * The last resort when an order's e-mail failed and the team could not be told; the reply is not read and a
 * failure is ignored. The server only sends the caller's own report again, to the order's address.
 */
export async function sendEmailDirect(input: {
  email: string;
  subject: string;
  text: string;
  assessmentResultId: number;
}): Promise<void> {
  await callApi(sendEmailDirectContract, { body: input }).catch(() => {});
}

export async function getTestCheckoutSession(id: string, signal?: AbortSignal): Promise<TestCheckoutSession> {
  return callApi(testCheckoutSessionContract, { params: { id } }, { signal, check: isTestCheckoutSession });
}

export async function finishTestCheckout(id: string, action: 'pay' | 'cancel'): Promise<string> {
  const contract = action === 'pay' ? payTestCheckoutContract : cancelTestCheckoutContract;
  const { redirectUrl } = await callApi(contract, { params: { id } }, { check: hasRedirectUrl });
  return redirectUrl;
}
