import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError, redactQuery, scrubText, serializeError } from './log-serializers.ts';

/** A PostgreSQL error as node-postgres and PGlite raise it: SQLSTATE, constraint, and the row in `detail`. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it("keeps a wrapped database error's code, constraint and table, and none of its values", () => {
    const cause = databaseError('duplicate key value violates unique constraint "orders_email_key"', {
      code: '23505',
      constraint: 'orders_email_key',
      detail: 'Key (email)=(someone@example.org) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "orders" ("email", "answers") values ($1, $2)',
      ['someone@example.org', '{"adhd-1":4}'],
      cause,
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({
      message: 'Failed query',
      code: '23505',
      constraint: 'orders_email_key',
      table: 'orders',
      cause: { code: '23505', constraint: 'orders_email_key' },
    });
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('someone@example.org');
    expect(text).not.toContain('adhd-1');
    expect(text).not.toContain('Key (email)');
  });

  it('removes the quoted value from a data exception', () => {
    const error = databaseError('invalid input syntax for type integer: "my secret answer"', {
      code: '22P02',
    });
    expect(serializeError(error).message).toBe('invalid input syntax for type integer: "[redacted]"');
  });

  it("keeps an error's stack frames but not the message the stack repeats", () => {
    const error = new Error('could not send to someone@example.org\n    at a line that looks like a frame');
    const { stack, message } = serializeError(error);
    expect(message).toBe('could not send to [email]\n    at a line that looks like a frame');
    expect(stack).toMatch(/^at /);
    expect(stack).not.toContain('someone@example.org');
    expect(stack).not.toContain('a line that looks like a frame');
  });

  it('follows causes, and describes them in one line', () => {
    const error = new Error('checkout failed', { cause: new Error('Invalid email: someone@example.org') });
    expect(serializeError(error).cause?.message).toBe('Invalid email: [email]');
    expect(describeError(error)).toBe('Error: checkout failed; caused by Error: Invalid email: [email]');
  });

  it('describes values that are not errors without their content', () => {
    expect(serializeError({ answers: { 'adhd-1': 4 } })).toEqual({ type: 'object', message: '', stack: '' });
  });
});

describe('redactQuery and scrubText', () => {
  it('keeps the path and the names of query parameters only', () => {
    expect(redactQuery('/your-data?token=abc&x')).toBe('/your-data?token=[redacted]&x');
    expect(redactQuery('/payment-success?session_id=cs_1&assessmentResultId=4')).toBe(
      '/payment-success?session_id=[redacted]&assessmentResultId=[redacted]',
    );
    expect(redactQuery('/about')).toBe('/about');
  });

  it('removes addresses and query values from any text, leaving JSON valid', () => {
    const line = JSON.stringify({ msg: 'GET /?invite=abc for a.b+c@mail.example.co.uk', url: '/x?y="z"' });
    const scrubbed = scrubText(line);
    expect(JSON.parse(scrubbed)).toEqual({ msg: 'GET /?invite=[redacted] for [email]', url: '/x?y="z"' });
  });
});
