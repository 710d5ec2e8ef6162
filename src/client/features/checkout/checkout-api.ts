import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
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
import type {
  CheckoutSessionView,
  CreateCheckoutSessionInput,
  FreeOrderInput,
  OrderConfirmation,
  OrderOutcome,
  ProcessOrderInput,
  TestCheckoutSession,
  ValidateDiscountCodeResponse,
} from '../../../domain/checkout/schemas.ts';
import { ApiError, callApi, InvalidResponseError, refusalReason } from '../../lib/call-api.ts';

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
  return callApi(validateDiscountCodeContract, { body: { code } });
}

/** Returns the provider's checkout URL; an answer without one is an InvalidResponseError. */
export async function createCheckoutSession(
  input: CreateCheckoutSessionInput,
): Promise<{ url: string; sessionId: string }> {
  const body = await callApi(createCheckoutSessionContract, { body: input });
  if (body.url === '') throw new InvalidResponseError(createCheckoutSessionContract.path);
  return body;
}

export function createFreeOrder(input: FreeOrderInput): Promise<OrderOutcome> {
  return callApi(freeOrderContract, { body: input });
}

export function processOrder(input: ProcessOrderInput, signal?: AbortSignal): Promise<OrderOutcome> {
  return callApi(processOrderContract, { body: input }, { signal });
}

/** The provider's checkout session as this visitor may see it: whether and what was paid. */
export async function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSessionView> {
  return callApi(checkoutSessionContract, { params: { id } }, { signal });
}

export function resendAssessmentEmail(input: {
  email: string;
  assessmentResultId: number;
  assessmentType?: AssessmentType;
  sessionId?: string;
  isFreeOrder: boolean;
}): Promise<{ success: boolean; message: string }> {
  return callApi(resendReportEmailContract, { body: input });
}

/** The caller's placed order of this ref, for its confirmation page; a 404 for anyone else's or a made-up ref. */
export function getOrderConfirmation(ref: string, signal?: AbortSignal): Promise<OrderConfirmation> {
  return callApi(orderConfirmationContract, { params: { ref } }, { signal });
}

/** The confirmation page's resend: the same caps and answers as resendAssessmentEmail. */
export function resendOrderEmail(ref: string): Promise<{ success: boolean; message: string }> {
  return callApi(resendOrderEmailContract, { params: { ref } });
}

/** The ref of this visitor's order of the result, or null while it has none. */
export async function findResultOrder(
  assessmentResultId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const { orderRef } = await callApi(resultOrderContract, { params: { id: assessmentResultId } }, { signal });
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
    return body.success;
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
  return callApi(testCheckoutSessionContract, { params: { id } }, { signal });
}

export async function finishTestCheckout(id: string, action: 'pay' | 'cancel'): Promise<string> {
  const contract = action === 'pay' ? payTestCheckoutContract : cancelTestCheckoutContract;
  const { redirectUrl } = await callApi(contract, { params: { id } });
  return redirectUrl;
}
