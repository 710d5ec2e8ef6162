import { adminErasureContract, erasureAuditsContract } from '../../../../domain/your-data/admin-contracts.ts';
import type { ErasureOutcome } from '../../../../domain/your-data/schemas.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, callAdminApi, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

export const ERASURES_KEY = [ADMIN_DATA, 'erasures'] as const;

const ERASURE_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (error) => `Failed to fetch the erasure record: ${error.status}`,
};

/** The record of erasures done so far. */
export function useErasures() {
  return useAdminQuery(ERASURES_KEY, erasureAuditsContract, {}, { messages: ERASURE_MESSAGES });
}

export function requestErasure(email: string, note: string): Promise<ErasureOutcome> {
  return callAdminApi(adminErasureContract, { body: { email, ...(note.trim() ? { note } : {}) } });
}
