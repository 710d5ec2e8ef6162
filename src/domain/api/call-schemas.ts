import {
  adminCheckContract,
  adminCodeLoginContract,
  adminLoginContract,
  adminLogoutContract,
} from '../admin-auth/contracts.ts';
import {
  adminCheckResponseSchema,
  adminCodeLoginResponseSchema,
  adminCodeSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminLogoutResponseSchema,
} from '../admin-auth/schemas.ts';
import {
  stepUpContract,
  twoStepConfirmContract,
  twoStepOffContract,
  twoStepRecoveryCodesContract,
  twoStepSetupContract,
  twoStepStatusContract,
} from '../admin-auth/two-step/contracts.ts';
import {
  recoveryCodesSchema,
  stepUpResponseSchema,
  stepUpSchema,
  twoStepConfirmSchema,
  twoStepOffSchema,
  twoStepSetupRequestSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '../admin-auth/two-step/schemas.ts';
import { dashboardContract } from '../admin-dashboard/contracts.ts';
import { dashboardQuerySchema, dashboardSchema } from '../admin-dashboard/dashboard.ts';
import { ordersContract, paymentsContract } from '../admin-orders/contracts.ts';
import { orderListQuerySchema, orderListSchema, paymentListSchema } from '../admin-orders/schemas.ts';
import { logNotFoundContract, trackEventContract } from '../analytics/contracts.ts';
import { acceptedResponseSchema, logNotFoundSchema, trackEventSchema } from '../analytics/schemas.ts';
import { assessmentResultContract, createAssessmentResultContract } from '../assessments/contracts.ts';
import {
  assessmentResultSchema,
  createAssessmentResultResponseSchema,
  createAssessmentResultSchema,
  resultParamsSchema,
} from '../assessments/schemas.ts';
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
  stripeWebhookContract,
  testCheckoutSessionContract,
  updateAssessmentEmailContract,
  validateDiscountCodeContract,
} from '../checkout/contracts.ts';
import {
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
} from '../checkout/schemas.ts';
import { takerComparisonContract } from '../comparison/contracts.ts';
import {
  takerComparisonParamsSchema,
  takerComparisonQuerySchema,
  takerComparisonSchema,
} from '../comparison/schemas.ts';
import {
  doNotInviteContract,
  mailgunWebhookContract,
  oneClickOptOutContract,
} from '../do-not-invite/contracts.ts';
import {
  doNotInviteResponseSchema,
  doNotInviteSchema,
  mailgunWebhookResponseSchema,
  mailgunWebhookSchema,
  oneClickBodySchema,
  oneClickQuerySchema,
} from '../do-not-invite/schemas.ts';
import {
  capturedAttachmentContract,
  capturedEmailContract,
  capturedEmailsContract,
  emailDiagnosticsContract,
  emailTemplatePreviewContract,
  outboxContract,
  reportEmailPreviewContract,
  reportPreviewContract,
  sendTestEmailContract,
  testEmailFlowContract,
} from '../email/contracts.ts';
import {
  attachmentParamsSchema,
  capturedEmailListSchema,
  capturedEmailParamsSchema,
  capturedEmailSchema,
  emailDiagnosticsSchema,
  emailPreviewSchema,
  emailTemplateParamsSchema,
  outboxListSchema,
  samplePreviewParamsSchema,
  sendTestEmailResponseSchema,
  sendTestEmailSchema,
  testEmailFlowResponseSchema,
  testEmailFlowSchema,
} from '../email/schemas.ts';
import {
  healthContract,
  healthzContract,
  livezContract,
  readyzContract,
  scheduledHealthContract,
} from '../health/contracts.ts';
import {
  healthReportSchema,
  healthzSchema,
  scheduledHealthQuerySchema,
  scheduledHealthReportSchema,
} from '../health/health-report.ts';
import { fixKeysContract, keyComparisonContract, setMailgunKeyContract } from '../keys/contracts.ts';
import { keyComparisonSchema, keyMessageSchema, setMailgunKeySchema } from '../keys/schemas.ts';
import { metricsContract } from '../metrics/contracts.ts';
import { robotsContract, sitemapContract } from '../pages/contracts.ts';
import {
  acceptInviteContract,
  claimRewardContract,
  inviteFriendContract,
  referralCheckContract,
  referralOverviewContract,
} from '../referrals/contracts.ts';
import {
  acceptInviteResponseSchema,
  acceptInviteSchema,
  claimRewardResponseSchema,
  inviteFriendResponseSchema,
  inviteFriendSchema,
  referralCheckSchema,
  referralOverviewSchema,
  referralUserParamsSchema,
} from '../referrals/rules.ts';
import { csrfTokenContract, visitorContract } from '../security/contracts.ts';
import { csrfTokenResponseSchema, visitorResponseSchema } from '../security/schemas.ts';
import { shareImageContract } from '../share-preview/contracts.ts';
import { shareImageParamsSchema } from '../share-preview/schemas.ts';
import { adminErasureContract, erasureAuditsContract } from '../your-data/admin-contracts.ts';
import {
  closeDataSessionContract,
  confirmEmailCorrectionContract,
  correctEmailContract,
  erasePersonalDataContract,
  eraseVisitorResultsContract,
  openDataLinkContract,
  personalDataContract,
  personalDataExportContract,
  requestDataLinkContract,
} from '../your-data/contracts.ts';
import {
  adminErasureSchema,
  confirmEmailCorrectionSchema,
  correctEmailSchema,
  dataSessionViewSchema,
  eraseDataSchema,
  eraseVisitorResultsResponseSchema,
  erasureAuditListSchema,
  erasureOutcomeSchema,
  messageResponseSchema,
  openDataLinkSchema,
  requestDataLinkSchema,
} from '../your-data/schemas.ts';
import type { CallSchemas, Contract } from './contract.ts';

