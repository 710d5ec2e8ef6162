import type { FastifyRequest } from 'fastify';
import { isMessageLanguage, type MessageLanguage } from '../../domain/messages/messages.ts';

/**
 * The language a call is answered in: the first tag of its Accept-Language header, by its primary subtag
 * (`de-AT` is German), when there are messages in that language; English otherwise. The pages send their own
 * language on every call (src/client/lib/call-api.ts), English too, so the browser's preference never decides: the
 * first tag is the page's, and q-values, which a page never sends, are not weighed.
 */
export function replyLanguage(request: FastifyRequest): MessageLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0] ?? '';
  const primary = (first.split(';')[0] ?? '').trim().split('-')[0]?.toLowerCase() ?? '';
  return isMessageLanguage(primary) ? primary : 'en';
}
