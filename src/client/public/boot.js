// Written by the server into the <head> of every page (src/server/features/pages/boot-script.ts), so it runs before
// the body is parsed, and so before the first paint, without a request of its own. It does two things.

// 1. The visitor's reading preferences (features/reading-preferences/), applied before anything is painted so
// nothing flashes: each stored choice becomes a data-pref-<name> attribute on <html> that the stylesheet reads.
// The values are copied as they are: one the stylesheet does not know changes nothing, and the panel drops it the
// next time it saves. Only short lowercase words are copied, so no attribute can be named or filled at will.
(() => {
  try {
    const stored = JSON.parse(localStorage.getItem('reading-preferences') ?? '{}');
    for (const [name, value] of Object.entries(stored ?? {})) {
      if (/^[a-z-]{1,16}$/.test(name) && typeof value === 'string' && /^[a-z0-9]{1,16}$/.test(value)) {
        document.documentElement.setAttribute(`data-pref-${name}`, value);
      }
    }
  } catch {
    // No storage, or nothing readable in it: the page keeps its defaults.
  }
})();

// 2. Prerendered pages only (they name the app's modules in <meta name="app-modules">): start the app once the
// page has painted. Public pages arrive rendered by the server, so the visitor can read
// them before any of this; loading the app (React and the page's modules, named by the server in
// <meta name="app-modules">) after the first paint keeps those downloads from competing with the page itself on a
// slow connection. A page opened in a background tab, which never paints, starts at once.
(() => {
  const modulesMeta = document.querySelector('meta[name="app-modules"]');
  if (!modulesMeta) return;
  const modules = modulesMeta.getAttribute('content')?.split(' ') ?? [];
  const [entry, ...preloads] = modules.filter(Boolean);

  // A press that lands before the app has taken the page over would be lost: a button does nothing until then, and
  // a link pressed while React is adopting the page can fall between the two. Such a press is held and made again
  // once the app says it is live (shell/app-layout.tsx). Until the app has started, links still work
  // as plain links; buttons are held from the start.
  let phase = 'waiting';
  const held = [];
  /** Longest wait for the app to say it is live before held presses are made anyway. */
  const LIVE_TIMEOUT_MS = 10000;

  function holdPress(event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    const target = event.target.closest(phase === 'starting' ? 'a[href], button' : 'button');
    if (!target || target.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  }
  document.addEventListener('click', holdPress, true);

  function goLive() {
    if (phase === 'live') return;
    phase = 'live';
    document.removeEventListener('click', holdPress, true);
    for (const target of held) if (target.isConnected) target.click();
  }
  window.addEventListener('app-live', goLive, { once: true });

  function start() {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (!entry) return goLive();
    import(entry).then(() => {
      if (phase === 'waiting') phase = 'starting';
      setTimeout(goLive, LIVE_TIMEOUT_MS);
    }, goLive);
  }

  if (document.visibilityState === 'hidden') start();
  else afterFirstPaint(start);
})();

/**
 * Calls `callback` once the browser reports the first contentful paint. A frame's callbacks (requestAnimationFrame
 * and a task after it) run before that frame is on the screen, and on a slow phone the screen can take 50 ms more:
 * downloads started then still compete with the paint. Browsers without paint timing start after the next frame;
 * a page that never reports one (nothing contentful in it) starts after a few seconds anyway.
 */
function afterFirstPaint(callback) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback, 0));
    return;
  }
  let isCalled = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) call();
  });
  function call() {
    if (isCalled) return;
    isCalled = true;
    observer.disconnect();
    callback();
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(call, 3000);
}
