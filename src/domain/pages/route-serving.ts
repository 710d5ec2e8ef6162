import { ASSESSMENT_TYPES } from '../assessments/assessment-types.ts';
import { assessmentQuestionPath, type PageRoute } from './page-routes.ts';

/**
 * How the server serves a route of the table (page-routes.ts), beyond the module that shows it; the heads the
 * browser applies on navigation read it too (page-heads.ts). Apart from the table, so that the first download of
 * every page, which carries the table for the router, does not carry these.
 */
export type RouteServing = {
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

/** Each route's serving, keyed by its path in the table; a route left out is served by the browser alone. */
const ROUTE_SERVING: Readonly<Record<string, RouteServing>> = {
  '/': { prerender: ['/'] },
  '/assessment/:type/:question?': {
    // Question 1 is the start page (prerendered, listed); the others are one visitor's progress (rendered by the
    // browser, noindex, in no sitemap).
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
  // The frame (heading, the line under it) is the same for everyone and prerendered; the result below it is this
  // browser's, rendered there by the module named for preloading.
  '/results': { prerender: ['/results'], preload: () => ['features/results/result-view.tsx'] },
  '/privacy-policy': { prerender: ['/privacy-policy'] },
  '/terms': { prerender: ['/terms'] },
  // Like the results page: a prerendered frame, and the offer for this browser's result rendered there.
  '/standard-payment': {
    prerender: ['/standard-payment'],
    preload: () => ['features/checkout/payment-offer.tsx'],
  },
  '/payment': { prerender: ['/payment'], preload: () => ['features/checkout/payment-offer.tsx'] },
  '/referral-program': { prerender: ['/referral-program'] },
  '/your-data': { prerender: ['/your-data'] },
  // One visitor's pages, rendered by the browser: shared results, the checkout's return, one order's
  // confirmation (for the visitor who placed it only), the link of every invitation.
};

export function servingOf(route: PageRoute): RouteServing {
  return ROUTE_SERVING[route.path] ?? {};
}

/** Every path the server renders ahead of time, in the table's order. */
export function prerenderedPathsOf(routes: readonly PageRoute[]): string[] {
  return routes.flatMap((route) => servingOf(route).prerender ?? []);
}

/** The paths of the table that have a serving of their own: for the test that keeps the two tables in step. */
export const SERVED_PATHS: readonly string[] = Object.keys(ROUTE_SERVING);
