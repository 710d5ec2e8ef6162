import { isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import type {
  CheckoutSessionView,
  CreateCheckoutSessionInput,
  EmailStatus,
  FreeOrderInput,
  OrderOutcome,
  ProcessOrderInput,
  TestCheckoutSession,
  ValidateDiscountCodeResponse,
} from '../../../domain/checkout/schemas.ts';
import { apiRequest, errorMessage } from '../../lib/api.ts';

// The answers are checked with small guards instead of the zod schemas of domain/checkout: zod's full build
// would more than double what a visitor downloads for the payment pages (see the bundle note in payment-form).

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const EMAIL_STATUS_VALUES: readonly (EmailStatus | null)[] = ['pending', 'sent', 'failed', null];

export const isOrderOutcome: Guard<OrderOutcome> = (value): value is OrderOutcome =>
  isRecord(value) &&
  typeof value.success === 'boolean' &&
  typeof value.emailSent === 'boolean' &&
  EMAIL_STATUS_VALUES.includes(value.emailStatus as EmailStatus | null) &&
  typeof value.message === 'string' &&
  (value.orderId === undefined || typeof value.orderId === 'number') &&
  (value.email === undefined || typeof value.email === 'string') &&
  (value.assessmentType === undefined || isAssessmentType(value.assessmentType));

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

/** An answer that does not have the agreed shape; callers show their own "invalid response" text for it. */
export class InvalidResponseError extends Error {
  constructor(url: string) {
    super(`unexpected answer from ${url}`);
    this.name = 'InvalidResponseError';
  }
}

async function readJson<T>(response: Response, url: string, guard: Guard<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!guard(body)) throw new InvalidResponseError(url);
  return body;
}

async function call<T>(method: string, url: string, data: unknown, guard: Guard<T>): Promise<T> {
  return readJson(await apiRequest(method, url, data), url, guard);
}

/** The HTTP status of an error thrown by `apiRequest` (`<status>: <body>`), or null for network errors. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * The server's own words when it refused the request for a reason the visitor can act on (an unknown code,
 * a used code, a missing result); otherwise the calm fallback. Validation details of a malformed request are
 * for developers, not visitors.
 */
export function visitorMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  if (status === null || status < 400 || status >= 500) return fallback;
  const message = errorMessage(error, '');
  if (!message || message.startsWith('Invalid request') || message.startsWith('<')) return fallback;
  return message;
}

export function validateDiscountCode(code: string): Promise<ValidateDiscountCodeResponse> {
  return call('POST', '/api/discount-codes/validate', { code }, isDiscountVerdict);
}

/** Returns the provider's checkout URL; an answer without one is an InvalidResponseError. */
export async function createCheckoutSession(
  input: CreateCheckoutSessionInput,
): Promise<{ url: string; sessionId: string }> {
  const url = '/api/create-checkout-session';
  const body = await call('POST', url, input, isRecord);
  if (typeof body.url !== 'string' || body.url === '') throw new InvalidResponseError(url);
  return { url: body.url, sessionId: typeof body.sessionId === 'string' ? body.sessionId : '' };
}

export function createFreeOrder(input: FreeOrderInput): Promise<OrderOutcome> {
  return call('POST', '/api/free-order', input, isOrderOutcome);
}

export function processOrder(input: ProcessOrderInput, signal?: AbortSignal): Promise<OrderOutcome> {
  const url = '/api/process-order';
  return apiRequest('POST', url, input, { signal }).then((response) =>
    readJson(response, url, isOrderOutcome),
  );
}

/** The provider's checkout session as this visitor may see it (spec section 3): whether and what was paid. */
export async function getCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSessionView> {
  const url = `/api/checkout-sessions/${encodeURIComponent(id)}`;
  return readJson(await apiRequest('GET', url, undefined, { signal }), url, isCheckoutSessionView);
}

export function resendAssessmentEmail(input: {
  email: string;
  assessmentResultId: number;
  assessmentType?: string;
  sessionId?: string;
  isFreeOrder: boolean;
}): Promise<{ success: boolean; message: string }> {
  return call(
    'POST',
    '/api/resend-assessment-email',
    input,
    (value): value is { success: boolean; message: string } =>
      isRecord(value) && typeof value.success === 'boolean' && typeof value.message === 'string',
  );
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
    const body = await call('POST', '/api/admin-payment-notification', input, isRecord);
    return body.success === true;
  } catch {
    return false;
  }
}

/** Records on the result the address its report goes to (spec section 7: the answer is not shown). */
export async function updateAssessmentEmail(input: {
  assessmentResultId: number;
  email: string;
}): Promise<void> {
  await apiRequest('POST', '/api/update-assessment-email', input).catch(() => {});
}

/**
 * The last resort when an order's e-mail failed and the team could not be told (spec section 7: the answer is
 * not shown). The server only sends the caller's own report again, to the order's address.
 */
export async function sendEmailDirect(input: {
  email: string;
  subject: string;
  text: string;
  assessmentResultId: number;
}): Promise<void> {
  await apiRequest('POST', '/api/send-email-direct', input).catch(() => {});
}

export async function getTestCheckoutSession(id: string, signal?: AbortSignal): Promise<TestCheckoutSession> {
  const url = `/api/test-checkout/${encodeURIComponent(id)}`;
  return readJson(await apiRequest('GET', url, undefined, { signal }), url, isTestCheckoutSession);
}

export async function finishTestCheckout(id: string, action: 'pay' | 'cancel'): Promise<string> {
  const url = `/api/test-checkout/${encodeURIComponent(id)}/${action}`;
  const body = await call('POST', url, undefined, isRecord);
  if (typeof body.redirectUrl !== 'string') throw new InvalidResponseError(url);
  return body.redirectUrl;
}
