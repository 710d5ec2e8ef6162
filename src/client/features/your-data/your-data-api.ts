import { fillPath } from '../../../domain/api/contract.ts';
import {
  confirmEmailCorrectionContract,
  correctEmailContract,
  erasePersonalDataContract,
  openDataLinkContract,
  personalDataContract,
  personalDataExportContract,
  requestDataLinkContract,
} from '../../../domain/privacy/contracts.ts';
import type { DataSessionView, ErasureOutcome } from '../../../domain/privacy/schemas.ts';
import { ApiError, callApi } from '../../lib/call-api.ts';

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

/** A reply the page cannot use is an error, like a refused call: the page then offers to start again. */
function checked<T>(body: unknown, guard: (value: unknown) => value is T): T {
  if (!guard(body)) throw new Error('unexpected answer from the server');
  return body;
}

/** The download link: the browser saves what the server sends as an attachment. */
export const EXPORT_URL = fillPath(personalDataExportContract.path);

export async function requestDataLink(email: string): Promise<string> {
  return checked(await callApi(requestDataLinkContract, { body: { email } }), isMessage).message;
}

export async function openDataLink(token: string): Promise<DataSessionView> {
  return checked(await callApi(openDataLinkContract, { body: { token } }), isDataSessionView);
}

export async function loadPersonalData(): Promise<DataSessionView> {
  return checked(await callApi(personalDataContract, {}), isDataSessionView);
}

/** Asks the new address to confirm; the answer says what happens next, and the page's session has ended. */
export async function requestEmailCorrection(email: string): Promise<string> {
  return checked(await callApi(correctEmailContract, { body: { email } }), isMessage).message;
}

export async function confirmEmailCorrection(token: string): Promise<DataSessionView> {
  return checked(await callApi(confirmEmailCorrectionContract, { body: { token } }), isDataSessionView);
}

export async function erasePersonalData(): Promise<ErasureOutcome> {
  return checked(await callApi(erasePersonalDataContract, { body: { confirm: true } }), isErasureOutcome);
}

/** Whether the server said the page's access has ended (or never began): the request form is shown then. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
