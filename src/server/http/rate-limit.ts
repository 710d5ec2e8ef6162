import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** Many visitors can share one address (an office, a mobile carrier), so the address limit is wider. */
const VISITORS_PER_ADDRESS = 5;

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for public calls that write: one limit per visitor, a wider one per address. */
    publicWriteLimit: onRequestHookHandler;
    /**
     * The same limits, counted apart, for public reads that call a paid or rate-limited provider (a checkout
     * session lookup asks Stripe), so that nobody can spend the shop's provider quota.
     */
    providerLookupLimit: onRequestHookHandler;
  }
}

export type RateLimitOptions = { perMinute: number; redisUrl: string | undefined };

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  // skipOnError: if Redis goes away, requests are let through (and the error logged) rather than refused.
  await app.register(rateLimit, { global: false, skipOnError: true, ...(redis ? { redis } : {}) });

  app.decorate('publicWriteLimit', limitHook(app, options.perMinute, ''));
  app.decorate('providerLookupLimit', limitHook(app, options.perMinute, 'lookup:'));
}

/** One limit per visitor and a wider one per address, under their own counters (`prefix`). */
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
      keyGenerator: (request) => `${prefix}address:${request.ip}`,
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
// The connection is made before the app serves, so the first requests already count.
async function connectRedis(app: FastifyInstance, url: string) {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return client;
}
