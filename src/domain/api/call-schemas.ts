import * as adminAuth from '../admin-auth/contracts.ts';
import * as adminAuthSchemas from '../admin-auth/schemas.ts';
import * as twoStep from '../admin-auth/two-step/contracts.ts';
import * as twoStepSchemas from '../admin-auth/two-step/schemas.ts';
import * as dashboard from '../admin-dashboard/contracts.ts';
import * as dashboardSchemas from '../admin-dashboard/dashboard.ts';
import * as adminOrders from '../admin-orders/contracts.ts';
import * as adminOrdersSchemas from '../admin-orders/schemas.ts';
import * as analytics from '../analytics/contracts.ts';
import * as analyticsSchemas from '../analytics/schemas.ts';
import * as assessments from '../assessments/contracts.ts';
import * as assessmentsSchemas from '../assessments/schemas.ts';
import * as checkout from '../checkout/contracts.ts';
import * as checkoutSchemas from '../checkout/schemas.ts';
import * as comparison from '../comparison/contracts.ts';
import * as comparisonSchemas from '../comparison/schemas.ts';
import * as doNotInvite from '../do-not-invite/contracts.ts';
import * as doNotInviteSchemas from '../do-not-invite/schemas.ts';
import * as email from '../email/contracts.ts';
import * as emailSchemas from '../email/schemas.ts';
import * as health from '../health/contracts.ts';
import * as healthSchemas from '../health/health-report.ts';
import * as keys from '../keys/contracts.ts';
import * as keysSchemas from '../keys/schemas.ts';
import * as metrics from '../metrics/contracts.ts';
import * as pages from '../pages/contracts.ts';
import * as referrals from '../referrals/contracts.ts';
import * as referralsSchemas from '../referrals/rules.ts';
import * as retests from '../retests/contracts.ts';
import * as retestsSchemas from '../retests/schemas.ts';
import * as security from '../security/contracts.ts';
import * as securitySchemas from '../security/schemas.ts';
import * as sharePreview from '../share-preview/contracts.ts';
import * as sharePreviewSchemas from '../share-preview/schemas.ts';
import * as yourDataAdmin from '../your-data/admin-contracts.ts';
import * as yourData from '../your-data/contracts.ts';
import * as yourDataSchemas from '../your-data/schemas.ts';
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
  call(adminAuth.adminLoginContract, {
    body: adminAuthSchemas.adminLoginSchema,
    response: adminAuthSchemas.adminLoginResponseSchema,
  }),
  call(adminAuth.adminCodeLoginContract, {
    body: adminAuthSchemas.adminCodeSchema,
    response: adminAuthSchemas.adminCodeLoginResponseSchema,
  }),
  call(adminAuth.adminLogoutContract, { response: adminAuthSchemas.adminLogoutResponseSchema }),
  call(adminAuth.adminCheckContract, { response: adminAuthSchemas.adminCheckResponseSchema }),
  call(twoStep.twoStepStatusContract, { response: twoStepSchemas.twoStepStatusSchema }),
  call(twoStep.twoStepSetupContract, {
    body: twoStepSchemas.twoStepSetupRequestSchema,
    response: twoStepSchemas.twoStepSetupSchema,
  }),
  call(twoStep.twoStepConfirmContract, {
    body: twoStepSchemas.twoStepConfirmSchema,
    response: twoStepSchemas.recoveryCodesSchema,
  }),
  call(twoStep.twoStepRecoveryCodesContract, {
    body: adminAuthSchemas.adminCodeSchema,
    response: twoStepSchemas.recoveryCodesSchema,
  }),
  call(twoStep.twoStepOffContract, {
    body: adminAuthSchemas.adminCodeSchema,
    response: twoStepSchemas.twoStepOffSchema,
  }),
  call(twoStep.stepUpContract, {
    body: twoStepSchemas.stepUpSchema,
    response: twoStepSchemas.stepUpResponseSchema,
  }),
  call(dashboard.dashboardContract, {
    query: dashboardSchemas.dashboardQuerySchema,
    response: dashboardSchemas.dashboardSchema,
  }),
  call(adminOrders.paymentsContract, { response: adminOrdersSchemas.paymentListSchema }),
  call(adminOrders.ordersContract, {
    query: adminOrdersSchemas.orderListQuerySchema,
    response: adminOrdersSchemas.orderListSchema,
  }),
  call(analytics.trackEventContract, {
    body: analyticsSchemas.trackEventSchema,
    response: analyticsSchemas.acceptedResponseSchema,
  }),
  call(analytics.logNotFoundContract, {
    body: analyticsSchemas.logNotFoundSchema,
    response: analyticsSchemas.acceptedResponseSchema,
  }),
  call(assessments.createAssessmentResultContract, {
    body: assessmentsSchemas.createAssessmentResultSchema,
    response: assessmentsSchemas.createAssessmentResultResponseSchema,
  }),
  call(assessments.assessmentResultContract, {
    params: assessmentsSchemas.resultParamsSchema,
    response: assessmentsSchemas.assessmentResultSchema,
  }),
  call(assessments.saveResultContextContract, {
    params: assessmentsSchemas.resultParamsSchema,
    body: assessmentsSchemas.saveResultContextSchema,
    response: assessmentsSchemas.resultContextSchema,
  }),
  call(retests.earlierTakeContract, {
    params: assessmentsSchemas.resultParamsSchema,
    response: retestsSchemas.earlierTakeSchema,
  }),
  call(checkout.validateDiscountCodeContract, {
    body: checkoutSchemas.validateDiscountCodeSchema,
    response: checkoutSchemas.validateDiscountCodeResponseSchema,
  }),
  call(checkout.createCheckoutSessionContract, {
    body: checkoutSchemas.createCheckoutSessionSchema,
    response: checkoutSchemas.createCheckoutSessionResponseSchema,
  }),
  call(checkout.freeOrderContract, {
    body: checkoutSchemas.freeOrderSchema,
    response: checkoutSchemas.orderOutcomeSchema,
  }),
  call(checkout.processOrderContract, {
    body: checkoutSchemas.processOrderSchema,
    response: checkoutSchemas.orderOutcomeSchema,
  }),
  call(checkout.checkoutSessionContract, {
    params: checkoutSchemas.checkoutSessionParamsSchema,
    response: checkoutSchemas.checkoutSessionViewSchema,
  }),
  call(checkout.resendReportEmailContract, {
    body: checkoutSchemas.resendEmailSchema,
    response: checkoutSchemas.resendEmailResponseSchema,
  }),
  call(checkout.orderConfirmationContract, {
    params: checkoutSchemas.orderRefParamsSchema,
    response: checkoutSchemas.orderConfirmationSchema,
  }),
  call(checkout.resendOrderEmailContract, {
    params: checkoutSchemas.orderRefParamsSchema,
    response: checkoutSchemas.resendEmailResponseSchema,
  }),
  call(checkout.resultOrderContract, {
    params: checkoutSchemas.resultOrderParamsSchema,
    response: checkoutSchemas.resultOrderSchema,
  }),
  call(checkout.updateAssessmentEmailContract, {
    body: checkoutSchemas.updateAssessmentEmailSchema,
    response: checkoutSchemas.successResponseSchema,
  }),
  call(checkout.adminPaymentNotificationContract, {
    body: checkoutSchemas.adminPaymentNotificationSchema,
    response: checkoutSchemas.successResponseSchema,
  }),
  call(checkout.sendEmailDirectContract, {
    body: checkoutSchemas.sendEmailDirectSchema,
    response: checkoutSchemas.resendEmailResponseSchema,
  }),
  call(checkout.stripeWebhookContract, { response: checkoutSchemas.webhookReceivedSchema }),
  call(checkout.testCheckoutSessionContract, {
    params: checkoutSchemas.testCheckoutParamsSchema,
    response: checkoutSchemas.testCheckoutSessionSchema,
  }),
  call(checkout.payTestCheckoutContract, {
    params: checkoutSchemas.testCheckoutParamsSchema,
    response: checkoutSchemas.testCheckoutActionResponseSchema,
  }),
  call(checkout.cancelTestCheckoutContract, {
    params: checkoutSchemas.testCheckoutParamsSchema,
    response: checkoutSchemas.testCheckoutActionResponseSchema,
  }),
  call(comparison.takerComparisonContract, {
    params: comparisonSchemas.takerComparisonParamsSchema,
    query: comparisonSchemas.takerComparisonQuerySchema,
    response: comparisonSchemas.takerComparisonSchema,
  }),
  call(doNotInvite.doNotInviteContract, {
    body: doNotInviteSchemas.doNotInviteSchema,
    response: doNotInviteSchemas.doNotInviteResponseSchema,
  }),
  call(doNotInvite.oneClickOptOutContract, {
    query: doNotInviteSchemas.oneClickQuerySchema,
    body: doNotInviteSchemas.oneClickBodySchema,
    response: doNotInviteSchemas.doNotInviteResponseSchema,
  }),
  call(doNotInvite.mailgunWebhookContract, {
    body: doNotInviteSchemas.mailgunWebhookSchema,
    response: doNotInviteSchemas.mailgunWebhookResponseSchema,
  }),
  call(email.capturedEmailsContract, { response: emailSchemas.capturedEmailListSchema }),
  call(email.capturedEmailContract, {
    params: emailSchemas.capturedEmailParamsSchema,
    response: emailSchemas.capturedEmailSchema,
  }),
  call(email.capturedAttachmentContract, { params: emailSchemas.attachmentParamsSchema }),
  call(email.outboxContract, { response: emailSchemas.outboxListSchema }),
  call(email.emailDiagnosticsContract, { response: emailSchemas.emailDiagnosticsSchema }),
  call(email.sendTestEmailContract, {
    body: emailSchemas.sendTestEmailSchema,
    response: emailSchemas.sendTestEmailResponseSchema,
  }),
  call(email.testEmailFlowContract, {
    body: emailSchemas.testEmailFlowSchema,
    response: emailSchemas.testEmailFlowResponseSchema,
  }),
  call(email.reportPreviewContract, { params: emailSchemas.samplePreviewParamsSchema }),
  call(email.reportEmailPreviewContract, {
    params: emailSchemas.samplePreviewParamsSchema,
    response: emailSchemas.emailPreviewSchema,
  }),
  call(email.emailTemplatePreviewContract, {
    params: emailSchemas.emailTemplateParamsSchema,
    response: emailSchemas.emailPreviewSchema,
  }),
  call(health.livezContract, { response: healthSchemas.healthzSchema }),
  call(health.readyzContract, { response: healthSchemas.healthzSchema }),
  call(health.healthzContract, { response: healthSchemas.healthzSchema }),
  call(health.healthContract, { response: healthSchemas.healthReportSchema }),
  call(health.scheduledHealthContract, {
    query: healthSchemas.scheduledHealthQuerySchema,
    response: healthSchemas.scheduledHealthReportSchema,
  }),
  call(keys.keyComparisonContract, { response: keysSchemas.keyComparisonSchema }),
  call(keys.fixKeysContract, { response: keysSchemas.keyMessageSchema }),
  call(keys.setMailgunKeyContract, {
    body: keysSchemas.setMailgunKeySchema,
    response: keysSchemas.keyMessageSchema,
  }),
  call(metrics.metricsContract, {}),
  call(pages.robotsContract, {}),
  call(pages.sitemapContract, {}),
  call(yourDataAdmin.adminErasureContract, {
    body: yourDataSchemas.adminErasureSchema,
    response: yourDataSchemas.erasureOutcomeSchema,
  }),
  call(yourDataAdmin.erasureAuditsContract, { response: yourDataSchemas.erasureAuditListSchema }),
  call(yourData.requestDataLinkContract, {
    body: yourDataSchemas.requestDataLinkSchema,
    response: yourDataSchemas.messageResponseSchema,
  }),
  call(yourData.openDataLinkContract, {
    body: yourDataSchemas.openDataLinkSchema,
    response: yourDataSchemas.dataSessionViewSchema,
  }),
  call(yourData.personalDataContract, { response: yourDataSchemas.dataSessionViewSchema }),
  call(yourData.personalDataExportContract, {}),
  call(yourData.correctEmailContract, {
    body: yourDataSchemas.correctEmailSchema,
    response: yourDataSchemas.messageResponseSchema,
  }),
  call(yourData.confirmEmailCorrectionContract, {
    body: yourDataSchemas.confirmEmailCorrectionSchema,
    response: yourDataSchemas.dataSessionViewSchema,
  }),
  call(yourData.closeDataSessionContract, { response: yourDataSchemas.messageResponseSchema }),
  call(yourData.erasePersonalDataContract, {
    body: yourDataSchemas.eraseDataSchema,
    response: yourDataSchemas.erasureOutcomeSchema,
  }),
  call(yourData.eraseVisitorResultsContract, { response: yourDataSchemas.eraseVisitorResultsResponseSchema }),
  call(referrals.referralOverviewContract, {
    params: referralsSchemas.referralUserParamsSchema,
    response: referralsSchemas.referralOverviewSchema,
  }),
  call(referrals.referralCheckContract, {
    params: referralsSchemas.referralUserParamsSchema,
    response: referralsSchemas.referralCheckSchema,
  }),
  call(referrals.inviteFriendContract, {
    body: referralsSchemas.inviteFriendSchema,
    response: referralsSchemas.inviteFriendResponseSchema,
  }),
  call(referrals.acceptInviteContract, {
    body: referralsSchemas.acceptInviteSchema,
    response: referralsSchemas.acceptInviteResponseSchema,
  }),
  call(referrals.claimRewardContract, {
    params: referralsSchemas.referralUserParamsSchema,
    response: referralsSchemas.claimRewardResponseSchema,
  }),
  call(sharePreview.shareImageContract, { params: sharePreviewSchemas.shareImageParamsSchema }),
  call(security.csrfTokenContract, { response: securitySchemas.csrfTokenResponseSchema }),
  call(security.visitorContract, { response: securitySchemas.visitorResponseSchema }),
]);
