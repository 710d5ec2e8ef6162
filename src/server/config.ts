import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SNAPSHOT_POLICY, type SnapshotPolicy } from '../domain/comparison/snapshot-policy.ts';
import { COMPARISON_REFRESH_MS } from '../domain/comparison/taker-comparison.ts';
import {
  type Language,
  OFFERED_LANGUAGES,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../domain/locale/languages.ts';
import { DEFAULT_RETENTION, type RetentionPeriods } from '../domain/your-data/retention.ts';
import { defaultPoolSize } from './db/pool-size.ts';
import { OWNER_ONLY_DIR_MODE } from './lib/owner-only-files.ts';
import { staffPasswordProblem } from './lib/password-policy.ts';
import { DEFAULT_OUTBOX_TIMING, type OutboxTiming } from './outbox/timing.ts';
import { readSecretFiles } from './secret-files.ts';

// The one place that reads process.env (and the files its `_FILE` variables name, src/server/secret-files.ts).
// Everything else receives a parsed Config.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Rendering the audhd report takes about half a second of pure CPU, in a worker thread so that it never stalls the
 * requests the server answers meanwhile (decision 008). One worker whatever the cores: the outbox sends one message
 * at a time, so a second worker only ever held a second copy of react-pdf and the fonts (about 90 MB) beside the
 * first, which put an instance of more than two cores over its memory budget (decision 048).
 */
const DEFAULT_REPORT_WORKERS = 1;

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .superRefine((password, context) => {
        const problem = staffPasswordProblem(password);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  // Unset means: required in production, optional elsewhere (tests and local runs sign in with a password alone).
  ADMIN_REQUIRE_2FA: z.stringbool().optional(),
  SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  MAILGUN_API_KEY: optionalString,
  MAILGUN_DOMAIN: optionalString,
  MAILGUN_REGION: z.enum(['eu', 'us']).default('eu'),
  MAILGUN_WEBHOOK_SIGNING_KEY: optionalString,
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  EMAIL_FROM: z.email().default('reports@localhost'),
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  // Named, a provider wins over the keys present; `none` is off, said at start (decision 033).
  PAYMENTS_PROVIDER: optionalString.pipe(z.enum(['stripe', 'test', 'none']).optional()),
  EMAIL_PROVIDER: optionalString.pipe(z.enum(['mailgun', 'smtp', 'capture', 'none']).optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  // A rate-limit count waits this long for Redis, then counts on this instance (docs/decisions/034-redis-deadline-and-fallback.md).
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  FREE_ORDER_CODE: optionalString,
  // How far the free code reaches (docs/decisions/029-report-mailbox-budget.md): a use limit always, an expiry if set.
  FREE_ORDER_CODE_MAX_USES: z.coerce.number().int().min(1).max(1_000_000).default(100),
  FREE_ORDER_CODE_EXPIRES: optionalString.pipe(
    z.iso.date({ message: 'must be a date such as 2026-12-31 (the last day the code works)' }).optional(),
  ),
  // Every report e-mail to one mailbox, whatever paid for it, in any 24 hours.
  REPORT_EMAILS_PER_MAILBOX_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(3),
  // Reports that cost nothing (free orders, test-provider checkouts) per visitor and per address block a day.
  FREE_ORDERS_PER_VISITOR_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(3),
  FREE_ORDERS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Wrong discount codes per visitor and per address block an hour.
  DISCOUNT_CODE_GUESSES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ANALYTICS_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics measurement id such as G-ABC123')
      .optional(),
  ),
  VIDEO_AD_PIXEL_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{6,32}$/, 'must be a TikTok pixel id (capital letters and digits)')
      .optional(),
  ),
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(DEFAULT_RETENTION.answersMonths),
  CAPTURED_EMAIL_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION.capturedEmailDays),
  NOT_FOUND_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_RETENTION.notFoundLogDays),
  COMPARISON_REFRESH_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .default(COMPARISON_REFRESH_MS / 1000),
  // The least time between two comparison snapshots, and how far back the counted results must reach
  // (docs/decisions/028-private-comparison.md). Tests set 0 so a journey sees a snapshot of what it stored.
  COMPARISON_SNAPSHOT_GAP_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60 * 60)
    .default(DEFAULT_SNAPSHOT_POLICY.minGapMs / 1000),
  COMPARISON_MIN_SPAN_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60 * 60)
    .default(DEFAULT_SNAPSHOT_POLICY.minSpanMs / 1000),
  TRUST_PROXY: optionalString.transform((value, context) => parseTrustProxy(value, context)),
  // Unset means: 5 s in production (a load balancer's probe interval or two), none elsewhere.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  // Connections each instance keeps at most; the sum over instances must stay under PostgreSQL's max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(defaultPoolSize()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  // The commit this build came from, for traitscope_build_info; the image takes it as a build argument.
  GIT_COMMIT: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{7,40}$/i, 'must be a commit hash (7 to 40 hexadecimal digits)')
      .optional(),
  ),
  // Each report worker holds react-pdf and the fonts (docs/operations.md, Memory).
  REPORT_RENDER_WORKERS: z.coerce.number().int().min(1).max(8).default(DEFAULT_REPORT_WORKERS),
  REPORT_WORKER_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .default(60),
  // Decision 049: a killed instance's mail is taken over after the lease; a refused message is tried again after
  // the first retry's delay, doubling each time. Shorter suits a small site; longer spares a struggling provider.
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(DEFAULT_OUTBOX_TIMING.leaseSeconds),
  OUTBOX_FIRST_RETRY_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(3600)
    .default(DEFAULT_OUTBOX_TIMING.firstRetrySeconds),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Languages served before they are complete, to read and test them: never linked, never listed (decision 060).
  PREVIEW_LANGUAGES: z
    .string()
    .trim()
    .default('')
    .transform((value) => (value === '' ? [] : value.split(',').map((language) => language.trim())))
    .pipe(
      z.array(
        z.enum(TRANSLATED_LANGUAGES, {
          message: `must be a comma-separated list of ${TRANSLATED_LANGUAGES.join(', ')}`,
        }),
      ),
    ),
});

