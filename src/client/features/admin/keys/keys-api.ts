import type { KeyComparison } from '../../../../domain/keys.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { adminGet, adminPost, type CallMessages, SESSION_ENDED } from '../shell/admin-call.ts';

/** Spec section 8, Key manager. */
export const KEY_COMPARISON_FAILED = 'Failed to fetch API key comparison data';
const KEY_MESSAGES: CallMessages = { unauthorized: SESSION_ENDED, failed: () => KEY_COMPARISON_FAILED };

export const KEY_COMPARISON_KEY = [ADMIN_DATA, 'env-comparison'] as const;

export function fetchKeyComparison(signal?: AbortSignal): Promise<KeyComparison> {
  return adminGet('/api/env-comparison', KEY_MESSAGES, signal);
}

export function fixKeys(): Promise<{ message: string }> {
  return adminPost('/api/fix-keys');
}

export function setMailgunKey(apiKey: string): Promise<{ message: string }> {
  return adminPost('/api/set-mailgun-key', { apiKey, confirmEuRegion: true });
}
