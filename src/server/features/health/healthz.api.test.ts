import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app.ts';

describe('GET /healthz', () => {
  it('answers 503 unhealthy while the database cannot be reached, without authentication', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unhealthy', message: 'The database cannot be reached.' });
    } finally {
      await t.app.close();
    }
  });
});
