import type { FastifyInstance } from 'fastify';
import {
  fixKeysContract,
  keyComparisonContract,
  setMailgunKeyContract,
} from '../../../domain/keys/contracts.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import type { KeyManager } from './key-manager.ts';

/**
 * Admin only (inside the admin guard): the key manager's three calls. The two that change keys ask for a fresh
 * code (step-up, decision 031); reading the comparison does not.
 */
export async function keyRoutes(app: FastifyInstance, { keys }: { keys: KeyManager }): Promise<void> {
  const needsFreshCode = { config: { requiresStepUp: true } };
  routeFromContract(app, keyComparisonContract, {}, async () => keys.compare());

  routeFromContract(app, fixKeysContract, needsFreshCode, async (request) => {
    const message = await keys.fixKeys();
    request.log.info({ admin: request.admin?.username }, 'keys fixed');
    return { message };
  });

  routeFromContract(app, setMailgunKeyContract, needsFreshCode, async (request) => {
    const message = await keys.setMailgunKey(request.body.apiKey, request.admin?.username ?? 'admin');
    request.log.info({ admin: request.admin?.username }, 'mailgun key updated');
    return { message };
  });
}
