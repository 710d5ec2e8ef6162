import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './database-errors.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('classifyDatabaseError', () => {
  it('calls a refused or dropped connection unavailable, however deeply Drizzle wrapped it', () => {
    expect(classifyDatabaseError(wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      'unavailable',
    );
    expect(classifyDatabaseError(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'unavailable',
    );
    expect(classifyDatabaseError(withCode('terminating connection', '57P01'))).toBe('unavailable');
  });

  it('calls a statement that timed out, or a server that never answered, unavailable', () => {
    expect(
      classifyDatabaseError(wrapped(withCode('canceling statement due to statement timeout', '57014'))),
    ).toBe('unavailable');
    expect(classifyDatabaseError(wrapped(new Error('Query read timeout')))).toBe('unavailable');
  });

  it('calls text PostgreSQL cannot hold unstorable', () => {
    expect(classifyDatabaseError(wrapped(withCode('invalid byte sequence', '22021')))).toBe(
      'unstorable-text',
    );
  });

  it('leaves every other failure alone', () => {
    expect(classifyDatabaseError(wrapped(withCode('duplicate key', '23505')))).toBeUndefined();
    expect(classifyDatabaseError('not an error')).toBeUndefined();
  });
});
