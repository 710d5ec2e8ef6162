import { trackEventContract } from '../../../domain/analytics/contracts.ts';
import type { TrackEventInput } from '../../../domain/analytics/schemas.ts';
import { callApi } from '../../lib/call-api.ts';

/** Sends one statistics event. Loaded with the first event sent, so no page's first download carries it. */
export function sendEvent(input: TrackEventInput): Promise<unknown> {
  return callApi(trackEventContract, { body: input }, { keepalive: true });
}
