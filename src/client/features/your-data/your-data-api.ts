import { fillPath } from '../../../domain/api/contract.ts';
import {
  closeDataSessionContract,
  confirmEmailCorrectionContract,
  correctEmailContract,
  erasePersonalDataContract,
  openDataLinkContract,
  personalDataContract,
  personalDataExportContract,
  requestDataLinkContract,
} from '../../../domain/privacy/contracts.ts';
import type { DataSessionView, ErasureOutcome } from '../../../domain/privacy/schemas.ts';
import { ApiError, callApi, isRecord } from '../../lib/call-api.ts';

// Plain guards instead of the zod schemas of domain/privacy: zod would more than double this page's download. A
// reply the page cannot use rejects like a refused call, and the page offers to start again.

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

/** The download link: the browser saves what the server sends as an attachment. */
export const EXPORT_URL = fillPath(personalDataExportContract.path);

export async function requestDataLink(email: string): Promise<string> {
  return (await callApi(requestDataLinkContract, { body: { email } }, { check: isMessage })).message;
}

export async function openDataLink(token: string): Promise<DataSessionView> {
  return callApi(openDataLinkContract, { body: { token } }, { check: isDataSessionView });
}

export async function loadPersonalData(): Promise<DataSessionView> {
  return callApi(personalDataContract, {}, { check: isDataSessionView });
}

/** Asks the new address to confirm; the answer says what happens next, and the page's session has ended. */
export async function requestEmailCorrection(email: string): Promise<string> {
  return (await callApi(correctEmailContract, { body: { email } }, { check: isMessage })).message;
}

export async function confirmEmailCorrection(token: string): Promise<DataSessionView> {
  return callApi(confirmEmailCorrectionContract, { body: { token } }, { check: isDataSessionView });
}

export async function erasePersonalData(): Promise<ErasureOutcome> {
  return callApi(erasePersonalDataContract, { body: { confirm: true } }, { check: isErasureOutcome });
}

/** Whether the server said the page's access has ended (or never began): the request form is shown then. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Ends the page's session on the server (it would otherwise run out by itself). */
export async function closeDataPage(): Promise<string> {
  return (await callApi(closeDataSessionContract, {}, { check: isMessage })).message;
}
