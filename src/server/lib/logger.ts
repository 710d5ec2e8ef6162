import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { REDACTED, redactQuery, scrubText, serializeError } from './log-serializers.ts';

/**
 * Fields that must never reach a log line: credentials, and anything that may hold what a person sent (bodies,
 * a query's parameters, PostgreSQL's row detail) under whatever key it is logged. The error serializer already
 * drops the error fields; these paths catch the same fields on any other object.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["csrf-token"]',
  'req.headers["x-csrf-token"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.apiKey',
  'body',
  '*.body',
  'params',
  '*.params',
  'parameters',
  '*.parameters',
  'query',
  '*.query',
  'detail',
  '*.detail',
];

/**
 * A request in a log line: method, path and the names of its query parameters. Query values are one-time tokens
 * (`/your-data?token=`, `/?invite=`, `/payment-success?session_id=`), so none is written; nor is the caller's
 * address, which is personal data the logs have no need of.
 */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactQuery(request.url), host: request.host };
}

export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError, cause: serializeError },
    // The last line of defence, on every line as written: no e-mail address and no URL query value, whatever
    // message or field carried it.
    hooks: { streamWrite: scrubText },
  };
}
