import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * false while React adopts the server's prerendered HTML (and on the server itself), true from the next render
 * on, and at once on a page the browser renders alone. What only this browser knows (saved answers, a consent
 * choice, a link's fragment) waits for it, so the first render matches the server's HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
