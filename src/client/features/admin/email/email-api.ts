import type { z } from 'zod';
import { fillPath } from '../../../../domain/api/contract.ts';
import type { AssessmentType } from '../../../../domain/assessments/catalogue.ts';
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
} from '../../../../domain/email/contracts.ts';
import type {
  capturedEmailSummarySchema,
  EmailTemplateKind,
  emailDiagnosticsSchema,
  outboxEntrySchema,
  sendTestEmailResponseSchema,
  testEmailFlowResponseSchema,
} from '../../../../domain/email/schemas.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, callAdminApi, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

export type CapturedEmailSummary = z.infer<typeof capturedEmailSummarySchema>;
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type EmailDiagnostics = z.infer<typeof emailDiagnosticsSchema>;
export type TestEmailResult = z.infer<typeof sendTestEmailResponseSchema>;
export type TestEmailFlowResult = z.infer<typeof testEmailFlowResponseSchema>;

const EMAIL_TOOL_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (error) => `The server answered with status ${error.status}. Please try again.`,
};

export const CAPTURED_EMAILS_KEY = [ADMIN_DATA, 'emails'] as const;
export const OUTBOX_KEY = [ADMIN_DATA, 'outbox'] as const;

/** The capture mailbox, fetched afresh whenever it is shown. */
export function useCapturedEmails() {
  return useAdminQuery(
    CAPTURED_EMAILS_KEY,
    capturedEmailsContract,
    {},
    {
      messages: EMAIL_TOOL_MESSAGES,
      refetchOnMount: 'always',
    },
  );
}

export function useCapturedEmail(id: number) {
  return useAdminQuery(
    [...CAPTURED_EMAILS_KEY, id],
    capturedEmailContract,
    { params: { id } },
    {
      messages: EMAIL_TOOL_MESSAGES,
    },
  );
}

/** An attachment opens in the browser's own viewer, so the page links to it rather than fetching it. */
export function attachmentUrl(emailId: number, index: number): string {
  return fillPath(capturedAttachmentContract.path, { id: emailId, index });
}

export function useOutbox() {
  return useAdminQuery(
    OUTBOX_KEY,
    outboxContract,
    {},
    { messages: EMAIL_TOOL_MESSAGES, refetchOnMount: 'always' },
  );
}

export function useEmailDiagnostics() {
  return useAdminQuery(
    [ADMIN_DATA, 'email-diagnostics'],
    emailDiagnosticsContract,
    {},
    {
      messages: EMAIL_TOOL_MESSAGES,
      refetchOnMount: 'always',
    },
  );
}

/** The report e-mail of a sample result; nothing is fetched until an assessment is chosen. */
export function useReportEmailPreview(type: AssessmentType | null) {
  return useAdminQuery(
    [ADMIN_DATA, 'email-preview', type],
    reportEmailPreviewContract,
    { params: { type: type ?? 'audhd' } },
    { messages: EMAIL_TOOL_MESSAGES, enabled: type !== null },
  );
}

/** Any e-mail template filled with sample data; nothing is fetched until a template is chosen. */
export function useTemplatePreview(kind: EmailTemplateKind | null) {
  return useAdminQuery(
    [ADMIN_DATA, 'email-template-preview', kind],
    emailTemplatePreviewContract,
    { params: { kind: kind ?? 'report' } },
    { messages: EMAIL_TOOL_MESSAGES, enabled: kind !== null },
  );
}

/** The sample report opens in the browser's PDF viewer, so the page links to it. */
export function reportPreviewUrl(type: AssessmentType): string {
  return fillPath(reportPreviewContract.path, { type });
}

export function sendTestEmail(to: string): Promise<TestEmailResult> {
  return callAdminApi(sendTestEmailContract, { body: { to } });
}

export function runTestEmailFlow(
  email: string,
  assessmentType: AssessmentType,
): Promise<TestEmailFlowResult> {
  return callAdminApi(testEmailFlowContract, { body: { email, assessmentType } });
}