/** Every variable the server reads; .env.example and the README list each (tests/docs/configuration.test.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: {
    username: string | undefined;
    password: string | undefined;
    email: string | undefined;
    /** Every admin must sign in with an authenticator app's code too; one without it must set it up first. */
    requireTwoStep: boolean;
  };
  secretKey: string;
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  mailgun: {
    apiKey: string | undefined;
    domain: string | undefined;
    region: 'eu' | 'us';
    /** Checks the signature of Mailgun's bounce and complaint webhooks; without it they are refused. */
    webhookSigningKey: string | undefined;
  };
  smtpUrl: string | undefined;
  emailFrom: string;
  supportEmail: string;
  paymentsProvider: 'stripe' | 'test' | 'none';
  emailProvider: 'mailgun' | 'smtp' | 'capture' | 'none';
  rateLimitPerMinute: number;
  redisUrl: string | undefined;
  /** How long a Redis command may take before the rate limits count on this instance alone. */
  redisCommandTimeoutMs: number;
  /** FREE_ORDER_CODE, worth 100%, with its use limit and (when set) the moment it stops working. */
  freeOrderCode: FreeOrderCode | undefined;
  /** Caps on report e-mails and on reports that cost nothing (docs/decisions/029-report-mailbox-budget.md). */
  reportLimits: ReportLimits;
  analyticsId: string | undefined;
  videoAdPixelId: string | undefined;
  /** How long personal data is kept; the privacy policy shows these numbers. */
  retention: RetentionPeriods;
  comparison: {
    /** How long an instance keeps the comparison's snapshot before it reads the latest again. */
    refreshMs: number;
    /** When a new snapshot is taken. */
    policy: SnapshotPolicy;
  };
  /**
   * Behind a load balancer, take the client address from X-Forwarded-For (rate limits use it): false, how many
   * proxy hops to trust, or which proxy addresses and CIDRs; never every hop.
   */
  trustProxy: false | number | string[];
  /** SIGTERM: not ready for `readyDelayMs` while still serving, then at most `timeoutMs` for work in flight. */
  shutdown: { readyDelayMs: number; timeoutMs: number };
  /** A statement that runs longer is cancelled; a request waits this long at most for a pooled connection. */
  databaseTimeouts: { statementMs: number; poolMs: number };
  /** PostgreSQL connections this instance opens at most (docs/operations.md, Many instances). */
  databasePoolSize: number;
  /** GET /metrics answers only with `Authorization: Bearer <this>`; unset, the route is off. */
  metricsToken: string | undefined;
  /** GIT_COMMIT, or `unknown`: shown by traitscope_build_info. */
  gitCommit: string;
  /** Report PDFs render in up to `size` worker threads; one idle for `idleMs` ends and frees its memory. */
  reportRender: { size: number; idleMs: number };
  outboxTiming: OutboxTiming;
  logLevel: string;
  /**
   * The languages a visitor can choose: every page, e-mail and report is complete in each (`OFFERED_LANGUAGES`).
   * A setting only so that the tests can offer fewer and try a preview while every language is offered.
   */
  offeredLanguages: readonly Language[];
  /** Languages served at /<language>/ although not yet offered: marked noindex, linked from nowhere (decision 060). */
  previewLanguages: readonly TranslatedLanguage[];
};

