import { logNotFoundContract } from '../../../domain/analytics/contracts.ts';
import { callApi } from '../../lib/call-api.ts';

/** Tells the server which path was not found, so broken links can be mended; a failure is never shown. */
export function logNotFound(path: string): void {
  callApi(
    logNotFoundContract,
    {
      body: {
        path: path.slice(0, 2048),
        userAgent: navigator.userAgent.slice(0, 512),
        referrer: document.referrer.slice(0, 2048) || undefined,
      },
    },
    { keepalive: true },
  ).catch(() => {});
}
