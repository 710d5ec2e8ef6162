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
} from '../../../domain/your-data/contracts.ts';
import type { DataSessionView, ErasureOutcome } from '../../../domain/your-data/schemas.ts';
import { ApiError, callApi } from '../../lib/call-api.ts';

/** The download link: the browser saves what the server sends as an attachment. */
export const EXPORT_URL = fillPath(personalDataExportContract.path);

export async function requestDataLink(email: string): Promise<string> {
  return (await callApi(requestDataLinkContract, { body: { email } })).message;
}

export async function openDataLink(token: string): Promise<DataSessionView> {
  return callApi(openDataLinkContract, { body: { token } });
}

export async function loadPersonalData(): Promise<DataSessionView> {
  return callApi(personalDataContract, {});
}

/** Asks the new address to confirm; the answer says what happens next, and the page's session has ended. */
export async function requestEmailCorrection(email: string): Promise<string> {
  return (await callApi(correctEmailContract, { body: { email } })).message;
}

export async function confirmEmailCorrection(token: string): Promise<DataSessionView> {
  return callApi(confirmEmailCorrectionContract, { body: { token } });
}

export async function erasePersonalData(): Promise<ErasureOutcome> {
  return callApi(erasePersonalDataContract, { body: { confirm: true } });
}

/** Whether the server said the page's access has ended (or never began): the request form is shown then. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Ends the page's session on the server (it would otherwise run out by itself). */
export async function closeDataPage(): Promise<string> {
  return (await callApi(closeDataSessionContract, {})).message;
}
