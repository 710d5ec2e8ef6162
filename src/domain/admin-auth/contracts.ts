import { defineContract } from '../api/contract.ts';
import type {
  adminCheckResponseSchema,
  adminCodeLoginResponseSchema,
  adminCodeSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminLogoutResponseSchema,
} from './schemas.ts';

// The admin session's calls. Login and logout are open to anyone (they are how a session starts and ends); the
// check answers 401 without a session, which the login guard reads as "not signed in".

/**
 * Signs in: sets the admin cookie, or refuses with the reason (wrong password, too many attempts). For an admin
 * with two-step sign-in, a right password sets only a short-lived pending cookie: the code completes the login.
 */
export const adminLoginContract = defineContract<{
  body: typeof adminLoginSchema;
  response: typeof adminLoginResponseSchema;
}>('POST', '/admin-login');

/** The second step: the authenticator app's code, or a recovery code, for the pending login; sets the admin cookie. */
export const adminCodeLoginContract = defineContract<{
  body: typeof adminCodeSchema;
  response: typeof adminCodeLoginResponseSchema;
}>('POST', '/admin-login/code');

/** Signs out: the session is deleted on the server and its cookie cleared, whether or not it was still valid. */
export const adminLogoutContract = defineContract<{ response: typeof adminLogoutResponseSchema }>(
  'POST',
  '/admin-logout',
);

export const adminCheckContract = defineContract<{ response: typeof adminCheckResponseSchema }>(
  'GET',
  '/api/admin/check',
);
