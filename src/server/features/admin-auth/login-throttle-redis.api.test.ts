import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAS_REDIS,
  killRedisServer,
  type RedisServer,
  startRedisServer,
} from '../../../../tests/support/redis-server.ts';
import { createTestApp, startVisitorSession, type TestApp } from '../../../../tests/support/test-app.ts';
import { adminLoginAttempts } from '../../db/schema.ts';
import { ensureAdmin } from './bootstrap.ts';

// With REDIS_URL the public rate limits move to Redis and let requests through when it fails. The login throttle
// stays in the database both instances share, so neither the second instance nor a Redis outage buys guesses.
let redis: RedisServer;
let first: TestApp;
let second: TestApp;

describe.skipIf(!HAS_REDIS)('login throttle with REDIS_URL configured', () => {
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { RATE_LIMIT_PER_MINUTE: '10000', REDIS_URL: redis.url };
    first = await createTestApp({ env });
    second = await createTestApp({ env, database: first.database });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (redis) await killRedisServer(redis);
  });

  async function burst(username: string): Promise<number> {
    await ensureAdmin(first.app.db, { username, password: 'the-right-password-1' });
    await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const app = i % 2 ? first.app : second.app;
        const visitor = await startVisitorSession(app);
        return app.inject({
          method: 'POST',
          url: '/admin-login',
          payload: { username, password: `wrong-${i}` },
          headers: { cookie: visitor.cookie, 'csrf-token': visitor.csrfToken },
        });
      }),
    );
    const checked = await first.database.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(adminLoginAttempts.username, username));
    return checked.length;
  }

  it('checks at most 5 of 30 parallel wrong passwords sent to two instances', async () => {
    expect(await burst('redis-burst')).toBe(5);
  });

  it('still checks at most 5 when Redis has gone away', async () => {
    await killRedisServer(redis);
    expect(await burst('redis-gone')).toBe(5);
  });
});
