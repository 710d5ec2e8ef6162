import * as m from '#messages/your-data';
import { fillPath } from '../../../domain/api/contract.ts';
import type { EmailMessages } from '../../../domain/email-address/email-address.ts';
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
import type { DataSessionView } from '../../../domain/your-data/schemas.ts';
import { ApiError, callApi, errorReason } from '../../lib/call-api.ts';
import { PAGE_LANGUAGE } from '../../lib/page-language.ts';

// The server answers these calls in the page's language; the page says the same things in its own words.

/** The download link: the browser saves what the server sends as an attachment. */
export const EXPORT_URL = fillPath(personalDataExportContract.path);

/** One message for an empty field and for anything else that is not an address, as the payment page says. */
export const EMAIL_MESSAGES: EmailMessages = { empty: m.invalidEmail, invalid: m.invalidEmail };

/** The language the link's e-mail is written in: the page's (the server writes in English without one). */
const LANGUAGE = PAGE_LANGUAGE === 'en' ? {} : { language: PAGE_LANGUAGE };

/** The refusals of the page's calls, by status, in the page's words: the link is used up, the access has ended. */
const REFUSALS: Readonly<Record<number, string>> = { 410: m.dataLinkInvalid, 401: m.sessionMissing };
/** A correction's refusals: a 400 is the address the page already shows (the form checks the address first). */
export const CORRECTION_REFUSALS: Readonly<Record<number, string>> = { ...REFUSALS, 400: m.sameAddress };

/** What to tell the visitor after a failed call: the page's words for a refusal it knows, else `errorReason`'s. */
export function failureReason(
  error: unknown,
  fallback: string,
  refusals: Readonly<Record<number, string>> = REFUSALS,
): string {
  return (error instanceof ApiError && refusals[error.status]) || errorReason(error, fallback);
}

/** Asks for a link; the answer is the same for every address. */
export async function requestDataLink(email: string): Promise<string> {
  await callApi(requestDataLinkContract, { body: { email, ...LANGUAGE } });
  return m.dataLinkSent;
}

export async function openDataLink(token: string): Promise<DataSessionView> {
  return callApi(openDataLinkContract, { body: { token } });
}

export async function loadPersonalData(): Promise<DataSessionView> {
  return callApi(personalDataContract, {});
}

/**
 * Asks the new address to confirm; the answer says what happens next, and the page's session has ended. The
 * address as the server stores it (trimmed by the form, lower-cased here).
 */
export async function requestEmailCorrection(email: string): Promise<string> {
  await callApi(correctEmailContract, { body: { email, ...LANGUAGE } });
  return m.correctionSent({ to: email.toLowerCase() });
}

export async function confirmEmailCorrection(token: string): Promise<DataSessionView> {
  return callApi(confirmEmailCorrectionContract, { body: { token } });
}

/** Erases everything held for the page's address; the answer says what was kept, and why. */
export async function erasePersonalData(): Promise<string> {
  await callApi(erasePersonalDataContract, { body: { confirm: true } });
  return m.accountingKept;
}

/** Whether the server said the page's access has ended (or never began): the request form is shown then. */
export function isSessionMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Ends the page's session on the server (it would otherwise run out by itself). */
export async function closeDataPage(): Promise<string> {
  await callApi(closeDataSessionContract, {});
  return m.pageClosed;
}
