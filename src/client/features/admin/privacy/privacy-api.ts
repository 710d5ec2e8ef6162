import type { ErasureAudit, ErasureOutcome } from '../../../../domain/privacy/schemas.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { adminGet, type CallMessages } from '../shell/admin-api.ts';
import { adminPost } from '../shell/admin-tools-api.ts';

export const ERASURES_KEY = [ADMIN_DATA, 'erasures'] as const;

const ERASURE_MESSAGES: CallMessages = {
  unauthorized: 'Authentication required. Please login as admin.',
  failed: (response) => `Failed to fetch the erasure record: ${response.status}`,
};

export function fetchErasures(signal?: AbortSignal): Promise<ErasureAudit[]> {
  return adminGet('/api/admin/erasures', ERASURE_MESSAGES, signal);
}

export function requestErasure(email: string, note: string): Promise<ErasureOutcome> {
  return adminPost('/api/admin/erasures', { email, ...(note.trim() ? { note } : {}) });
}
