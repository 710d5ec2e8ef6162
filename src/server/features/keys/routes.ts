import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keyComparisonSchema, keyMessageSchema, setMailgunKeySchema } from '../../../domain/keys.ts';
import type { KeyManager } from './key-manager.ts';

/** Admin only (inside the admin guard): the key manager's three calls. */
export async function keyRoutes(app: FastifyInstance, { keys }: { keys: KeyManager }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/env-comparison', { schema: { response: { 200: keyComparisonSchema } } }, async () =>
    keys.compare(),
  );

  routes.post('/api/fix-keys', { schema: { response: { 200: keyMessageSchema } } }, async (request) => {
    const message = await keys.fixKeys();
    request.log.info({ admin: request.admin?.username }, 'keys fixed');
    return { message };
  });

  routes.post(
    '/api/set-mailgun-key',
    { schema: { body: setMailgunKeySchema, response: { 200: keyMessageSchema } } },
    async (request) => {
      const message = await keys.setMailgunKey(request.body.apiKey, request.admin?.username ?? 'admin');
      request.log.info({ admin: request.admin?.username }, 'mailgun key updated');
      return { message };
    },
  );
}
