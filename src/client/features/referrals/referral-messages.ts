import { errorMessage } from '../../lib/api.ts';

/**
 * The server's own words when it refused for a reason the visitor can act on (a 4xx: already invited, the daily
 * limit, a bad address); otherwise the calm fallback, never a technical error text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && /^4\d\d: /.test(error.message)) return errorMessage(error, fallback);
  return fallback;
}
