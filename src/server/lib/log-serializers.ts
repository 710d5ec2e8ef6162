/**
 * What may leave the process in a log line, an error text stored for admins or a start-up message. Errors carry
 * what people told us: drizzle's `DrizzleQueryError` holds the statement's parameters (answers, visitor ids,
 * addresses) in `params` and in its message, PostgreSQL's `detail` holds the row ("Key (email)=(x@y) already
 * exists"), providers echo the recipient. So errors are described by what they are (type, code, constraint,
 * table, where in the code), never by the values they carry.
 */

export type SerializedError = {
  type: string;
  message: string;
  code?: string | number;
  status?: number;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  severity?: string;
  /** The frames only ('' when there are none). */
  stack: string;
  cause?: SerializedError;
};

const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A query value in a URL anywhere in a text: `?token=abc` or `&session_id=abc` keeps its name only.
// Backslashes and quotes end a value so that a JSON log line stays valid.
const QUERY_VALUE = /([?&][^=\s&#"\\?]+=)[^&\s#"\\]+/g;
// PostgreSQL's five-character SQLSTATE; class 22 (data exceptions) quotes the offending value in its message.
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"[^"]*"/g;
// The first table a statement names, for errors that do not name one themselves.
const STATEMENT_TABLE = /\b(?:from|into|update|join)\s+"?([A-Za-z_][\w.]*)"?/i;
const DATABASE_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'severity',
] as const;
const STACK_FRAMES_KEPT = 12;
const CAUSES_KEPT = 3;

export const REDACTED = '[redacted]';

/** Removes e-mail addresses and URL query values from a text. */
export function scrubText(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[email]').replace(QUERY_VALUE, `$1${REDACTED}`);
}

/** A request's URL with every query value replaced, so one-time tokens in links never reach a log. */
export function redactQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${REDACTED}` : pair))
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** The error serializer of every log line (`err`, `error`, `cause`) and the source of every stored error text. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: typeof error === 'string' ? scrubText(error) : '', stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  const code = fields.code;
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const serialized: SerializedError = {
    type: error.constructor?.name && error.constructor.name !== 'Error' ? error.constructor.name : error.name,
    message: safeMessage(error, typeof code === 'string' ? code : undefined, query),
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    status: numberField(fields.status) ?? numberField(fields.statusCode),
    constraint: stringField(fields.constraint),
    table: stringField(fields.table),
    column: stringField(fields.column),
    schema: stringField(fields.schema),
    dataType: stringField(fields.dataType),
    routine: stringField(fields.routine),
    severity: stringField(fields.severity),
    stack: stackFrames(error),
  };
  if (error.cause !== undefined && depth < CAUSES_KEPT)
    serialized.cause = serializeError(error.cause, depth + 1);
  if (query !== undefined) {
    // Drizzle's wrapper: the database's own code and constraint are what an operator searches for.
    const { cause } = serialized;
    for (const field of DATABASE_FIELDS) {
      if (serialized[field] === undefined && cause?.[field] !== undefined)
        Object.assign(serialized, { [field]: cause[field] });
    }
    serialized.table ??= STATEMENT_TABLE.exec(query)?.[1];
  }
  return Object.fromEntries(
    Object.entries(serialized).filter(([, value]) => value !== undefined),
  ) as SerializedError;
}

/** One line for an error stored where admins read it (the outbox's last error, health details, start-up). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current: SerializedError | undefined = serializeError(error); current; current = current.cause) {
    const where = [current.code, current.constraint ?? current.table].filter(Boolean).join(' ');
    parts.push(
      `${current.type}${where ? ` (${where})` : ''}${current.message ? `: ${current.message}` : ''}`,
    );
  }
  return parts.join('; caused by ');
}

function safeMessage(error: Error, code: string | undefined, query: string | undefined): string {
  // Drizzle's message is the statement followed by its parameters: the statement's table is kept instead.
  if (query !== undefined || error.message.startsWith('Failed query:')) return 'Failed query';
  if (code && SQLSTATE.test(code) && code.startsWith('22'))
    return error.message.replace(QUOTED, `"${REDACTED}"`);
  return scrubText(error.message);
}

/** The stack's frames only: its first lines repeat the message, which may hold values. */
function stackFrames(error: Error): string {
  const { stack, message } = error;
  if (!stack) return '';
  const messageAt = stack.indexOf(message);
  const frames = (messageAt === -1 ? stack : stack.slice(messageAt + message.length))
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES_KEPT);
  return frames.map((line) => line.trim()).join('\n');
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function numberField(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}
