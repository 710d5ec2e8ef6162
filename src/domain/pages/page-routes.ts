import { ASSESSMENT_TYPES } from '../assessments/assessment-types.ts';

/**
 * Which module of `src/client/` shows which path. The client's router is built from this table, and the server
 * reads it to name the page's modules in the HTML, to prerender pages and to write the sitemap and robots.txt.
 * What each page says of itself (its head) stands beside it in page-heads.ts, keyed by the same paths: the
 * browser needs those words only on navigation, so they stay out of every page's first download.
 */
export type PageRoute = {
  /** wouter's pattern syntax: `:name` matches one path segment, `:name?` one or none (at the end only). */
  path: string;
  /** Relative to `src/client/`, as the Vite build manifest names it. */
  module: string;
  props?: Record<string, string>;
  /**
   * The paths the server renders to HTML at start-up: content that is the same for every visitor. A route's own
   * path when it has no parameters; for a pattern, every path it serves.
   */
  prerender?: readonly string[];
  /**
   * Modules the page loads as soon as it renders (relative to `src/client/`, as the build manifest names them;
   * `BUILD_LANGUAGE_TOKEN` stands for the language of the build). The server names them for preloading too, so
   * that a prerendered page becomes interactive sooner.
   */
  preload?: (params: Record<string, string>) => readonly string[];
  /**
   * The one address of a path of this route, when it is not the route's own spelling in lower case (question 1
   * of an assessment is its start page). The server sends every other spelling there.
   */
  canonicalPath?: (params: Record<string, string>) => string;
};

/** In a module a route preloads, the language of the build serving the page (`de`, or `en` for English). */
export const BUILD_LANGUAGE_TOKEN = '[language]';

export const SITE_NAME = 'Traitscope';

/** `Terms and Conditions | Traitscope`: the one format of every page's title. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'features/home/home-page.tsx', prerender: ['/'] },
  {
    // Each question has its own address, so the browser's Back and Forward move between questions: question 1 is
    // the start page (prerendered, listed), `/assessment/asd/4` the fourth (one visitor's progress: rendered by
    // the browser, noindex, in no sitemap). One route for both, so moving between them keeps the page.
    path: '/assessment/:type/:question?',
    module: 'features/assessments/assessment-page.tsx',
    prerender: ASSESSMENT_TYPES.map((type) => `/assessment/${type}`),
    canonicalPath: ({ type = '', question }) =>
      assessmentQuestionPath(type.toLowerCase(), question === undefined ? 1 : Number(question)),
    // The questions of the assessment and, in another language's build, their translations
    // (features/assessments/load-questions.ts; the English build has no such module, and nothing is preloaded).
    preload: ({ type = '' }) => [
      `../domain/assessments/questions/${type.toLowerCase()}.ts`,
      `../domain/assessments/translations/texts/${BUILD_LANGUAGE_TOKEN}/${type.toLowerCase()}.ts`,
    ],
  },
  {
    // The frame (heading, the line under it) is the same for everyone and prerendered; the result below it is
    // this browser's, rendered there by the module named for preloading.
    path: '/results',
    module: 'features/results/results-page.tsx',
    prerender: ['/results'],
    preload: () => ['features/results/result-view.tsx'],
  },
  { path: '/shared-results', module: 'features/shared-results/shared-results-page.tsx' },
  {
    path: '/privacy-policy',
    module: 'features/legal/privacy-policy-page.tsx',
    prerender: ['/privacy-policy'],
  },
  { path: '/terms', module: 'features/legal/terms-page.tsx', prerender: ['/terms'] },
  // Like the results page: a prerendered frame, and the offer for this browser's result rendered there.
  {
    path: '/standard-payment',
    module: 'features/checkout/payment-page.tsx',
    props: { variant: 'standard' },
    prerender: ['/standard-payment'],
    preload: () => ['features/checkout/payment-offer.tsx'],
  },
  {
    path: '/payment',
    module: 'features/checkout/payment-page.tsx',
    props: { variant: 'basic' },
    prerender: ['/payment'],
    preload: () => ['features/checkout/payment-offer.tsx'],
  },
  { path: '/test-checkout', module: 'features/checkout/test-checkout-page.tsx' },
  { path: '/payment-success', module: 'features/checkout/payment-success-page.tsx' },
  // One order's confirmation, for the visitor who placed it only: rendered by the browser, never prerendered.
  { path: '/orders/:ref', module: 'features/checkout/order-confirmation-page.tsx' },
  {
    path: '/referral-program',
    module: 'features/referrals/referral-program-page.tsx',
    prerender: ['/referral-program'],
  },
  { path: '/your-data', module: 'features/your-data/your-data-page.tsx', prerender: ['/your-data'] },
  // The link of every invitation and its List-Unsubscribe address; one visitor's, so rendered by the browser.
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
