import { defineContract } from '../api/contract.ts';
import type { keyComparisonSchema, keyMessageSchema, setMailgunKeySchema } from './schemas.ts';

// The key manager's calls, for staff only (outside /api/admin/ for the paths the admin page has always used).

/** Which key each environment uses, every key shown only as its last four characters. */
export const keyComparisonContract = defineContract<{ response: typeof keyComparisonSchema }>(
  'GET',
  '/api/env-comparison',
  { audience: 'admin' },
);

/** Makes the running instance use the expected keys. */
export const fixKeysContract = defineContract<{ response: typeof keyMessageSchema }>(
  'POST',
  '/api/fix-keys',
  {
    audience: 'admin',
  },
);

/** Stores a Mailgun key entered by hand (for the EU region) and starts using it. */
export const setMailgunKeyContract = defineContract<{
  body: typeof setMailgunKeySchema;
  response: typeof keyMessageSchema;
}>('POST', '/api/set-mailgun-key', { audience: 'admin' });