export type FreeOrderCode = { code: string; maxUses: number; expiresAt: Date | undefined };

export type ReportLimits = {
  /** Report e-mails to one mailbox (first sends and resends, paid, free or test) in any 24 hours. */
  emailsPerMailboxPerDay: number;
  /** Free orders and test-provider checkouts per visitor, and per address block, a day. */
  freePerVisitorPerDay: number;
  freePerAddressPerDay: number;
  /** Wrong discount codes per visitor, and per address block, an hour. */
  wrongCodesPerHour: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment into a Config. Pure: `loadConfig` first reads the secrets that `_FILE` variables name and
 * resolves SECRET_KEY. Throws a ConfigError naming every bad variable at once.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];

  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME)
    problems.push('ADMIN_USERNAME: required when ADMIN_PASSWORD is set');
  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD: required when ADMIN_USERNAME is set');
  if (e.MAILGUN_API_KEY && !e.MAILGUN_DOMAIN)
    problems.push('MAILGUN_DOMAIN: required when MAILGUN_API_KEY is set');
  // More frequent snapshots would spend more of each taker's privacy (decision 028).
  if (e.NODE_ENV === 'production') problems.push(...comparisonProblems(e));
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  else if (!e.SECRET_KEY) problems.push('SECRET_KEY: missing (resolveSecretKey should have provided one)');

  const paymentsProvider = choosePaymentsProvider(e, problems);
  const emailProvider = chooseEmailProvider(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD,
      email: e.ADMIN_EMAIL,
      requireTwoStep: e.ADMIN_REQUIRE_2FA ?? e.NODE_ENV === 'production',
    },
    secretKey: e.SECRET_KEY as string,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    mailgun: {
      apiKey: e.MAILGUN_API_KEY,
      domain: e.MAILGUN_DOMAIN,
      region: e.MAILGUN_REGION,
      webhookSigningKey: e.MAILGUN_WEBHOOK_SIGNING_KEY,
    },
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    paymentsProvider,
    emailProvider,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    freeOrderCode: e.FREE_ORDER_CODE
      ? {
          code: e.FREE_ORDER_CODE,
          maxUses: e.FREE_ORDER_CODE_MAX_USES,
          // The date is the last day the code works, to its end in UTC.
          expiresAt: e.FREE_ORDER_CODE_EXPIRES
            ? new Date(`${e.FREE_ORDER_CODE_EXPIRES}T23:59:59.999Z`)
            : undefined,
        }
      : undefined,
    reportLimits: {
      emailsPerMailboxPerDay: e.REPORT_EMAILS_PER_MAILBOX_PER_DAY,
      freePerVisitorPerDay: e.FREE_ORDERS_PER_VISITOR_PER_DAY,
      freePerAddressPerDay: e.FREE_ORDERS_PER_ADDRESS_PER_DAY,
      wrongCodesPerHour: e.DISCOUNT_CODE_GUESSES_PER_HOUR,
    },
    analyticsId: e.ANALYTICS_ID,
    videoAdPixelId: e.VIDEO_AD_PIXEL_ID,
    retention: {
      answersMonths: e.RETENTION_MONTHS,
      capturedEmailDays: e.CAPTURED_EMAIL_RETENTION_DAYS,
      notFoundLogDays: e.NOT_FOUND_LOG_RETENTION_DAYS,
    },
    comparison: {
      refreshMs: e.COMPARISON_REFRESH_SECONDS * 1000,
      policy: {
        ...DEFAULT_SNAPSHOT_POLICY,
        minGapMs: e.COMPARISON_SNAPSHOT_GAP_SECONDS * 1000,
        minSpanMs: e.COMPARISON_MIN_SPAN_SECONDS * 1000,
      },
    },
    trustProxy: e.TRUST_PROXY,
    reportRender: { size: e.REPORT_RENDER_WORKERS, idleMs: e.REPORT_WORKER_IDLE_SECONDS * 1000 },
    outboxTiming: { leaseSeconds: e.OUTBOX_LEASE_SECONDS, firstRetrySeconds: e.OUTBOX_FIRST_RETRY_SECONDS },
    shutdown: {
      readyDelayMs: (e.SHUTDOWN_DELAY_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
      timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    },
    databaseTimeouts: { statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, poolMs: e.DATABASE_POOL_TIMEOUT_MS },
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metricsToken: e.METRICS_TOKEN,
    gitCommit: e.GIT_COMMIT ?? 'unknown',
    logLevel: e.LOG_LEVEL,
    offeredLanguages: OFFERED_LANGUAGES,
    previewLanguages: e.PREVIEW_LANGUAGES,
  };
}

