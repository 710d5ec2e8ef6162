import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminPaymentNotificationContract,
  checkoutSessionContract,
  createCheckoutSessionContract,
  freeOrderContract,
  orderConfirmationContract,
  processOrderContract,
  resendOrderEmailContract,
  resendReportEmailContract,
  resultOrderContract,
  sendEmailDirectContract,
  updateAssessmentEmailContract,
  validateDiscountCodeContract,
} from '../../../domain/checkout/contracts.ts';
import { MESSAGES } from '../../../domain/messages/messages.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { replyLanguage } from '../../http/reply-language.ts';
import { addressBlock } from '../../lib/address-block.ts';
import type { AttemptGuard } from './attempt-limits.ts';
import { describeCheckoutSession } from './checkout-session-view.ts';
import { createCheckout } from './create-checkout.ts';
import { judgeDiscountCode } from './discount-codes.ts';
import { createFreeOrder } from './free-order.ts';
import { describeConfirmation, findOwnConfirmedOrder, findResultOrderRef } from './order-confirmation.ts';
import { reportBudgetOf } from './orders.ts';
import { processOrder } from './process-order.ts';
import { requirePayments } from './require-payments.ts';
import {
  notifyAdminOfOrderProblem,
  resendOrderEmailByRef,
  resendReportEmail,
  sendReportDirect,
  updateResultEmail,
} from './support-requests.ts';

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const { freeOrderCode, secretKey, reportLimits } = app.config;
  const budget = reportBudgetOf(app.config);
  const limited = { onRequest: app.publicWriteLimit };
  const guardOf = (request: FastifyRequest): AttemptGuard => ({
    secretKey,
    limits: reportLimits,
    visitorId: request.visitorId,
    addressBlock: addressBlock(request.ip),
  });
  // The sentences of an answer, in the language the call asks for.
  const wordsOf = (request: FastifyRequest) => MESSAGES[replyLanguage(request)];

  routeFromContract(app, validateDiscountCodeContract, limited, async (request) => {
    const judgement = await judgeDiscountCode({
      db: app.db,
      freeOrderCode,
      providerName: app.payments?.name,
      rawCode: request.body.code,
      guard: guardOf(request),
    });
    const { replies } = wordsOf(request);
    return judgement.kind === 'free'
      ? { valid: true, percentage: 100, isFree: true, message: replies.codeFree }
      : { valid: true, percentage: null, isFree: false, message: replies.codeAtCheckout };
  });

  routeFromContract(app, createCheckoutSessionContract, limited, async (request) =>
    createCheckout({
      db: app.db,
      payments: requirePayments(app.payments),
      publicUrl: app.config.publicUrl,
      freeOrderCode,
      guard: guardOf(request),
      input: request.body,
    }),
  );

  routeFromContract(app, freeOrderContract, limited, async (request) =>
    createFreeOrder({
      db: app.db,
      freeOrderCode,
      guard: guardOf(request),
      budget,
      adminEmail: app.config.admin.email,
      logger: request.log,
      input: request.body,
    }),
  );

  routeFromContract(app, processOrderContract, limited, async (request) =>
    processOrder({
      db: app.db,
      payments: () => requirePayments(app.payments),
      freeOrderCode,
      guard: guardOf(request),
      budget,
      adminEmail: app.config.admin.email,
      logger: request.log,
      input: request.body,
    }),
  );

  routeFromContract(app, checkoutSessionContract, { onRequest: app.providerLookupLimit }, async (request) => {
    return describeCheckoutSession({
      db: app.db,
      payments: requirePayments(app.payments),
      sessionId: request.params.id,
      visitorId: request.visitorId,
    });
  });

  routeFromContract(app, resendReportEmailContract, limited, async (request) =>
    resendReportEmail({
      db: app.db,
      visitorId: request.visitorId,
      assessmentResultId: request.body.assessmentResultId,
      email: request.body.email,
      supportEmail: app.config.supportEmail,
      budget,
      words: wordsOf(request),
    }),
  );

  routeFromContract(app, orderConfirmationContract, {}, async (request) =>
    describeConfirmation(await findOwnConfirmedOrder(app.db, request.visitorId, request.params.ref)),
  );

  routeFromContract(app, resendOrderEmailContract, limited, async (request) =>
    resendOrderEmailByRef({
      db: app.db,
      visitorId: request.visitorId,
      ref: request.params.ref,
      supportEmail: app.config.supportEmail,
      budget,
      words: wordsOf(request),
    }),
  );

  routeFromContract(app, resultOrderContract, {}, async (request) => ({
    orderRef: await findResultOrderRef(app.db, request.visitorId, request.params.id),
  }));

  routeFromContract(app, updateAssessmentEmailContract, limited, async (request) => {
    await updateResultEmail(app.db, request.visitorId, request.body.assessmentResultId, request.body.email);
    return { success: true };
  });

  routeFromContract(app, adminPaymentNotificationContract, limited, async (request) =>
    notifyAdminOfOrderProblem({
      db: app.db,
      adminEmail: app.config.admin.email,
      visitorId: request.visitorId,
      assessmentResultId: request.body.assessmentResultId,
    }),
  );

  routeFromContract(app, sendEmailDirectContract, limited, async (request) =>
    sendReportDirect({
      db: app.db,
      visitorId: request.visitorId,
      email: request.body.email,
      supportEmail: app.config.supportEmail,
      budget,
      words: wordsOf(request),
    }),
  );
}
