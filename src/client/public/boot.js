// Starts the app once the page has painted. Public pages arrive rendered by the server, so the visitor can read
// them before any of this; loading the app (React and the page's modules, named by the server in
// <meta name="app-modules">) after the first paint keeps those downloads from competing with the page itself on a
// slow connection. A page opened in a background tab, which never paints, starts at once.
const modules = document.querySelector('meta[name="app-modules"]')?.getAttribute('content')?.split(' ') ?? [];
const [entry, ...preloads] = modules.filter(Boolean);

function start() {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) import(entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
