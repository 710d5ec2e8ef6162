/**
 * Which module of `src/client/` shows which path. The client's router is built from this table, and the server
 * reads it to name the page's modules in the HTML. Beside it, keyed by the same paths and out of every page's first
 * download: how the server serves each route (route-serving.ts: what it prerenders, preloads, calls canonical) and
 * what each page says of itself (page-heads.ts), which the browser needs only on navigation.
 */
export type PageRoute = {
  /** wouter's pattern syntax: `:name` matches one path segment, `:name?` one or none (at the end only). */
  path: string;
  /** Relative to `src/client/`, as the Vite build manifest names it. */
  module: string;
  props?: Record<string, string>;
};

export const SITE_NAME = 'Traitscope';

/** `Terms and Conditions | Traitscope`: the one format of every page's title. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'features/home/home-page.tsx' },
  // Each question has its own address, so the browser's Back and Forward move between questions: question 1 is
  // the start page, `/assessment/asd/4` the fourth. One route for both, so moving between them keeps the page.
  { path: '/assessment/:type/:question?', module: 'features/assessments/assessment-page.tsx' },
  { path: '/results', module: 'features/results/results-page.tsx' },
  { path: '/shared-results', module: 'features/shared-results/shared-results-page.tsx' },
  { path: '/privacy-policy', module: 'features/legal/privacy-policy-page.tsx' },
  { path: '/terms', module: 'features/legal/terms-page.tsx' },
  { path: '/standard-payment', module: 'features/checkout/payment-page.tsx', props: { variant: 'standard' } },
  { path: '/payment', module: 'features/checkout/payment-page.tsx', props: { variant: 'basic' } },
  { path: '/test-checkout', module: 'features/checkout/test-checkout-page.tsx' },
  { path: '/payment-success', module: 'features/checkout/payment-success-page.tsx' },
  { path: '/orders/:ref', module: 'features/checkout/order-confirmation-page.tsx' },
  { path: '/referral-program', module: 'features/referrals/referral-program-page.tsx' },
  { path: '/your-data', module: 'features/your-data/your-data-page.tsx' },
  { path: '/do-not-invite', module: 'features/do-not-invite/do-not-invite-page.tsx' },
];

/** The address of question `number` (1-based) of an assessment: question 1 is the assessment's start page. */
export function assessmentQuestionPath(type: string, number: number): string {
  return number <= 1 ? `/assessment/${type}` : `/assessment/${type}/${number}`;
}

/**
 * The results page of a stored result. `askContext`: straight after the assessment, so the page asks the three
 * optional context questions first when the result has no answers to them (features/results/result-view.tsx).
 */
export function resultsPath(resultId: number, { askContext = false } = {}): string {
  return `/results?assessmentResultId=${resultId}${askContext ? `&${ASK_CONTEXT_PARAM}=ask` : ''}`;
}

export const ASK_CONTEXT_PARAM = 'context';

/** The question number a question address names, or null for anything but a whole number from 1 without zeros in front. */
export function parseQuestionNumber(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d{0,2}$/.test(segment) ? Number(segment) : null;
}

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
