import { defineContract } from '../api/contract.ts';
import type { adminErasureSchema, erasureAuditListSchema, erasureOutcomeSchema } from './schemas.ts';

// The admin area's privacy calls, apart from the public ones in contracts.ts: a module that the admin area and a
// public page both import becomes a chunk of its own in that page's download (Your data).

/** Staff erase someone's data on a request received by e-mail or letter; the erasure is recorded. */
export const adminErasureContract = defineContract<{
  body: typeof adminErasureSchema;
  response: typeof erasureOutcomeSchema;
}>('POST', '/api/admin/erasures');

/** The record of erasures, newest first: counts and who asked, never the erased data. */
export const erasureAuditsContract = defineContract<{ response: typeof erasureAuditListSchema }>(
  'GET',
  '/api/admin/erasures',
);
