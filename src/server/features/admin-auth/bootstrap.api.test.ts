import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/support/database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import { DEFAULT_ADMIN_USERNAME, ensureAdmin } from './bootstrap.ts';
import { verifyPassword } from './passwords.ts';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const none = { username: undefined, password: undefined };

describe('ensureAdmin', () => {
  it('creates admin with a random password when there is no admin and none is configured', async () => {
    const result = await ensureAdmin(database.db, none);
    if (result.outcome !== 'generated') throw new Error(`expected a generated admin, got ${result.outcome}`);
    expect(result.username).toBe(DEFAULT_ADMIN_USERNAME);
    const [row] = await database.db.select().from(admins);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(result.password);
    expect(await verifyPassword(row?.passwordHash ?? '', result.password)).toBe(true);
  });

  it('creates nothing and prints nothing once an admin exists', async () => {
    await ensureAdmin(database.db, none);
    expect(await ensureAdmin(database.db, none)).toEqual({ outcome: 'existing' });
    expect(await database.db.$count(admins)).toBe(1);
  });

  it('creates the configured admin, and resets its password on a later start', async () => {
    await ensureAdmin(database.db, { username: 'ops', password: 'first-password-123' });
    await ensureAdmin(database.db, { username: 'ops', password: 'second-password-456' });
    const rows = await database.db.select().from(admins).where(eq(admins.username, 'ops'));
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'second-password-456')).toBe(true);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'first-password-123')).toBe(false);
  });
});
