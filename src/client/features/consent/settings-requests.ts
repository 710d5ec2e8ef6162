/**
 * The footer's "Cookie settings" button and the cookie component at the top of the page are far apart in the tree;
 * this is how the button asks for the settings dialog. The dialog opens over the page where the reader is, and
 * each press is a new request, so a press opens it again after it was closed.
 */
type Listener = () => void;

let requests = 0;
const listeners = new Set<Listener>();

export function requestSettings(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

export function getSettingsRequests(): number {
  return requests;
}

export function subscribeToSettingsRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
