import { type AssessmentType, isAssessmentType } from '../../../domain/assessments/catalogue.ts';
import { storage } from '../../lib/storage.ts';

// What the payment page leaves behind for the return page, in case the visitor comes back in a fresh tab or
// the provider drops a query parameter.
const PENDING_PAYMENT_EMAIL_KEY = 'pending_payment_email';
const PENDING_PAYMENT_TYPE_KEY = 'pending_payment_type';
const PENDING_PAYMENT_RESULT_ID_KEY = 'pending_payment_result_id';

export type PendingPayment = {
  email: string | null;
  assessmentType: AssessmentType | null;
  assessmentResultId: number | null;
};

export function savePendingPayment(payment: {
  email: string;
  assessmentType: AssessmentType;
  assessmentResultId: number;
}): void {
  storage.set(PENDING_PAYMENT_EMAIL_KEY, payment.email);
  storage.set(PENDING_PAYMENT_TYPE_KEY, payment.assessmentType);
  storage.set(PENDING_PAYMENT_RESULT_ID_KEY, String(payment.assessmentResultId));
}

export function readPendingPayment(): PendingPayment {
  const type = storage.get(PENDING_PAYMENT_TYPE_KEY);
  return {
    email: storage.get(PENDING_PAYMENT_EMAIL_KEY) || null,
    assessmentType: isAssessmentType(type) ? type : null,
    assessmentResultId: parsePositiveId(storage.get(PENDING_PAYMENT_RESULT_ID_KEY)),
  };
}

export function clearPendingPayment(): void {
  storage.remove(PENDING_PAYMENT_EMAIL_KEY);
  storage.remove(PENDING_PAYMENT_TYPE_KEY);
  storage.remove(PENDING_PAYMENT_RESULT_ID_KEY);
}

/** A result id as the server accepts it: a positive whole number, or null. */
export function parsePositiveId(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const CONVERSION_KEY_PREFIX = 'conversion_tracked_';

/** True the first time it is asked about an order in this browser, so a reload does not count a sale twice. */
export function claimConversion(orderId: number): boolean {
  const key = `${CONVERSION_KEY_PREFIX}${orderId}`;
  if (storage.get(key)) return false;
  storage.set(key, '1');
  return true;
}
