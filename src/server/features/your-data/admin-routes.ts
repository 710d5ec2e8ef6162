import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminErasureContract, erasureAuditsContract } from '../../../domain/your-data/admin-contracts.ts';
import { erasureAudits } from '../../db/schema.ts';
import { routeFromContract } from '../../http/contract-route.ts';
import { erasePersonalData } from './erase-personal-data.ts';

const AUDIT_LIST_LIMIT = 200;

/**
 * Admin only (registered inside the admin guard): erasure requests received by e-mail or letter, and their audit.
 * Erasing cannot be undone, so it asks for a fresh code (step-up, decision 031).
 */
export async function privacyAdminRoutes(app: FastifyInstance): Promise<void> {
  routeFromContract(app, adminErasureContract, { config: { requiresStepUp: true } }, async (request) => {
    const outcome = await erasePersonalData({
      db: app.db,
      email: request.body.email,
      source: 'admin',
      requestedBy: request.admin?.username ?? null,
      note: request.body.note || null,
    });
    request.log.info({ counts: outcome.counts, admin: request.admin?.username }, 'personal data erased');
    return outcome;
  });

  routeFromContract(app, erasureAuditsContract, {}, async () => {
    const rows = await app.db
      .select()
      .from(erasureAudits)
      .orderBy(desc(erasureAudits.createdAt), desc(erasureAudits.id))
      .limit(AUDIT_LIST_LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  });
}
