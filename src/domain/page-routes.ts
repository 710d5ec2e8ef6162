/**
 * Which module of `src/client/` shows which path. The client's router is built from this table, and the server
 * reads it to name the page's lazy chunk in the HTML (a modulepreload), so that the browser fetches it beside the
 * entry script instead of after it. One table, so the two cannot disagree.
 */
export type PageRoute = {
  /** wouter's pattern syntax: `:name` matches one path segment. */
  path: string;
  /** Relative to `src/client/`, as the Vite build manifest names it. */
  module: string;
  props?: Record<string, string>;
};

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'features/home/home-page.tsx' },
  { path: '/assessment/:type', module: 'features/assessment/assessment-page.tsx' },
  { path: '/results', module: 'features/results/results-page.tsx' },
  { path: '/shared-results', module: 'features/shared-results/shared-results-page.tsx' },
  { path: '/privacy-policy', module: 'features/legal/privacy-policy-page.tsx' },
  { path: '/terms', module: 'features/legal/terms-page.tsx' },
  {
    path: '/standard-payment',
    module: 'features/checkout/payment-page.tsx',
    props: { variant: 'standard' },
  },
  { path: '/payment', module: 'features/checkout/payment-page.tsx', props: { variant: 'basic' } },
  { path: '/test-checkout', module: 'features/checkout/test-checkout-page.tsx' },
  { path: '/payment-success', module: 'features/checkout/payment-success-page.tsx' },
  { path: '/referral-program', module: 'features/referrals/referral-program-page.tsx' },
  { path: '/your-data', module: 'features/your-data/your-data-page.tsx' },
];

export const NOT_FOUND_MODULE = 'features/not-found/not-found-page.tsx';

/** The admin area is one module with its own router; no public module imports it. */
export const ADMIN_MODULE = 'features/admin/admin-app.tsx';

export const ADMIN_PATHS = [
  '/admin-login',
  '/health-monitor',
  '/admin/orders',
  '/payment-history',
  '/api-key-manager',
  '/email-debug',
  '/email-diagnostics',
  '/mailgun-test',
  '/test-email-flow',
] as const;

/** The admin paths, and anything else under /admin/, belong to the admin area. */
export function isAdminPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (ADMIN_PATHS as readonly string[]).includes(path) || path.startsWith('/admin/');
}

// wouter's default matcher (regexparam): case-insensitive, a `:name` segment is anything but a slash, one
// optional trailing slash.
const MATCHERS = PAGE_ROUTES.map((route) => ({
  module: route.module,
  pattern: new RegExp(
    `^${route.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+?' : escapeRegExp(segment)))
      .join('/')
      .replace(/\/$/, '')}/?$`,
    'i',
  ),
}));

/** The module the client will show for `pathname` (without the query string). */
export function pageModuleFor(pathname: string): string {
  if (isAdminPath(pathname)) return ADMIN_MODULE;
  return MATCHERS.find((matcher) => matcher.pattern.test(pathname))?.module ?? NOT_FOUND_MODULE;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