type ParsedEnv = z.output<typeof envSchema>;

/** Production may only make the comparison's snapshots rarer and its pool older than the defaults. */
function comparisonProblems(e: ParsedEnv): string[] {
  const floors: [keyof ParsedEnv & string, number][] = [
    ['COMPARISON_REFRESH_SECONDS', COMPARISON_REFRESH_MS / 1000],
    ['COMPARISON_SNAPSHOT_GAP_SECONDS', DEFAULT_SNAPSHOT_POLICY.minGapMs / 1000],
    ['COMPARISON_MIN_SPAN_SECONDS', DEFAULT_SNAPSHOT_POLICY.minSpanMs / 1000],
  ];
  return floors
    .filter(([name, least]) => Number(e[name]) < least)
    .map(([name, least]) => `${name}: must be at least ${least} in production`);
}

/**
 * What production cannot guess: a key generated per instance would make instances refuse each other's cookies and
 * anti-forgery tokens, a made-up address would put dead links in every e-mail and checkout, and a @localhost
 * address is one nobody can write to (SUPPORT_EMAIL, shown as the contact for support and privacy rights) or
 * that receiving servers refuse (EMAIL_FROM). Decision 033.
 */
function productionProblems(e: ParsedEnv): string[] {
  const problems: string[] = [];
  if (!e.SECRET_KEY) {
    problems.push(
      'SECRET_KEY: required in production, the same in every instance (at least 32 characters, for example ' +
        'from `openssl rand -base64 48`)',
    );
  }
  if (!e.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      `PUBLIC_URL: required in production, the site's https:// address (${e.PUBLIC_URL ? `not ${e.PUBLIC_URL}` : 'unset'})`,
    );
  }
  if (isLocalhostAddress(e.EMAIL_FROM)) {
    problems.push(
      `EMAIL_FROM: required in production (not ${e.EMAIL_FROM}): receiving servers refuse or bin mail from ` +
        'localhost. Set an address of the domain your e-mail provider sends for',
    );
  }
  if (isLocalhostAddress(e.SUPPORT_EMAIL)) {
    problems.push(
      `SUPPORT_EMAIL: required in production (not ${e.SUPPORT_EMAIL}): the site shows it as the contact for ` +
        'support and privacy rights, so it must be an address someone reads',
    );
  }
  return problems;
}

function isLocalhostAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'localhost' || domain.endsWith('.localhost');
}

// proxy-addr's names for whole private ranges, which Fastify's trustProxy accepts besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: a hop count (`1` behind one reverse proxy) or a comma-separated list of proxy addresses, CIDRs
 * and range names. `true` means the one proxy in front, never every hop: with every hop trusted, a made-up first
 * X-Forwarded-For address would become the client's and escape the per-address limit.
 */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): false | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message:
        `must be false, true (one proxy), a hop count or a comma-separated list of proxy addresses or CIDRs; ` +
        `not understood: ${bad.join(', ')}`,
    });
  }
  return entries;
}

/**
 * What the server should say at start about a configuration it accepts but that leaves a door open. A hop count
 * trusts X-Forwarded-For from whoever connects, so on an address others can reach, a client talking straight to
 * the app makes up its own address and escapes the per-address limits: list the proxy instead, or let only the
 * proxy reach the port (docs/operations.md, Behind a proxy). In production, a stand-in or no provider named on
 * purpose starts, but is said at every start (decision 033).
 */
export function configWarnings(
  config: Pick<Config, 'trustProxy' | 'host' | 'env' | 'paymentsProvider' | 'emailProvider'>,
): string[] {
  const warnings: string[] = [];
  if (typeof config.trustProxy === 'number' && !isLoopbackHost(config.host)) {
    warnings.push(
      `TRUST_PROXY=${config.trustProxy} trusts X-Forwarded-For from whoever connects, and HOST=${config.host} ` +
        'lets clients connect without the proxy: they can make up their address and escape the per-address ' +
        "rate limits. Set TRUST_PROXY to the proxy's addresses or ranges (for example 10.0.0.0/8) instead of a " +
        'hop count, and let only the proxy reach this port.',
    );
  }
  if (config.env === 'production') {
    const payments = PRODUCTION_PAYMENTS_WARNINGS[config.paymentsProvider];
    const email = PRODUCTION_EMAIL_WARNINGS[config.emailProvider];
    if (payments) warnings.push(payments);
    if (email) warnings.push(email);
  }
  return warnings;
}

