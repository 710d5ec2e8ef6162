import type { z } from 'zod';
import type { AssessmentType } from '../../../../domain/assessments/catalogue.ts';
import type {
  capturedEmailSchema,
  capturedEmailSummarySchema,
  emailDiagnosticsSchema,
  emailPreviewSchema,
  outboxEntrySchema,
  sendTestEmailResponseSchema,
  testEmailFlowResponseSchema,
} from '../../../../domain/email-admin.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { adminGet, adminPost, type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';

export type CapturedEmailSummary = z.infer<typeof capturedEmailSummarySchema>;
export type CapturedEmail = z.infer<typeof capturedEmailSchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type EmailDiagnostics = z.infer<typeof emailDiagnosticsSchema>;
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export type TestEmailResult = z.infer<typeof sendTestEmailResponseSchema>;
export type TestEmailFlowResult = z.infer<typeof testEmailFlowResponseSchema>;

const EMAIL_TOOL_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (response) => `The server answered with status ${response.status}. Please try again.`,
};

export const CAPTURED_EMAILS_KEY = [ADMIN_DATA, 'emails'] as const;
export const OUTBOX_KEY = [ADMIN_DATA, 'outbox'] as const;
export const EMAIL_DIAGNOSTICS_KEY = [ADMIN_DATA, 'email-diagnostics'] as const;

export function fetchCapturedEmails(signal?: AbortSignal): Promise<CapturedEmailSummary[]> {
  return adminGet('/api/admin/emails', EMAIL_TOOL_MESSAGES, signal);
}

export function fetchCapturedEmail(id: number, signal?: AbortSignal): Promise<CapturedEmail> {
  return adminGet(`/api/admin/emails/${id}`, EMAIL_TOOL_MESSAGES, signal);
}

export function attachmentUrl(emailId: number, index: number): string {
  return `/api/admin/emails/${emailId}/attachments/${index}`;
}

export function fetchOutbox(signal?: AbortSignal): Promise<OutboxEntry[]> {
  return adminGet('/api/admin/outbox', EMAIL_TOOL_MESSAGES, signal);
}

export function fetchEmailDiagnostics(signal?: AbortSignal): Promise<EmailDiagnostics> {
  return adminGet('/api/admin/email-diagnostics', EMAIL_TOOL_MESSAGES, signal);
}

export function fetchEmailPreview(type: AssessmentType, signal?: AbortSignal): Promise<EmailPreview> {
  return adminGet(`/api/admin/email-preview/${type}`, EMAIL_TOOL_MESSAGES, signal);
}

export function reportPreviewUrl(type: AssessmentType): string {
  return `/api/admin/report-preview/${type}`;
}

export function sendTestEmail(to: string): Promise<TestEmailResult> {
  return adminPost('/api/admin/email-test', { to });
}

export function runTestEmailFlow(
  email: string,
  assessmentType: AssessmentType,
): Promise<TestEmailFlowResult> {
  return adminPost('/api/admin/test-email-flow', { email, assessmentType });
}
