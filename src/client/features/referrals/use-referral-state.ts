import { useCallback, useEffect, useRef, useState } from 'react';
import { loadReferralState, type ReferralState } from './referral-api.ts';

type Loaded = { data?: ReferralState; error?: unknown; isFetching: boolean };

/**
 * The programme as the server has it now, loaded on every visit to the page. A page-sized hook rather than the
 * query client: this is the only public page that loads data this way, and TanStack Query would add 10 KB
 * (gzipped) to its first download. A failed reload keeps what was shown before.
 */
export function useReferralState() {
  const [loaded, setLoaded] = useState<Loaded>({ isFetching: true });
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoaded((previous) => ({ ...previous, isFetching: true }));
    try {
      const data = await loadReferralState(controller.signal);
      if (!controller.signal.aborted) setLoaded({ data, isFetching: false });
    } catch (error) {
      if (!controller.signal.aborted)
        setLoaded((previous) => ({ data: previous.data, error, isFetching: false }));
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  /** Applies what the server just answered (a claimed reward) without asking again. */
  const update = useCallback((change: (state: ReferralState) => ReferralState) => {
    setLoaded((previous) => (previous.data ? { ...previous, data: change(previous.data) } : previous));
  }, []);

  return { ...loaded, reload, update };
}
