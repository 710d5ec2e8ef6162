import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import { hashPassword } from './passwords.ts';

export type EnsureAdminResult =
  | { outcome: 'configured'; username: string }
  | { outcome: 'generated'; username: string; password: string }
  | { outcome: 'existing' };

export const DEFAULT_ADMIN_USERNAME = 'admin';

/**
 * Makes sure someone can log in to the admin area: the configured admin is created or its password reset;
 * with no configuration and no admin at all, `admin` is created with a random password for the caller to
 * show once.
 */
export async function ensureAdmin(
  db: Database,
  configured: { username: string | undefined; password: string | undefined },
): Promise<EnsureAdminResult> {
  if (configured.username && configured.password) {
    const passwordHash = await hashPassword(configured.password);
    await db
      .insert(admins)
      .values({ username: configured.username, passwordHash })
      .onConflictDoUpdate({ target: admins.username, set: { passwordHash, updatedAt: new Date() } });
    return { outcome: 'configured', username: configured.username };
  }
  const [row] = await db.select({ total: count() }).from(admins);
  if ((row?.total ?? 0) > 0) return { outcome: 'existing' };

  const password = randomBytes(18).toString('base64url');
  const inserted = await db
    .insert(admins)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  // Another instance starting at the same moment may have won the race; its password is the one printed.
  if (inserted.length === 0) return { outcome: 'existing' };
  return { outcome: 'generated', username: DEFAULT_ADMIN_USERNAME, password };
}