/**
 * Every call's zod schemas, paired once with its contract. The contracts carry the schemas as types only (the
 * browser must not download zod); the server registers each route from this table, so a route never names its
 * schemas, and `call` refuses at compile time a schema that is not the one the contract's type names. Only the
 * server and the tests import this file.
 */
function call<S extends CallSchemas>(contract: Contract<S>, schemas: S): [Contract, CallSchemas] {
  return [contract, schemas];
}

export const CALL_SCHEMAS = new Map<Contract, CallSchemas>([
  call(adminLoginContract, { body: adminLoginSchema, response: adminLoginResponseSchema }),
  call(adminCodeLoginContract, { body: adminCodeSchema, response: adminCodeLoginResponseSchema }),
  call(adminLogoutContract, { response: adminLogoutResponseSchema }),
  call(adminCheckContract, { response: adminCheckResponseSchema }),
  call(twoStepStatusContract, { response: twoStepStatusSchema }),
  call(twoStepSetupContract, { body: twoStepSetupRequestSchema, response: twoStepSetupSchema }),
  call(twoStepConfirmContract, { body: twoStepConfirmSchema, response: recoveryCodesSchema }),
  call(twoStepRecoveryCodesContract, { body: adminCodeSchema, response: recoveryCodesSchema }),
  call(twoStepOffContract, { body: adminCodeSchema, response: twoStepOffSchema }),
  call(stepUpContract, { body: stepUpSchema, response: stepUpResponseSchema }),
  call(dashboardContract, { query: dashboardQuerySchema, response: dashboardSchema }),
  call(paymentsContract, { response: paymentListSchema }),
  call(ordersContract, { query: orderListQuerySchema, response: orderListSchema }),
  call(trackEventContract, { body: trackEventSchema, response: acceptedResponseSchema }),
  call(logNotFoundContract, { body: logNotFoundSchema, response: acceptedResponseSchema }),
  call(createAssessmentResultContract, {
    body: createAssessmentResultSchema,
    response: createAssessmentResultResponseSchema,
  }),
  call(assessmentResultContract, { params: resultParamsSchema, response: assessmentResultSchema }),
  call(validateDiscountCodeContract, {
    body: validateDiscountCodeSchema,
    response: validateDiscountCodeResponseSchema,
  }),
  call(createCheckoutSessionContract, {
    body: createCheckoutSessionSchema,
    response: createCheckoutSessionResponseSchema,
  }),
  call(freeOrderContract, { body: freeOrderSchema, response: orderOutcomeSchema }),
  call(processOrderContract, { body: processOrderSchema, response: orderOutcomeSchema }),
  call(checkoutSessionContract, { params: checkoutSessionParamsSchema, response: checkoutSessionViewSchema }),
  call(resendReportEmailContract, { body: resendEmailSchema, response: resendEmailResponseSchema }),
  call(orderConfirmationContract, { params: orderRefParamsSchema, response: orderConfirmationSchema }),
  call(resendOrderEmailContract, { params: orderRefParamsSchema, response: resendEmailResponseSchema }),
  call(resultOrderContract, { params: resultOrderParamsSchema, response: resultOrderSchema }),
  call(updateAssessmentEmailContract, { body: updateAssessmentEmailSchema, response: successResponseSchema }),
  call(adminPaymentNotificationContract, {
    body: adminPaymentNotificationSchema,
    response: successResponseSchema,
  }),
  call(sendEmailDirectContract, { body: sendEmailDirectSchema, response: resendEmailResponseSchema }),
  call(stripeWebhookContract, { response: webhookReceivedSchema }),
  call(testCheckoutSessionContract, {
    params: testCheckoutParamsSchema,
    response: testCheckoutSessionSchema,
  }),
  call(payTestCheckoutContract, {
    params: testCheckoutParamsSchema,
    response: testCheckoutActionResponseSchema,
  }),
  call(cancelTestCheckoutContract, {
    params: testCheckoutParamsSchema,
    response: testCheckoutActionResponseSchema,
  }),
  call(takerComparisonContract, {
    params: takerComparisonParamsSchema,
    query: takerComparisonQuerySchema,
    response: takerComparisonSchema,
  }),
  call(doNotInviteContract, { body: doNotInviteSchema, response: doNotInviteResponseSchema }),
  call(oneClickOptOutContract, {
    query: oneClickQuerySchema,
    body: oneClickBodySchema,
    response: doNotInviteResponseSchema,
  }),
  call(mailgunWebhookContract, { body: mailgunWebhookSchema, response: mailgunWebhookResponseSchema }),
  call(capturedEmailsContract, { response: capturedEmailListSchema }),
  call(capturedEmailContract, { params: capturedEmailParamsSchema, response: capturedEmailSchema }),
  call(capturedAttachmentContract, { params: attachmentParamsSchema }),
  call(outboxContract, { response: outboxListSchema }),
  call(emailDiagnosticsContract, { response: emailDiagnosticsSchema }),
  call(sendTestEmailContract, { body: sendTestEmailSchema, response: sendTestEmailResponseSchema }),
  call(testEmailFlowContract, { body: testEmailFlowSchema, response: testEmailFlowResponseSchema }),
  call(reportPreviewContract, { params: samplePreviewParamsSchema }),
  call(reportEmailPreviewContract, { params: samplePreviewParamsSchema, response: emailPreviewSchema }),
  call(emailTemplatePreviewContract, { params: emailTemplateParamsSchema, response: emailPreviewSchema }),
  call(livezContract, { response: healthzSchema }),
  call(readyzContract, { response: healthzSchema }),
  call(healthzContract, { response: healthzSchema }),
  call(healthContract, { response: healthReportSchema }),
  call(scheduledHealthContract, { query: scheduledHealthQuerySchema, response: scheduledHealthReportSchema }),
  call(keyComparisonContract, { response: keyComparisonSchema }),
  call(fixKeysContract, { response: keyMessageSchema }),
  call(setMailgunKeyContract, { body: setMailgunKeySchema, response: keyMessageSchema }),
  call(metricsContract, {}),
  call(robotsContract, {}),
  call(sitemapContract, {}),
  call(adminErasureContract, { body: adminErasureSchema, response: erasureOutcomeSchema }),
  call(erasureAuditsContract, { response: erasureAuditListSchema }),
  call(requestDataLinkContract, { body: requestDataLinkSchema, response: messageResponseSchema }),
  call(openDataLinkContract, { body: openDataLinkSchema, response: dataSessionViewSchema }),
  call(personalDataContract, { response: dataSessionViewSchema }),
  call(personalDataExportContract, {}),
  call(correctEmailContract, { body: correctEmailSchema, response: messageResponseSchema }),
  call(confirmEmailCorrectionContract, {
    body: confirmEmailCorrectionSchema,
    response: dataSessionViewSchema,
  }),
  call(closeDataSessionContract, { response: messageResponseSchema }),
  call(erasePersonalDataContract, { body: eraseDataSchema, response: erasureOutcomeSchema }),
  call(eraseVisitorResultsContract, { response: eraseVisitorResultsResponseSchema }),
  call(referralOverviewContract, { params: referralUserParamsSchema, response: referralOverviewSchema }),
  call(referralCheckContract, { params: referralUserParamsSchema, response: referralCheckSchema }),
  call(inviteFriendContract, { body: inviteFriendSchema, response: inviteFriendResponseSchema }),
  call(acceptInviteContract, { body: acceptInviteSchema, response: acceptInviteResponseSchema }),
  call(claimRewardContract, { params: referralUserParamsSchema, response: claimRewardResponseSchema }),
  call(shareImageContract, { params: shareImageParamsSchema }),
  call(csrfTokenContract, { response: csrfTokenResponseSchema }),
  call(visitorContract, { response: visitorResponseSchema }),
]);