const PRODUCTION_PAYMENTS_WARNINGS: Record<Config['paymentsProvider'], string | undefined> = {
  stripe: undefined,
  test:
    'PAYMENTS_PROVIDER=test in production: every checkout succeeds without a payment, so anyone can have the ' +
    'Complete Report free. Set STRIPE_SECRET_KEY for real payments, or PAYMENTS_PROVIDER=none to sell nothing.',
  none:
    'PAYMENTS_PROVIDER=none: nothing can be bought; checkout answers that payments are not available. ' +
    'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell the Complete Report.',
};

const PRODUCTION_EMAIL_WARNINGS: Record<Config['emailProvider'], string | undefined> = {
  mailgun: undefined,
  smtp: undefined,
  capture:
    'EMAIL_PROVIDER=capture in production: no e-mail leaves the server. Reports, privacy links and ' +
    'notifications stay in the capture mailbox (the admin E-mail Debug page). Set MAILGUN_API_KEY and ' +
    'MAILGUN_DOMAIN, or SMTP_URL, to deliver them.',
  none:
    'EMAIL_PROVIDER=none: no e-mail is sent or kept, so no report, privacy link or notification reaches ' +
    'anyone. Set MAILGUN_API_KEY and MAILGUN_DOMAIN, or SMTP_URL.',
};

function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  return address === 'localhost' || address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// In production the offline stand-ins (test payments, capture mailbox) only run when asked for by name, so a
// missing key can never silently turn real sales into fake ones; and with no key and no name it refuses to start
// rather than run a shop that cannot sell or deliver (decision 033).
function choosePaymentsProvider(e: ParsedEnv, problems: string[]): Config['paymentsProvider'] {
  if (e.PAYMENTS_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER=stripe');
  }
  if (e.PAYMENTS_PROVIDER) return e.PAYMENTS_PROVIDER;
  if (e.STRIPE_SECRET_KEY) return 'stripe';
  if (e.NODE_ENV !== 'production') return 'test';
  problems.push(
    'PAYMENTS_PROVIDER: production has no payment provider. Set STRIPE_SECRET_KEY for real payments, or name ' +
      'the choice: PAYMENTS_PROVIDER=none (nothing can be bought) or PAYMENTS_PROVIDER=test (every checkout ' +
      'succeeds without a payment)',
  );
  return 'none';
}

function chooseEmailProvider(e: ParsedEnv, problems: string[]): Config['emailProvider'] {
  if (e.EMAIL_PROVIDER === 'mailgun' && !e.MAILGUN_API_KEY) {
    problems.push('MAILGUN_API_KEY: required when EMAIL_PROVIDER=mailgun');
  }
  if (e.EMAIL_PROVIDER === 'smtp' && !e.SMTP_URL)
    problems.push('SMTP_URL: required when EMAIL_PROVIDER=smtp');
  if (e.EMAIL_PROVIDER) return e.EMAIL_PROVIDER;
  if (e.MAILGUN_API_KEY) return 'mailgun';
  if (e.SMTP_URL) return 'smtp';
  if (e.NODE_ENV !== 'production') return 'capture';
  problems.push(
    'EMAIL_PROVIDER: production has no e-mail provider. Set MAILGUN_API_KEY and MAILGUN_DOMAIN, or SMTP_URL, or ' +
      'name the choice: EMAIL_PROVIDER=capture (messages stay in the admin area) or EMAIL_PROVIDER=none',
  );
  return 'none';
}

export const SECRET_FILE = 'secret-key';

/**
 * SECRET_KEY from the environment, or (outside production) one generated once and kept in DATA_DIR so that signed
 * cookies and encrypted keys stay valid across restarts.
 */
export function resolveSecretKey(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (env.SECRET_KEY?.trim() || env.NODE_ENV?.trim() === 'production') return env;
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return { ...env, SECRET_KEY: readFileSync(file, 'utf8').trim() };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return parseConfig(resolveSecretKey(withSecretFiles(env)));
}

/** `env` with the secrets read from the files their `_FILE` variables name; a file that fails stops the start. */
function withSecretFiles(
  env: Record<string, string | undefined>,
  names?: readonly string[],
): Record<string, string | undefined> {
  const read = readSecretFiles(env, names);
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return read.env;
}

/** Only where the database is (`npm run migrate`), so that migrating needs none of the app's other settings. */
export function loadDatabaseConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true })
    .safeParse(withSecretFiles(env, ['DATABASE_URL']));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return { dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL };
}
