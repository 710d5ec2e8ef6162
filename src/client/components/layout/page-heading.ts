/**
 * The heading a visitor lands on: the element marked `data-page-heading` (an assessment's question, so keys 1 to 5
 * answer at once), else the page's main heading. Only a shown one: while the next page loads, React keeps the
 * previous one in the page, hidden.
 */
function pageHeading(): HTMLElement | null {
  const isShown = (element: HTMLElement) => element.getClientRects().length > 0;
  const shown = (selector: string) =>
    Array.from(document.querySelectorAll<HTMLElement>(selector)).find(isShown) ?? null;
  return shown('[data-page-heading]') ?? shown('main h1');
}

/**
 * Moves focus to the page's heading, so a screen reader announces the page and the next Tab starts from there.
 * False when the page has none (yet).
 */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return document.activeElement === heading;
}

/** Longest wait for a lazily loaded page to show its heading. */
const HEADING_WAIT_MS = 5000;

/** `focusPageHeading` once the page shows a heading (it may be loading); the returned function stops waiting. */
export function focusPageHeadingWhenShown(): () => void {
  if (focusPageHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusPageHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
