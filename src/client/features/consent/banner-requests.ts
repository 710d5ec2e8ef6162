/**
 * The footer's "Cookie settings" button and the banner at the top of the page are far apart in the tree; this is
 * how the button asks the banner to show (again) and take the focus. Each press is a new request, so a press
 * while the banner is already up still moves focus to it.
 */
type Listener = () => void;

let requests = 0;
const listeners = new Set<Listener>();

export function requestBanner(): void {
  requests += 1;
  for (const listener of listeners) listener();
}

export function getBannerRequests(): number {
  return requests;
}

export function subscribeToBannerRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
