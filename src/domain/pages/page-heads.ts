import { ASSESSMENT_TYPES, getAssessment } from '../assessments/catalogue.ts';
import { isAdminPath, matchRoute, type PageRoute } from './page-routes.ts';

/**
 * What a page says of itself in its <head>: the browser tab, search results and link previews. Written once
 * here; the server puts it into the page's HTML and the client's router applies it on every navigation.
 */
export type PageHead = {
  /** Without the site's name: `documentTitle` adds it. */
  title: string;
  description: string;
  /**
   * Whether search engines may list the page. Pages that only make sense for one visitor (a result, a payment,
   * a one-time link, the admin area) say `noindex` and stay out of the sitemap.
   */
  isIndexable: boolean;
};

const SITE_DESCRIPTION =
  'Calm, research-based self-assessments of autism, ADHD, sensory processing, dyspraxia and dyslexia traits for adults. Free preliminary insights in minutes; not a diagnosis.';

const PRIVATE = { description: SITE_DESCRIPTION, isIndexable: false } as const;

type HeadOf = PageHead | ((params: Record<string, string>) => PageHead | null);

/**
 * Each route's head, keyed by the path of the route table (page-routes.ts). The server writes it into every page;
 * the browser loads this module for its navigations. A function answers null for parameters the page does not
 * know (an unknown assessment), which makes the path a not-found page.
 */
const PAGE_HEADS: Readonly<Record<string, HeadOf>> = {
  '/': {
    title: 'Adult self-assessments of neurodivergent traits',
    description: SITE_DESCRIPTION,
    isIndexable: true,
  },
  '/assessment/:type/:question?': ({ type, question }) => {
    const assessment = ASSESSMENT_TYPES.find((known) => known === type?.toLowerCase());
    if (!assessment) return null;
    const { name, description, questionCount, duration } = getAssessment(assessment);
    if (question === undefined) {
      return {
        title: name,
        description: `${description} ${questionCount} questions, ${duration}. A free, non-diagnostic self-assessment for adults.`,
        isIndexable: true,
      };
    }
    // Any whole number the assessment has (`/4`, `/04`): the server sends other spellings to the one address.
    const number = /^\d{1,3}$/.test(question) ? Number(question) : 0;
    if (number < 1 || number > questionCount) return null;
    return {
      title: `${name}: question ${number} of ${questionCount}`,
      description,
      isIndexable: false,
    };
  },
  '/results': { title: 'Your Assessment Results', ...PRIVATE },
  // The server writes the summary a link carries into the head (features/pages/shared-result-head.ts); a link
  // that does not decode keeps this head, which asks search engines to leave it out.
  '/shared-results': { title: 'Shared results', ...PRIVATE },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description:
      'What Traitscope keeps about you, why, for how long, and how to see, correct or erase it. Your answers are never sold.',
    isIndexable: true,
  },
  '/terms': {
    title: 'Terms and Conditions',
    description:
      'The terms for using Traitscope: non-diagnostic self-assessments, the Complete Report, payments and refunds.',
    isIndexable: true,
  },
  '/standard-payment': { title: 'Get Your Detailed Report', ...PRIVATE },
  '/payment': { title: 'Get Your Detailed Report', ...PRIVATE },
  '/test-checkout': { title: 'Test Checkout', ...PRIVATE },
  '/payment-success': { title: 'Payment', ...PRIVATE },
  '/orders/:ref': { title: 'Your Order', ...PRIVATE },
  '/referral-program': {
    title: 'Refer Friends Program',
    description:
      'Invite friends to take a free Traitscope self-assessment. When three have completed one, your next Complete Report is free.',
    isIndexable: true,
  },
  '/do-not-invite': { title: 'Do not invite me again', ...PRIVATE },
  '/your-data': {
    title: 'Your data',
    description:
      'See, correct or erase what Traitscope keeps about you: ask for a one-time link to the address you gave us.',
    isIndexable: true,
  },
};

const NOT_FOUND_HEAD: PageHead = {
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you're looking for.",
  isIndexable: false,
};

const ADMIN_HEAD: PageHead = { title: 'Admin', ...PRIVATE };

/**
 * Whether search engines may list a route's paths (a route whose head depends on the path: yes, and its own head
 * says `noindex` where a path is one visitor's, such as an assessment's later questions).
 */
export function isIndexableRoute(route: PageRoute): boolean {
  const head = PAGE_HEADS[route.path];
  return typeof head === 'function' || head?.isIndexable === true;
}

/** What the server and the client's router make of a path (without the query string). */
export type PageMatch =
  | {
      kind: 'page';
      route: PageRoute;
      head: PageHead;
      /**
       * The one address of this page: the route's own spelling, without a trailing slash. The server sends other
       * spellings (`/Terms/`) there, so links, the canonical tag and the prerendered HTML agree.
       */
      canonicalPath: string;
      /** `preload` of the route for this path. */
      preloads: readonly string[];
    }
  | { kind: 'admin'; head: PageHead }
  | { kind: 'not-found'; head: PageHead };

export function matchPage(pathname: string): PageMatch {
  if (isAdminPath(pathname)) return { kind: 'admin', head: ADMIN_HEAD };
  const matched = matchRoute(pathname);
  const headOf = matched ? PAGE_HEADS[matched.route.path] : undefined;
  const head = typeof headOf === 'function' ? headOf(matched?.params ?? {}) : headOf;
  if (!matched || !head) return { kind: 'not-found', head: NOT_FOUND_HEAD };
  const { route, params } = matched;
  const canonicalPath =
    route.canonicalPath?.(params) ??
    route.path.replace(/:(\w+)/g, (_whole, name: string) =>
      encodeURIComponent((params[name] ?? '').toLowerCase()),
    );
  return { kind: 'page', route, head, canonicalPath, preloads: route.preload?.(params) ?? [] };
}
