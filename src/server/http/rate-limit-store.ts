import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStoreCtor,
  FastifyRateLimitStore as Store,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createOutageLog } from '../lib/outage-log.ts';

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

/** While counting alone, Redis is asked this often whether it answers in time again. */
const REDIS_CHECK_EVERY_MS = 1000;

export type RateLimitMode = 'off' | 'shared' | 'alone';

/** Where the rate limits count right now, for `/readyz` and the `traitscope_rate_limit_shared` gauge. */
export type RateLimitSharing = {
  /** `off` without REDIS_URL; `shared` while the counts are in Redis; `alone` while this instance counts itself. */
  readonly mode: RateLimitMode;
  set(mode: Exclude<RateLimitMode, 'off'>): void;
};

export function createRateLimitSharing(isShared: { set(value: number): void }): RateLimitSharing {
  let mode: RateLimitMode = 'off';
  isShared.set(0);
  return {
    get mode() {
      return mode;
    },
    set(next) {
      mode = next;
      isShared.set(next === 'shared' ? 1 : 0);
    },
  };
}

/**
 * Counts in Redis while it answers in time (every command has a deadline, `commandTimeout`), so every instance
 * shares one budget. While Redis is down, not yet reached, or too slow (a command that missed its deadline), each
 * instance counts in its own memory instead of letting everyone through or making visitors wait, and asks Redis
 * every second whether it answers in time again. Each switch is logged once (the outage log) and shown by
 * `sharing`; a count made alone is simply forgotten when Redis returns.
 */
export function sharedStoreWithFallback({
  redis,
  log,
  sharing,
}: {
  redis: Redis;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  sharing: RateLimitSharing;
}): { Store: FastifyRateLimitStoreCtor; stop(): void } {
  const outage = createOutageLog({
    log,
    service: 'redis',
    failingMessage:
      'rate limits are counted by each instance alone: Redis (REDIS_URL) cannot be reached in time',
    recoveredMessage: 'rate limits are shared through Redis again',
    check: () => redis.ping(),
    checkEveryMs: REDIS_CHECK_EVERY_MS,
    onChange: (isFailing) => sharing.set(isFailing ? 'alone' : 'shared'),
  });
  const onClose = () => outage.failed({ reason: 'connection closed' });
  redis.on('close', onClose);
  if (redis.status === 'ready') sharing.set('shared');
  else outage.failed({ reason: 'not connected' });

  class FallbackStore implements Store {
    private readonly alone: Store;
    private readonly shared: Store;

    // The root store, whose children count (each limit's options reach them through `child`).
    constructor(_options: FastifyRateLimitOptions, alone?: Store, shared?: Store) {
      this.alone = alone ?? new LocalStore(false, false);
      this.shared = shared ?? new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (outage.isFailing || redis.status !== 'ready') {
        outage.failed();
        this.alone.incr(key, callback, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          outage.failed({ reason: error.message });
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
  }

  return {
    Store: FallbackStore,
    stop() {
      redis.off('close', onClose);
      outage.stop();
    },
  };
}
