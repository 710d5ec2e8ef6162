import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { addressBlock } from '../lib/address-block.ts';
import { AppError } from '../lib/app-error.ts';
import { sharedStoreWithFallback } from './rate-limit-store.ts';

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
  /** Set to 1 while the counts are shared through Redis, 0 while this instance counts alone. */
  isShared: { set(value: number): void };
};

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  options.isShared.set(0);
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  const store = redis
    ? sharedStoreWithFallback({ redis, log: app.log, isShared: options.isShared })
    : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });

  app.decorate('publicWriteLimit', limitHook(app, options.perMinute, ''));
  app.decorate('providerLookupLimit', limitHook(app, options.perMinute, 'lookup:'));
}

/** One limit per visitor and a wider one per network block, under their own counters (`prefix`). */
function limitHook(app: FastifyInstance, perMinute: number, prefix: string): onRequestHookHandler {
  // The plugin's own route hook applies only one limit per request, so both are checked here.
  const limits = [
    app.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `${prefix}visitor:${request.visitorId}`,
    }),
    app.createRateLimit({
      max: perMinute * VISITORS_PER_ADDRESS,
      timeWindow: 60_000,
      keyGenerator: (request) => `${prefix}address:${addressBlock(request.ip)}`,
    }),
  ];

  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('rate_limited', {
          status: 429,
          message: `Too many requests. Please wait ${result.ttlInSeconds} seconds and try again.`,
        });
      }
    }
  };
}

// Shared counters let several app instances enforce one limit; ioredis is loaded only when configured.
// The connection is tried before the app serves, so the first requests already count in Redis; a Redis that is
// down does not stop the start: ioredis keeps reconnecting, and meanwhile each instance counts alone.
async function connectRedis(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  // Each reconnection attempt fails with an error event; the switch to counting alone is logged once instead.
  client.on('error', (error) => app.log.debug({ err: error }, 'rate-limit store (Redis) unavailable'));
  await client.connect().catch(() => {});
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return client;
}
