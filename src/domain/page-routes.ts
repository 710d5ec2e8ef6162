import { ASSESSMENT_TYPES, getAssessment } from './assessments/catalogue.ts';

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

/**
 * Which module of `src/client/` shows which path, and what the page says of itself. The client's router is built
 * from this table, and the server reads it to name the page's lazy chunk in the HTML (a modulepreload), to write
 * each page's head, the sitemap and robots.txt. One table, so they cannot disagree.
 */
export type PageRoute = {
  /** wouter's pattern syntax: `:name` matches one path segment. */
  path: string;
  /** Relative to `src/client/`, as the Vite build manifest names it. */
  module: string;
  props?: Record<string, string>;
  head: PageHead | ((params: Record<string, string>) => PageHead | null);
  /**
   * The paths the server renders to HTML at start-up: content that is the same for every visitor. A route's own
   * path when it has no parameters; for a pattern, every path it serves.
   */
  prerender?: readonly string[];
  /**
   * Modules the page loads as soon as it renders (relative to `src/client/`, as the build manifest names them).
   * The server names them for preloading too, so that a prerendered page becomes interactive sooner.
   */
  preload?: (params: Record<string, string>) => readonly string[];
};

export const SITE_NAME = 'Traitscope';

const SITE_DESCRIPTION =
  'Calm, research-based self-assessments of autism, ADHD, sensory processing, dyspraxia and dyslexia traits for adults. Free preliminary insights in minutes; not a diagnosis.';

const PRIVATE = { description: SITE_DESCRIPTION, isIndexable: false } as const;

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    module: 'features/home/home-page.tsx',
    head: {
      title: 'Adult self-assessments of neurodivergent traits',
      description: SITE_DESCRIPTION,
      isIndexable: true,
    },
    prerender: ['/'],
  },
  {
    path: '/assessment/:type',
    module: 'features/assessment/assessment-page.tsx',
    head: ({ type }) => {
      const assessment = ASSESSMENT_TYPES.find((known) => known === type?.toLowerCase());
      if (!assessment) return null;
      const { name, description, questionCount, duration } = getAssessment(assessment);
      return {
        title: name,
        description: `${description} ${questionCount} questions, ${duration}. A free, non-diagnostic self-assessment for adults.`,
        isIndexable: true,
      };
    },
    prerender: ASSESSMENT_TYPES.map((type) => `/assessment/${type}`),
    // The questions of the assessment (features/assessment/load-questions.ts).
    preload: ({ type = '' }) => [`../domain/assessments/questions/${type.toLowerCase()}.ts`],
  },
  {
    path: '/results',
    module: 'features/results/results-page.tsx',
    head: { title: 'Your Assessment Results', ...PRIVATE },
  },
  {
    path: '/shared-results',
    module: 'features/shared-results/shared-results-page.tsx',
    // A shared result is one person's: readable by link-preview fetchers, never listed by search engines. The
    // server writes the summary the link carries into the head (page-head.ts).
    head: { title: 'Shared results', ...PRIVATE },
  },
  {
    path: '/privacy-policy',
    module: 'features/legal/privacy-policy-page.tsx',
    head: {
      title: 'Privacy Policy',
      description:
        'What Traitscope keeps about you, why, for how long, and how to see, correct or erase it. Your answers are never sold.',
      isIndexable: true,
    },
    prerender: ['/privacy-policy'],
  },
  {
    path: '/terms',
    module: 'features/legal/terms-page.tsx',
    head: {
      title: 'Terms and Conditions',
      description:
        'The terms for using Traitscope: non-diagnostic self-assessments, the Complete Report, payments and refunds.',
      isIndexable: true,
    },
    prerender: ['/terms'],
  },
  {
    path: '/standard-payment',
    module: 'features/checkout/payment-page.tsx',
    props: { variant: 'standard' },
    head: { title: 'Get Your Detailed Report', ...PRIVATE },
  },
  {
    path: '/payment',
    module: 'features/checkout/payment-page.tsx',
    props: { variant: 'basic' },
    head: { title: 'Get Your Detailed Report', ...PRIVATE },
  },
  {
    path: '/test-checkout',
    module: 'features/checkout/test-checkout-page.tsx',
    head: { title: 'Test Checkout', ...PRIVATE },
  },
  {
    path: '/payment-success',
    module: 'features/checkout/payment-success-page.tsx',
    head: { title: 'Payment', ...PRIVATE },
  },
  {
    path: '/referral-program',
    module: 'features/referrals/referral-program-page.tsx',
    head: {
      title: 'Refer Friends Program',
      description:
        'Invite friends to take a free Traitscope self-assessment. When three have completed one, your next Complete Report is free.',
      isIndexable: true,
    },
    prerender: ['/referral-program'],
  },
  {
    path: '/your-data',
    module: 'features/your-data/your-data-page.tsx',
    head: {
      title: 'Your data',
      description:
        'See, correct or erase what Traitscope keeps about you: ask for a one-time link to the address you gave us.',
      isIndexable: true,
    },
    prerender: ['/your-data'],
  },
];

const NOT_FOUND_HEAD: PageHead = {
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you're looking for.",
  isIndexable: false,
};

const ADMIN_HEAD: PageHead = { title: 'Admin', ...PRIVATE };

/** `Terms and Conditions | Traitscope`: the one format of every page's title. */
export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
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

// wouter's default matcher (regexparam): case-insensitive, a `:name` segment is anything but a slash, one
// optional trailing slash.
const MATCHERS = PAGE_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+?)';
    })
    .join('/')
    .replace(/\/$/, '');
  return { route, names, pattern: new RegExp(`^${source}/?$`, 'i') };
});

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
  for (const { route, names, pattern } of MATCHERS) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, safeDecode(found[index + 1] ?? '')]));
    const head = typeof route.head === 'function' ? route.head(params) : route.head;
    if (!head) return { kind: 'not-found', head: NOT_FOUND_HEAD };
    const canonicalPath = route.path.replace(/:(\w+)/g, (_whole, name: string) =>
      encodeURIComponent((params[name] ?? '').toLowerCase()),
    );
    return { kind: 'page', route, head, canonicalPath, preloads: route.preload?.(params) ?? [] };
  }
  return { kind: 'not-found', head: NOT_FOUND_HEAD };
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
