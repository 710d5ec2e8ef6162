import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type Messages } from '../../domain/messages/messages.ts';
import { AppError } from '../lib/app-error.ts';
import type { OutageLog } from '../lib/outage-log.ts';
import { classifyDatabaseError } from './database-errors.ts';
import { replyLanguage } from './reply-language.ts';

// Fastify's own wording for these is written for developers; callers get plain sentences.
const FRIENDLY_MESSAGES: Readonly<Record<string, (words: Messages) => string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (words) => words.replies.requestTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: (words) => words.replies.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: (words) => words.replies.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (words) => words.replies.notJson,
};

/**
 * Every error leaves the server as `{ message }` (with its `code` where the AppError says so): 4xx with a message the caller can act on, 5xx with a
 * generic text (the details go to the log with the request id, never to the caller). The sentences are in the
 * language the call asks for (reply-language.ts); a request's details (zod's, Fastify's own) stay in English.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { databaseOutage }: { databaseOutage: OutageLog },
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The route's pattern (/api/orders/:id), never the URL: the error serializer keeps values out of the rest.
    const route = request.routeOptions.url;
    const words = MESSAGES[replyLanguage(request)];
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, route }, error.code);
      const message = error.wording(words);
      return reply.status(error.status).send(error.isCodeShown ? { message, code: error.code } : { message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.status(400).send({ message: `Invalid request. ${details.join('; ')}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const friendly =
        error.code && Object.hasOwn(FRIENDLY_MESSAGES, error.code)
          ? FRIENDLY_MESSAGES[error.code]
          : undefined;
      const message = friendly ? friendly(words) : error.message;
      return reply.status(status).send({ message });
    }
    const databaseFailure = classifyDatabaseError(error);
    if (databaseFailure === 'unstorable-text') {
      return reply.status(400).send({ message: words.replies.unstorableText });
    }
    if (databaseFailure === 'unavailable') {
      // A 503 tells load balancers and clients to retry. The outage log writes one warning when the database
      // starts failing and one line when it answers again, not a line per request.
      databaseOutage.failed({ err: error, route, reqId: request.id });
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: words.replies.databaseUnavailable });
    }
    request.log.error({ err: error, route }, 'request failed');
    return reply.status(Math.max(status, 500)).send({ message: words.replies.serverError });
  });
}
