import { eq } from 'drizzle-orm';
import type { AssessmentType } from '../../../domain/assessments/catalogue.ts';
import { REPORT_PRICE } from '../../../domain/checkout/price.ts';
import type { CreateCheckoutSessionInput } from '../../../domain/checkout/schemas.ts';
import { pathIn } from '../../../domain/locale/language-paths.ts';
import type { Language } from '../../../domain/locale/languages.ts';
import { MESSAGES, type Messages, writtenLanguage } from '../../../domain/messages/messages.ts';
import type { FreeOrderCode } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { type PaymentProvider, SESSION_ID_PLACEHOLDER } from '../../integrations/payments/provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AttemptGuard, countFreeReport } from './attempt-limits.ts';
import { requireAnswersConsent } from './consent.ts';
import { judgeDiscountCode } from './discount-codes.ts';
import { findOwnResult } from './orders.ts';

/**
 * Starts a paid order: a pending order row, then a session with the provider whose metadata names the order.
 * The price is ours; nothing the client sends can change it. With the test provider nothing is paid, so its
 * checkouts count against the same daily caps as free orders (decision 029).
 */
export async function createCheckout({
  db,
  payments,
  publicUrl,
  freeOrderCode,
  guard,
  input,
}: {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  freeOrderCode: FreeOrderCode | undefined;
  guard: AttemptGuard;
  input: CreateCheckoutSessionInput;
}): Promise<{ url: string; sessionId: string }> {
  const { visitorId } = guard;
  const consent = requireAnswersConsent(input.consent);
  const result = await findOwnResult(db, visitorId, input.assessmentResultId);
  const discountCode = input.discountCode
    ? await checkCodeForPaidCheckout({ db, freeOrderCode, payments, rawCode: input.discountCode, guard })
    : undefined;
  if (payments.name === 'test') await countFreeReport(db, guard);

  const [order] = await db
    .insert(orders)
    .values({
      visitorId,
      assessmentResultId: result.id,
      assessmentType: result.assessmentType,
      email: input.email,
      amount: REPORT_PRICE.amount,
      originalAmount: REPORT_PRICE.amount,
      currency: REPORT_PRICE.currency,
      discountCode: discountCode ?? null,
      orderType: 'paid',
      provider: payments.name,
      country: input.country ?? null,
      // The result's page language, which the report and its e-mails are written in.
      language: result.language,
      ...consent,
    })
    .returning();
  if (!order) throw new Error('inserting an order returned no row');

  try {
    const session = await payments.createSession({
      orderId: order.id,
      assessmentResultId: result.id,
      assessmentType: result.assessmentType,
      email: input.email,
      amount: order.amount,
      currency: order.currency,
      productName: productNameIn(order.language, result.assessmentType),
      language: order.language,
      // Back to the pages of the language the buyer was reading.
      successUrl: `${publicUrl}${pathIn(order.language, '/payment-success')}?session_id=${SESSION_ID_PLACEHOLDER}&assessmentResultId=${result.id}`,
      cancelUrl: `${publicUrl}${pathIn(order.language, '/standard-payment')}?cancelled=true`,
      discountCode,
    });
    await db
      .update(orders)
      .set({ providerSessionId: session.id, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return { url: session.url, sessionId: session.id };
  } catch (error) {
    await db.update(orders).set({ status: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
    throw new AppError('provider_unavailable', {
      status: 502,
      message: (words: Messages) => words.replies.providerUnavailable,
      cause: error,
    });
  }
}

/** A code sent with a paid checkout: a free code belongs to the free order, an unknown one only Stripe may judge. */
async function checkCodeForPaidCheckout({
  db,
  freeOrderCode,
  payments,
  rawCode,
  guard,
}: {
  db: Database;
  freeOrderCode: FreeOrderCode | undefined;
  payments: PaymentProvider;
  rawCode: string;
  guard: AttemptGuard;
}): Promise<string> {
  const judgement = await judgeDiscountCode({
    db,
    freeOrderCode,
    providerName: payments.name,
    rawCode,
    guard,
  });
  if (judgement.kind === 'free') {
    throw new AppError('code_is_free', {
      status: 400,
      message: (words: Messages) => words.replies.codeIsFree,
    });
  }
  return judgement.code;
}

/** "Complete Report: Dyslexia Traits" in the buyer's language, as the provider's page and receipt show it. */
function productNameIn(language: Language, type: AssessmentType): string {
  const words = MESSAGES[writtenLanguage(language)];
  return `${words.payment.productName}: ${words.catalogue.assessmentWords[type].name}`;
}
