import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import type { OutageLog } from '../lib/outage-log.ts';
import { classifyDatabaseError } from './database-errors.ts';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
const UNAVAILABLE_MESSAGE =
  'We are having trouble reaching our database. Nothing was lost; please try again in a minute.';
const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters we cannot store (such as a NUL character).';

// Fastify's own wording for these is written for developers; callers get plain sentences.
const FRIENDLY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
};

/**
 * Every error leaves the server as `{ message }` (with its `code` where the AppError says so): 4xx with a message the caller can act on, 5xx with a
 * generic text (the details go to the log with the request id, never to the caller).
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { databaseOutage }: { databaseOutage: OutageLog },
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The route's pattern (/api/orders/:id), never the URL: the error serializer keeps values out of the rest.
    const route = request.routeOptions.url;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, route }, error.code);
      return reply
        .status(error.status)
        .send(error.isCodeShown ? { message: error.message, code: error.code } : { message: error.message });
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
      const message = (error.code && FRIENDLY_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ message });
    }
    const databaseFailure = classifyDatabaseError(error);
    if (databaseFailure === 'unstorable-text') {
      return reply.status(400).send({ message: UNSTORABLE_TEXT_MESSAGE });
    }
    if (databaseFailure === 'unavailable') {
      // A 503 tells load balancers and clients to retry. The outage log writes one warning when the database
      // starts failing and one line when it answers again, not a line per request.
      databaseOutage.failed({ err: error, route, reqId: request.id });
      return reply.status(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error, route }, 'request failed');
    return reply.status(Math.max(status, 500)).send({ message: SERVER_ERROR_MESSAGE });
  });
}
