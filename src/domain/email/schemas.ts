import { z } from 'zod';
import { rowIdSchema } from '../api/row-id.ts';
import { assessmentTypeSchema } from '../assessments/schemas.ts';
import { LIBRARY_EMAIL_MESSAGES } from '../email-address/email-address.ts';
import { emailAddressSchema } from '../email-address/schema.ts';

export const capturedEmailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export const capturedEmailListSchema = z.array(capturedEmailSummarySchema);
export const capturedEmailSchema = capturedEmailSummarySchema.extend({
  html: z.string(),
  text: z.string(),
  /** Headers beyond From, To and Subject that the message carried (List-Unsubscribe on invitations). */
  headers: z.record(z.string(), z.string()),
});
export const capturedEmailParamsSchema = z.object({ id: rowIdSchema });
export const attachmentParamsSchema = capturedEmailParamsSchema.extend({
  index: z.coerce.number().int().min(0),
});
/** Which assessment's sample report or report e-mail to preview. */
export const samplePreviewParamsSchema = z.object({ type: assessmentTypeSchema });

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'suppressed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  orderId: z.number().int().nullable(),
});
export const outboxListSchema = z.array(outboxEntrySchema);

export const emailDiagnosticsSchema = z.object({
  provider: z.string(),
  check: z.object({ ok: z.boolean(), details: z.string() }),
  configuration: z.object({
    emailFrom: z.string(),
    supportEmail: z.string(),
    adminEmail: z.string().nullable(),
    mailgunDomain: z.string().nullable(),
    mailgunRegion: z.string(),
    smtpConfigured: z.boolean(),
  }),
  outbox: z.record(z.string(), z.number().int()),
  recentFailures: z.array(outboxEntrySchema),
});

export const sendTestEmailSchema = z.object({ to: emailAddressSchema(LIBRARY_EMAIL_MESSAGES.invalid) });
export const sendTestEmailResponseSchema = z.object({
  ok: z.boolean(),
  provider: z.string(),
  message: z.string(),
});

export const testEmailFlowSchema = z.object({
  email: emailAddressSchema(LIBRARY_EMAIL_MESSAGES.invalid),
  assessmentType: assessmentTypeSchema,
});
export const testEmailFlowResponseSchema = z.object({
  ok: z.boolean(),
  steps: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string(), ms: z.number() })),
});

export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** Every kind of e-mail we send, each with a template and a preview: the outbox kinds and the admin's test. */
export const EMAIL_TEMPLATE_KINDS = [
  'report',
  'data-access-link',
  'address-correction',
  'referral-invite',
  'admin-notification',
  'reward-not-used',
  'test-message',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const EMAIL_TEMPLATE_LABELS: Readonly<Record<EmailTemplateKind, string>> = {
  report: 'Complete Report',
  'data-access-link': 'Your data: one-time link',
  'address-correction': 'Your data: confirm a corrected address',
  'referral-invite': 'Referral invitation',
  'admin-notification': 'Notification to staff',
  'reward-not-used': 'Referral reward not used for this address',
  'test-message': 'Test message from the admin area',
};
export const emailTemplateParamsSchema = z.object({
  kind: z.enum(EMAIL_TEMPLATE_KINDS, { error: 'Unknown e-mail template.' }),
});
