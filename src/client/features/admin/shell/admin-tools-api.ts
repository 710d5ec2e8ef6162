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
import type { KeyComparison } from '../../../../domain/keys.ts';
import { apiRequest, errorMessage } from '../../../lib/api.ts';
import { ADMIN_DATA, endAdminSession } from '../auth/admin-session.ts';
import { adminGet, type CallMessages, NETWORK_ERROR_MESSAGE } from './admin-api.ts';

export type CapturedEmailSummary = z.infer<typeof capturedEmailSummarySchema>;
export type CapturedEmail = z.infer<typeof capturedEmailSchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type EmailDiagnostics = z.infer<typeof emailDiagnosticsSchema>;
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export type TestEmailResult = z.infer<typeof sendTestEmailResponseSchema>;
export type TestEmailFlowResult = z.infer<typeof testEmailFlowResponseSchema>;

const SESSION_ENDED = 'Authentication required. Please login as admin.';

/** Spec section 8, Key manager. */
export const KEY_COMPARISON_FAILED = 'Failed to fetch API key comparison data';
const KEY_MESSAGES: CallMessages = { unauthorized: SESSION_ENDED, failed: () => KEY_COMPARISON_FAILED };

const EMAIL_TOOL_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (response) => `The server answered with status ${response.status}. Please try again.`,
};

export const KEY_COMPARISON_KEY = [ADMIN_DATA, 'env-comparison'] as const;
export const CAPTURED_EMAILS_KEY = [ADMIN_DATA, 'emails'] as const;
export const OUTBOX_KEY = [ADMIN_DATA, 'outbox'] as const;
export const EMAIL_DIAGNOSTICS_KEY = [ADMIN_DATA, 'email-diagnostics'] as const;

/** True when the error is the one `adminGet` throws for a 401 (the session's end was already announced). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof Error && error.message === SESSION_ENDED;
}

/**
 * A JSON POST to the admin API through the app's request helper (anti-forgery headers). A 401 ends the client
 * session as every admin call does; any other failure throws the server's message, or a network message.
 */
export async function adminPost<T>(url: string, body?: unknown): Promise<T> {
  try {
    const response = await apiRequest('POST', url, body);
    return (await response.json()) as T;
  } catch (error) {
    if (!(error instanceof Error) || !/^\d{3}: /.test(error.message)) throw new Error(NETWORK_ERROR_MESSAGE);
    if (error.message.startsWith('401:')) {
      endAdminSession(SESSION_ENDED);
      throw new Error(SESSION_ENDED);
    }
    throw new Error(errorMessage(error, `The request failed (${error.message.slice(0, 3)}).`));
  }
}

export function fetchKeyComparison(signal?: AbortSignal): Promise<KeyComparison> {
  return adminGet('/api/env-comparison', KEY_MESSAGES, signal);
}

export function fixKeys(): Promise<{ message: string }> {
  return adminPost('/api/fix-keys');
}

export function setMailgunKey(apiKey: string): Promise<{ message: string }> {
  return adminPost('/api/set-mailgun-key', { apiKey, confirmEuRegion: true });
}

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
