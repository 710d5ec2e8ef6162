import type { FastifyInstance } from 'fastify';

type ThirdPartyTags = { analyticsId: string | undefined; videoAdPixelId: string | undefined };

// Hosts the optional third-party tags need; they are allowed only when the tag is configured.
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};
const TIKTOK_PIXEL = {
  script: ['https://analytics.tiktok.com'],
  connect: ['https://analytics.tiktok.com'],
  img: ['https://analytics.tiktok.com'],
};

/**
 * What the policy allows beyond the site's own files: the third-party tags that are configured, and the inline
 * scripts named by their CSP source (`'sha256-...'`), which are the server's own (the pages' start script).
 */
type PolicyOptions = { isProduction: boolean; tags: ThirdPartyTags; inlineScripts: readonly string[] };

/** The Content-Security-Policy: no inline script but the named ones, no third-party script unless a tag is configured. */
function contentSecurityPolicy({ isProduction, tags, inlineScripts }: PolicyOptions): string {
  const enabled = [
    tags.analyticsId ? GOOGLE_ANALYTICS : undefined,
    tags.videoAdPixelId ? TIKTOK_PIXEL : undefined,
  ].filter((entry) => entry !== undefined);
  const extra = (kind: 'script' | 'connect' | 'img') => enabled.flatMap((entry) => entry[kind]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, ...extra('script')]],
    // Radix primitives set inline style attributes and a scroll-lock <style>; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra('img')]],
    ['connect-src', ["'self'", ...extra('connect')]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // The admin's e-mail preview shows HTML in a sandboxed iframe from srcdoc.
    ['frame-src', ["'self'"]],
  ];
  if (isProduction) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The security headers of every response. They never change while the process runs, so they are computed once:
 * the same headers through @fastify/helmet cost about 45% of a bare route's throughput, this about 15%
 * (docs/decisions/003-precomputed-security-headers.md).
 */
export function securityHeaders(options: PolicyOptions): SecurityHeaders {
  const { isProduction } = options;
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    // Never a path, even to the site itself: some pages carry a one-time token in their URL until they clear it.
    'referrer-policy': 'strict-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // HSTS on plain-http localhost would make browsers refuse the development site later.
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets them on every answer that goes through Fastify's reply (framework-errors.ts covers the ones that do not). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
}
