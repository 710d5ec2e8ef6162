import type { DataSessionView, ErasureOutcome } from '../../../domain/privacy/schemas.ts';
import { apiRequest } from '../../lib/api.ts';

// Plain guards instead of the zod schemas of domain/privacy: zod would more than double this page's download.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDataSessionView(value: unknown): value is DataSessionView {
  if (!isRecord(value) || typeof value.expiresAt !== 'string' || !isRecord(value.data)) return false;
  const { email, results, enteredOnResults, orders, invitations, messages } = value.data;
  return (
    typeof email === 'string' &&
    [results, enteredOnResults, orders, invitations, messages].every(
      (list) => Array.isArray(list) && list.every(isRecord),
    )
  );
}

function isErasureOutcome(value: unknown): value is ErasureOutcome {
  return isRecord(value) && typeof value.message === 'string' && isRecord(value.counts);
}

function isMessage(value: unknown): value is { message: string } {
  return isRecord(value) && typeof value.message === 'string';
}

async function call<T>(method: string, url: string, data: unknown, guard: (value: unknown) => value is T) {
  const response = await apiRequest(method, url, data);
  const body: unknown = await response.json();
  if (!guard(body)) throw new Error(`unexpected answer from ${url}`);
  return body;
}

/** The download link: the browser saves what the server sends as an attachment. */
export const EXPORT_URL = '/api/your-data/export';

export async function requestDataLink(email: string): Promise<string> {
  return (await call('POST', '/api/your-data/link', { email }, isMessage)).message;
}

export function openDataLink(token: string): Promise<DataSessionView> {
  return call('POST', '/api/your-data/open', { token }, isDataSessionView);
}

export function loadPersonalData(): Promise<DataSessionView> {
  return call('GET', '/api/your-data', undefined, isDataSessionView);
}

/** Asks the new address to confirm; the answer says what happens next, and the page's session has ended. */
export async function requestEmailCorrection(email: string): Promise<string> {
  return (await call('POST', '/api/your-data/email', { email }, isMessage)).message;
}

export function confirmEmailCorrection(token: string): Promise<DataSessionView> {
  return call('POST', '/api/your-data/email/confirm', { token }, isDataSessionView);
}

export function erasePersonalData(): Promise<ErasureOutcome> {
  return call('POST', '/api/your-data/erase', { confirm: true }, isErasureOutcome);
}

/** Whether the server said the page's access has ended (or never began): the request form is shown then. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof Error && /^401: /.test(error.message);
}
