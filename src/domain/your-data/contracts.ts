import { defineContract } from '../api/contract.ts';
import { isDataSessionView, isErasureOutcome, isMessage } from './replies.ts';
import type {
  confirmEmailCorrectionSchema,
  correctEmailSchema,
  dataSessionViewSchema,
  eraseDataSchema,
  eraseVisitorResultsResponseSchema,
  erasureOutcomeSchema,
  messageResponseSchema,
  openDataLinkSchema,
  requestDataLinkSchema,
} from './schemas.ts';

// The Your data page's calls. Every call after `open` needs the page's session cookie (sent only to
// /api/your-data) and answers 401 without it.

/** Sends a one-time link to an address proven by an order; the answer is the same for every address. */
export const requestDataLinkContract = defineContract<{
  body: typeof requestDataLinkSchema;
  response: typeof messageResponseSchema;
}>('POST', '/api/your-data/link', { status: 202, reply: isMessage });

/** Exchanges the link's token (read from the page's fragment) for the page's session. */
export const openDataLinkContract = defineContract<{
  body: typeof openDataLinkSchema;
  response: typeof dataSessionViewSchema;
}>('POST', '/api/your-data/open', { reply: isDataSessionView });

export const personalDataContract = defineContract<{ response: typeof dataSessionViewSchema }>(
  'GET',
  '/api/your-data',
  { reply: isDataSessionView },
);

/** Everything held for the address, as a JSON file to download (a link, not a fetch). */
export const personalDataExportContract = defineContract<Record<never, never>>(
  'GET',
  '/api/your-data/export',
);

/** Asks the new address to confirm the correction; the page's session ends. */
export const correctEmailContract = defineContract<{
  body: typeof correctEmailSchema;
  response: typeof messageResponseSchema;
}>('POST', '/api/your-data/email', { status: 202, reply: isMessage });

export const confirmEmailCorrectionContract = defineContract<{
  body: typeof confirmEmailCorrectionSchema;
  response: typeof dataSessionViewSchema;
}>('POST', '/api/your-data/email/confirm', { reply: isDataSessionView });

/** Ends the page's session now, instead of when it runs out (a shared computer); safe to repeat. */
export const closeDataSessionContract = defineContract<{ response: typeof messageResponseSchema }>(
  'POST',
  '/api/your-data/close',
);

export const erasePersonalDataContract = defineContract<{
  body: typeof eraseDataSchema;
  response: typeof erasureOutcomeSchema;
}>('POST', '/api/your-data/erase', { reply: isErasureOutcome });

/** Erases the results of this browser's visitor cookie (an anonymous visitor's right to erasure). */
export const eraseVisitorResultsContract = defineContract<{
  response: typeof eraseVisitorResultsResponseSchema;
}>('POST', '/api/assessment-results/erase');
