import type { ErasureAudit, ErasureOutcome } from '../../../../domain/privacy/schemas.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { adminGet, adminPost, type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';

export const ERASURES_KEY = [ADMIN_DATA, 'erasures'] as const;

const ERASURE_MESSAGES: CallMessages = {
  unauthorized: SESSION_ENDED,
  failed: (response) => `Failed to fetch the erasure record: ${response.status}`,
};

export function fetchErasures(signal?: AbortSignal): Promise<ErasureAudit[]> {
  return adminGet('/api/admin/erasures', ERASURE_MESSAGES, signal);
}

export function requestErasure(email: string, note: string): Promise<ErasureOutcome> {
  return adminPost('/api/admin/erasures', { email, ...(note.trim() ? { note } : {}) });
}
