import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Messages } from '../../domain/messages/messages.ts';
import { addressBlock } from '../lib/address-block.ts';
import { AppError } from '../lib/app-error.ts';
import { type RateLimitSharing, sharedStoreWithFallback } from './rate-limit-store.ts';

/**
 * Many visitors can share one address (an office, a mobile carrier), so the address limit is wider. It counts an
 * address's block (an IPv6 /64, which one subscriber usually holds whole), not the single address.
 */
const VISITORS_PER_ADDRESS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for public calls that write: one limit per visitor, a wider one per network block. */
    publicWriteLimit: onRequestHookHandler;
    /**
     * The same limits, counted apart, for public reads that call a paid or rate-limited provider (a checkout
     * session lookup asks Stripe), so that nobody can spend the shop's provider quota.
     */
    providerLookupLimit: onRequestHookHandler;
  }
}

export type RateLimitOptions = {
  perMinute: number;
  redisUrl: string | undefined;
  /** How long a Redis command may take; after that, the count is made on this instance. */
  redisCommandTimeoutMs: number;
  /** Told whether the counts are shared through Redis or made by this instance alone. */
  sharing: RateLimitSharing;
};

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl
    ? await connectRedis(app, options.redisUrl, options.redisCommandTimeoutMs)
    : undefined;
  const fallback = redis
    ? sharedStoreWithFallback({ redis, log: app.log, sharing: options.sharing })
    : undefined;
  if (redis && fallback) {
    app.addHook('onClose', async () => {
      fallback.stop();
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, { global: false, ...(fallback ? { store: fallback.Store } : {}) });

  app.decorate('publicWriteLimit', limitHook(app, options.perMinute, 'public-write'));
  app.decorate('providerLookupLimit', limitHook(app, options.perMinute, 'provider-lookup'));
}

export type NamedRateLimitOptions = {
  /** Unique per app; it leads the limit's keys (`public-write:visitor:…`), in memory and in Redis alike. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** Who is counted: a visitor id, an address block; the name keeps two limits with one key apart. */
  key: (request: FastifyRequest) => string;
};

// By server rather than by Fastify instance: a feature's plugin scope is an instance of its own, the keys are not.
const namesInUse = new WeakMap<FastifyInstance['server'], Set<string>>();

/**
 * One fixed-window limit under its own name. Two limits with the same name would share their counters in Redis
 * (the plugin's stores name a limit by its route, and these have none), so a name used twice fails the start.
 */
export function createNamedRateLimit(app: FastifyInstance, limit: NamedRateLimitOptions) {
  const names = namesInUse.get(app.server) ?? new Set<string>();
  namesInUse.set(app.server, names);
  if (names.has(limit.name)) throw new Error(`two rate limits are named ${limit.name}`);
  names.add(limit.name);
  return app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
  });
}

/** One limit per visitor and a wider one per network block, named after the calls they guard. */
function limitHook(app: FastifyInstance, perMinute: number, name: string): onRequestHookHandler {
  // The plugin's own route hook applies only one limit per request, so both are checked here.
  const limits = [
    createNamedRateLimit(app, {
      name: `${name}:visitor`,
      max: perMinute,
      timeWindowMs: 60_000,
      key: (request) => request.visitorId,
    }),
    createNamedRateLimit(app, {
      name: `${name}:address-block`,
      max: perMinute * VISITORS_PER_ADDRESS,
      timeWindowMs: 60_000,
      key: (request) => addressBlock(request.ip),
    }),
  ];

  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('rate_limited', {
          status: 429,
          message: (words: Messages) => words.replies.tooManyRequests({ seconds: result.ttlInSeconds }),
        });
      }
    }
  };
}

// Shared counters let several app instances enforce one limit; ioredis is loaded only when configured.
// The connection is tried before the app serves, so the first requests already count in Redis; a Redis that is
// down or silent does not stop the start: ioredis keeps reconnecting, and meanwhile each instance counts alone.
// Every command, the connection's own handshake included, gives up after `commandTimeoutMs`.
async function connectRedis(app: FastifyInstance, url: string, commandTimeoutMs: number) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  // Each reconnection attempt fails with an error event; the switch to counting alone is logged once instead.
  client.on('error', (error) => app.log.debug({ err: error }, 'rate-limit store (Redis) unavailable'));
  await client.connect().catch(() => {});
  return client;
}
