import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app.ts';

describe('the load balancer probes', () => {
  it('/readyz and /healthz answer 503 unhealthy while the database cannot be reached; /livez stays 200', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/livez', '/readyz', '/healthz']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({ status: 'ok' });
      }
      await t.database.close();
      for (const url of ['/readyz', '/healthz']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({ status: 'unhealthy', message: 'The database cannot be reached.' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('while draining, /readyz says so and every answer closes its connection, and requests still work', async () => {
    const t = await createTestApp();
    try {
      t.app.lifecycle.isDraining = true;
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', message: 'This instance is shutting down.' });
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      const call = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(call.statusCode).toBe(200);
      expect(call.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});
