import { ADMIN_MODULE, isAdminPath, NOT_FOUND_MODULE, PAGE_ROUTES, type PageRoute } from './page-routes.ts';

/**
 * Which route of the table shows a path, as the client's router decides it: for the server (which page's modules
 * and head to send) and for the heads the browser applies on navigation. Apart from the table, so that the first
 * download of every page, which needs the table for its router, does not carry the matching too.
 */
// wouter's default matcher (regexparam): case-insensitive, a `:name` segment is anything but a slash, `:name?`
// may be left out, one optional trailing slash.
const MATCHERS = PAGE_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeRegExp(segment)}`;
      const isOptional = segment.endsWith('?');
      names.push(segment.slice(1, isOptional ? -1 : undefined));
      return isOptional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    })
    .join('')
    .replace(/\/$/, '');
  return { route, names, pattern: new RegExp(`^${source}/?$`, 'i') };
});

/** The route of the table that shows `pathname` (without the query string), with its parameters. */
export function matchRoute(pathname: string): { route: PageRoute; params: Record<string, string> } | null {
  for (const { route, names, pattern } of MATCHERS) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(
      names.flatMap((name, index) => {
        const value = found[index + 1];
        return value === undefined ? [] : [[name, safeDecode(value)]];
      }),
    );
    return { route, params };
  }
  return null;
}

/** The module the client will show for `pathname` (without the query string). */
export function pageModuleFor(pathname: string): string {
  if (isAdminPath(pathname)) return ADMIN_MODULE;
  return MATCHERS.find((matcher) => matcher.pattern.test(pathname))?.route.module ?? NOT_FOUND_MODULE;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
