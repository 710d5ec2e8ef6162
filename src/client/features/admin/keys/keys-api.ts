import {
  fixKeysContract,
  keyComparisonContract,
  setMailgunKeyContract,
} from '../../../../domain/keys/contracts.ts';
import { ADMIN_DATA } from '../auth/admin-session.ts';
import { type CallMessages, callAdminApi, SESSION_ENDED } from '../shell/admin-call.ts';
import { useAdminQuery } from '../shell/admin-query.ts';

export const KEY_COMPARISON_FAILED = 'Failed to fetch API key comparison data';
const KEY_MESSAGES: CallMessages = { unauthorized: SESSION_ENDED, failed: () => KEY_COMPARISON_FAILED };

const KEY_COMPARISON_KEY = [ADMIN_DATA, 'env-comparison'] as const;

/** Which key each environment uses, fetched afresh whenever the key manager is opened. */
export function useKeyComparison() {
  return useAdminQuery(
    KEY_COMPARISON_KEY,
    keyComparisonContract,
    {},
    {
      messages: KEY_MESSAGES,
      refetchOnMount: 'always',
    },
  );
}

export function fixKeys(): Promise<{ message: string }> {
  return callAdminApi(fixKeysContract, {});
}

export function setMailgunKey(apiKey: string): Promise<{ message: string }> {
  return callAdminApi(setMailgunKeyContract, { body: { apiKey, confirmEuRegion: true } });
}
