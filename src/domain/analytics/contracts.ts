import { defineContract } from '../api/contract.ts';
import type { acceptedResponseSchema, logNotFoundSchema, trackEventSchema } from './schemas.ts';

/** A first-party statistics event, sent only with consent. */
export const trackEventContract = defineContract<{
  body: typeof trackEventSchema;
  response: typeof acceptedResponseSchema;
}>('POST', '/api/events', { status: 202 });

/** A page that was not found, so broken links can be mended. */
export const logNotFoundContract = defineContract<{
  body: typeof logNotFoundSchema;
  response: typeof acceptedResponseSchema;
}>('POST', '/api/log-404', { status: 202 });
