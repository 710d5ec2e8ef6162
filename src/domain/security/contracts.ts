import { defineContract } from '../api/contract.ts';
import type { csrfTokenResponseSchema, visitorResponseSchema } from './schemas.ts';

/** The visitor's anti-forgery token, bound to the visitor cookie (fetched once per page load). */
export const csrfTokenContract = defineContract<{ response: typeof csrfTokenResponseSchema }>(
  'GET',
  '/api/csrf-token',
);

export const visitorContract = defineContract<{ response: typeof visitorResponseSchema }>(
  'GET',
  '/api/visitor',
);
