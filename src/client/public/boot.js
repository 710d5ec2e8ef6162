// Starts the app once the page has painted. Public pages arrive rendered by the server, so the visitor can read
// them before any of this; loading the app (React and the page's modules, named by the server in
// <meta name="app-modules">) after the first paint keeps those downloads from competing with the page itself on a
// slow connection. A page opened in a background tab, which never paints, starts at once.
const modules = document.querySelector('meta[name="app-modules"]')?.getAttribute('content')?.split(' ') ?? [];
const [entry, ...preloads] = modules.filter(Boolean);

// A button pressed before the app has started (the cookie banner's, say) would do nothing: it is held and pressed
// again once the app has taken over the page, when React handles it.
const held = [];
function holdButtonPress(event) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
}
document.addEventListener('click', holdButtonPress, true);

function pressHeldButtons() {
  document.removeEventListener('click', holdButtonPress, true);
  for (const button of held) if (button.isConnected) button.click();
}

function start() {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) import(entry).then(pressHeldButtons, pressHeldButtons);
  else pressHeldButtons();
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
