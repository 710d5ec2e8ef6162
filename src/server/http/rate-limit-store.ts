import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStoreCtor,
  FastifyRateLimitStore as Store,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = Parameters<Store['incr']>[1];
type ChildOptions = Parameters<Store['child']>[0];

// The plugin's own stores, which it exports as files but without types.
const require = createRequire(import.meta.url);
const LocalStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  keyPrefix?: string,
) => Store = require('@fastify/rate-limit/store/RedisStore.js');

/** Every counter's Redis key begins with this, then the limit's name (`traitscope:rate-limit:public-write:…`). */
const REDIS_KEY_PREFIX = 'traitscope:rate-limit:';

/**
 * Counts in Redis while it answers, so every instance shares one budget; while Redis is down or not yet reached,
 * each instance counts in its own memory instead of letting everyone through. The switch either way is logged
 * once and shown by the `isShared` gauge; a count made alone is simply forgotten when Redis returns.
 */
export function sharedStoreWithFallback({
  redis,
  log,
  isShared,
}: {
  redis: Redis;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  isShared: { set(value: number): void };
}): FastifyRateLimitStoreCtor {
  let mode: 'shared' | 'alone' | undefined;
  const switchTo = (next: 'shared' | 'alone') => {
    if (mode === next) return;
    const previous = mode;
    mode = next;
    isShared.set(next === 'shared' ? 1 : 0);
    if (next === 'alone') {
      log.warn('rate limits are counted by each instance alone: Redis (REDIS_URL) cannot be reached');
    } else if (previous) {
      log.info('rate limits are shared through Redis again');
    }
  };
  redis.on('ready', () => switchTo('shared'));
  redis.on('close', () => switchTo('alone'));
  switchTo(redis.status === 'ready' ? 'shared' : 'alone');

  return class FallbackStore implements Store {
    private readonly alone: Store;
    private readonly shared: Store;

    // The root store, whose children count (each limit's options reach them through `child`).
    constructor(_options: FastifyRateLimitOptions, alone?: Store, shared?: Store) {
      this.alone = alone ?? new LocalStore(false, false);
      this.shared = shared ?? new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        switchTo('alone');
        this.alone.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          switchTo('alone');
          this.alone.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    // Each limit counts in a store of its own. RedisStore's own child prefixes the route's method and URL, which
    // limits made with createRateLimit lack (`…-undefinedundefined-`), so two of them with one key would share a
    // counter; here every key begins with the limit's name instead (createNamedRateLimit), under one prefix of ours.
    child(routeOptions: ChildOptions): Store {
      const shared = new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
      return new FallbackStore(routeOptions, this.alone.child(routeOptions), shared);
    }
  };
}
