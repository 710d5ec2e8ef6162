import { defineContract } from '../api/contract.ts';
import type {
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
} from './schemas.ts';

// The E-mail Debug page's calls, for staff only.

/** The capture mailbox (the development provider's sent mail), newest first. */
export const capturedEmailsContract = defineContract<{ response: typeof capturedEmailListSchema }>(
  'GET',
  '/api/admin/emails',
);

export const capturedEmailContract = defineContract<{
  params: typeof capturedEmailParamsSchema;
  response: typeof capturedEmailSchema;
}>('GET', '/api/admin/emails/:id');

/** A captured message's attachment, as the file itself (opened in a new tab, not fetched by the page). */
export const capturedAttachmentContract = defineContract<{ params: typeof attachmentParamsSchema }>(
  'GET',
  '/api/admin/emails/:id/attachments/:index',
);

/** The outbox: every queued, sent and failed message, newest first. */
export const outboxContract = defineContract<{ response: typeof outboxListSchema }>(
  'GET',
  '/api/admin/outbox',
);

/** Whether the provider answers, the mail settings, and the last week's failures. */
export const emailDiagnosticsContract = defineContract<{ response: typeof emailDiagnosticsSchema }>(
  'GET',
  '/api/admin/email-diagnostics',
);

/** Sends a short test message through the configured provider. */
export const sendTestEmailContract = defineContract<{
  body: typeof sendTestEmailSchema;
  response: typeof sendTestEmailResponseSchema;
}>('POST', '/api/admin/email-test');

/** A sample result and order taken through the real report e-mail path, step by step. */
export const testEmailFlowContract = defineContract<{
  body: typeof testEmailFlowSchema;
  response: typeof testEmailFlowResponseSchema;
}>('POST', '/api/admin/test-email-flow');

/** A sample Complete Report as a PDF (opened in a new tab, not fetched by the page). */
export const reportPreviewContract = defineContract<{ params: typeof samplePreviewParamsSchema }>(
  'GET',
  '/api/admin/report-preview/:type',
);

/** The report e-mail of a sample result of that assessment. */
export const reportEmailPreviewContract = defineContract<{
  params: typeof samplePreviewParamsSchema;
  response: typeof emailPreviewSchema;
}>('GET', '/api/admin/email-preview/:type');

/** Any e-mail template, filled with sample data. */
export const emailTemplatePreviewContract = defineContract<{
  params: typeof emailTemplateParamsSchema;
  response: typeof emailPreviewSchema;
}>('GET', '/api/admin/email-templates/:kind/preview');
