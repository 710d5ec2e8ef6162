import { ASSESSMENT_TYPES, getAssessment } from '../assessments/catalogue.ts';
import * as englishCatalogue from '../messages/en/catalogue.ts';
import * as englishPages from '../messages/en/pages.ts';
import type { Messages } from '../messages/messages.ts';
import { isAdminPath, type PageRoute } from './page-routes.ts';
import { matchRoute } from './route-match.ts';
import { servingOf } from './route-serving.ts';

/**
 * What a page says of itself in its <head>: the browser tab, search results and link previews. Put to the routes
 * once here, in the words of each language; the server puts it into the page's HTML and the client's router applies
 * it on every navigation.
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

/**
 * The words of the heads in one language: its `pages` messages and its assessments' names and descriptions
 * (domain/messages/<language>/). The server passes each page's language's; the browser its build's.
 */
export type PageWords = Pick<Messages, 'pages' | 'catalogue'>;

type HeadOf = PageHead | ((params: Record<string, string>) => PageHead | null);

/**
 * Each route's head, keyed by the path of the route table (page-routes.ts). The server writes it into every page;
 * the browser loads this module for its navigations. A function answers null for parameters the page does not
 * know (an unknown assessment), which makes the path a not-found page.
 */
function pageHeads(words: PageWords): Readonly<Record<string, HeadOf>> {
  const secret = (title: string): PageHead => ({
    title,
    description: words.pages.siteDescription,
    isIndexable: false,
  });
  return {
    '/': { title: words.pages.homeTitle, description: words.pages.siteDescription, isIndexable: true },
    '/assessment/:type/:question?': ({ type, question }) => {
      const assessment = ASSESSMENT_TYPES.find((known) => known === type?.toLowerCase());
      if (!assessment) return null;
      const { questionCount } = getAssessment(assessment);
      const { name, description, duration } = words.catalogue.assessmentWords[assessment];
      if (question === undefined) {
        return {
          title: name,
          description: words.pages.assessmentDescription({ description, count: questionCount, duration }),
          isIndexable: true,
        };
      }
      // Any whole number the assessment has (`/4`, `/04`): the server sends other spellings to the one address.
      const number = /^\d{1,3}$/.test(question) ? Number(question) : 0;
      if (number < 1 || number > questionCount) return null;
      return {
        title: words.pages.questionTitle({ name, number, total: questionCount }),
        description,
        isIndexable: false,
      };
    },
    '/results': secret(words.pages.resultsTitle),
    // The server writes the summary a link carries into the head (features/pages/shared-result-head.ts); a link
    // that does not decode keeps this head, which asks search engines to leave it out.
    '/shared-results': secret(words.pages.sharedResultsTitle),
    '/privacy-policy': {
      title: words.pages.privacyPolicyTitle,
      description: words.pages.privacyPolicyDescription,
      isIndexable: true,
    },
    '/terms': { title: words.pages.termsTitle, description: words.pages.termsDescription, isIndexable: true },
    '/standard-payment': secret(words.pages.paymentTitle),
    '/payment': secret(words.pages.paymentTitle),
    '/test-checkout': secret(words.pages.testCheckoutTitle),
    '/payment-success': secret(words.pages.paymentSuccessTitle),
    '/orders/:ref': secret(words.pages.orderTitle),
    '/referral-program': {
      title: words.pages.referralTitle,
      description: words.pages.referralDescription,
      isIndexable: true,
    },
    '/do-not-invite': secret(words.pages.doNotInviteTitle),
    '/your-data': {
      title: words.pages.yourDataTitle,
      description: words.pages.yourDataDescription,
      isIndexable: true,
    },
  };
}

/** Each language's table, made once. */
const headsByWords = new WeakMap<PageWords, Readonly<Record<string, HeadOf>>>();
function headsIn(words: PageWords): Readonly<Record<string, HeadOf>> {
  let heads = headsByWords.get(words);
  if (!heads) {
    heads = pageHeads(words);
    headsByWords.set(words, heads);
  }
  return heads;
}

/** The admin area is English, whatever the language (it is served at the root only). */
const ADMIN_HEAD: PageHead = {
  title: 'Admin',
  description: englishPages.siteDescription,
  isIndexable: false,
};

/** The heads in English: what decides whether a route is listed, which is the same in every language. */
const ENGLISH_WORDS: PageWords = { pages: englishPages, catalogue: englishCatalogue };

/**
 * Whether search engines may list a route's paths (a route whose head depends on the path: yes, and its own head
 * says `noindex` where a path is one visitor's, such as an assessment's later questions).
 */
export function isIndexableRoute(route: PageRoute): boolean {
  const head = headsIn(ENGLISH_WORDS)[route.path];
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

/** What a path is, and its head in the words given (the page's language's). */
export function matchPage(pathname: string, words: PageWords): PageMatch {
  if (isAdminPath(pathname)) return { kind: 'admin', head: ADMIN_HEAD };
  const matched = matchRoute(pathname);
  const headOf = matched ? headsIn(words)[matched.route.path] : undefined;
  const head = typeof headOf === 'function' ? headOf(matched?.params ?? {}) : headOf;
  if (!matched || !head) {
    return {
      kind: 'not-found',
      head: {
        title: words.pages.notFoundTitle,
        description: words.pages.notFoundDescription,
        isIndexable: false,
      },
    };
  }
  const { route, params } = matched;
  const serving = servingOf(route);
  const canonicalPath =
    serving.canonicalPath?.(params) ??
    route.path.replace(/:(\w+)/g, (_whole, name: string) =>
      encodeURIComponent((params[name] ?? '').toLowerCase()),
    );
  return { kind: 'page', route, head, canonicalPath, preloads: serving.preload?.(params) ?? [] };
}
