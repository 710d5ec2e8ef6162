import type {
  adminCheckResponseSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminLogoutResponseSchema,
} from './admin.ts';
import { defineContract } from './api/contract.ts';

// The admin session's calls. Login and logout are open to anyone (they are how a session starts and ends); the
// check answers 401 without a session, which the login guard reads as "not signed in".

/** Signs in: sets the admin cookie, or refuses with the reason (wrong password, too many attempts). */
export const adminLoginContract = defineContract<{
  body: typeof adminLoginSchema;
  response: typeof adminLoginResponseSchema;
}>('POST', '/admin-login');

/** Signs out: the session is deleted on the server and its cookie cleared, whether or not it was still valid. */
export const adminLogoutContract = defineContract<{ response: typeof adminLogoutResponseSchema }>(
  'POST',
  '/admin-logout',
);

export const adminCheckContract = defineContract<{ response: typeof adminCheckResponseSchema }>(
  'GET',
  '/api/admin/check',
);
