/**
 * What a failed database call means for the caller. Drizzle wraps the driver's error, so the chain of causes is
 * searched; PGlite and node-postgres both carry PostgreSQL's SQLSTATE as `code`.
 */
export type DatabaseFailure = 'unavailable' | 'unstorable-text';

// Socket errors of node-postgres and the SQLSTATEs of a server that is going away or not yet accepting.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  // A statement cancelled by statement_timeout: the database is too slow to answer in time.
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres reports a dropped connection or a pool that cannot connect in time by message only.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  // query_timeout: the server did not answer at all (frozen, or the network dropped packets).
  'Query read timeout',
];
// PostgreSQL text cannot hold NUL (invalid byte sequence; \u0000 in jsonb): bad input, not a server fault.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return 'unavailable';
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return 'unstorable-text';
    if (UNAVAILABLE_MESSAGES.some((text) => current instanceof Error && current.message.includes(text))) {
      return 'unavailable';
    }
    current = current.cause;
  }
  return undefined;
}
