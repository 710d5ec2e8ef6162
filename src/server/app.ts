import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Language } from '../domain/locale/languages.ts';
import type { SiteConfig } from '../domain/site/site-config.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { checkDatabase } from './db/database-check.ts';
import { adminAuthRoutes, registerAdminGuard } from './features/admin-auth/routes.ts';
import { adminDashboardRoutes } from './features/admin-dashboard/routes.ts';
import { adminOrderRoutes } from './features/admin-orders/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { assessmentRoutes } from './features/assessments/routes.ts';
import { createAssessmentResult } from './features/assessments/service.ts';
import { reportBudgetOf } from './features/checkout/orders.ts';
import { reportEmailStatus } from './features/checkout/report-email-status.ts';
import { checkoutRoutes } from './features/checkout/routes.ts';
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook.ts';
import { testCheckoutRoutes } from './features/checkout/test-checkout.ts';
import { createTestOrder } from './features/checkout/test-order.ts';
import { comparisonRoutes } from './features/comparison/routes.ts';
import { sharedScoreComparison } from './features/comparison/score-comparison.ts';
import {
  doNotInviteRoutes,
  mailgunWebhookRoutes,
  oneClickOptOutRoutes,
} from './features/do-not-invite/routes.ts';
import { emailAdminRoutes } from './features/email/admin-routes.ts';
import { type MessageContext, messageContext, renderOutboxMessage } from './features/email/render-message.ts';
import type { HealthDeps } from './features/health/health-report.ts';
import { registerLoadBalancerProbes } from './features/health/load-balancer-probes.ts';
import { startEventLoopMonitor } from './features/health/probes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createKeyManager } from './features/keys/key-manager.ts';
import { keyRoutes } from './features/keys/routes.ts';
import { databaseFigures } from './features/metrics/database-figures.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { readBootScript } from './features/pages/boot-script.ts';
import { registerClientApp } from './features/pages/client-app.ts';
import type { RenderPage } from './features/pages/prerendered-pages.ts';
import { referralRoutes } from './features/referrals/routes.ts';
import { findEarlierTakeForReport } from './features/retests/earlier-takes.ts';
import { retestRoutes } from './features/retests/routes.ts';
import { sharePreviewRoutes } from './features/share-preview/routes.ts';
import { privacyAdminRoutes } from './features/your-data/admin-routes.ts';
import { grantRequestedLink } from './features/your-data/request-link.ts';
import { privacyRoutes } from './features/your-data/routes.ts';
import { registerCsrf } from './http/csrf.ts';
import { classifyDatabaseError } from './http/database-errors.ts';
import { registerDraining } from './http/draining.ts';
import { registerErrorHandler } from './http/errors.ts';
import { frameworkErrorOptions } from './http/framework-errors.ts';
import { registerNoStoreByDefault } from './http/no-store.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { createRateLimitSharing } from './http/rate-limit-store.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerRequestMetrics } from './http/request-metrics.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { registerVisitor, registerVisitorRoute } from './http/visitor.ts';
import type { EmailProvider } from './integrations/email/provider.ts';
import { selectEmailProvider } from './integrations/email/select-provider.ts';
import {
  createSwitchableEmailProvider,
  type SwitchableEmailProvider,
} from './integrations/email/switchable-provider.ts';
import type { PaymentProvider } from './integrations/payments/provider.ts';
import { selectPaymentProvider } from './integrations/payments/select-provider.ts';
import { startOutboxWorker } from './jobs/outbox-worker.ts';
import { startScheduledHealthCheck } from './jobs/scheduled-health-check.ts';
import { startScheduledRetention } from './jobs/scheduled-retention.ts';
import { type AppMetrics, createAppMetrics } from './lib/app-metrics.ts';
import { standardOutputLogStream } from './lib/log-stream.ts';
import { loggerOptions } from './lib/logger.ts';
import { createOutageLog, type OutageLog } from './lib/outage-log.ts';
import type { DeliveryDeps } from './outbox/delivery.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Undefined when payments are off (production without a provider configured). */
    payments: PaymentProvider | undefined;
    /** Switchable: the key manager can put a new Mailgun key to use without a restart. */
    email: SwitchableEmailProvider;
    metrics: AppMetrics;
  }
}

const APP_VERSION: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** JSON bodies of this product are small; anything bigger is refused before it is parsed. */
const BODY_LIMIT_BYTES = 64 * 1024;

export type AppDependencies = {
  config: Config;
  db: Database;
  /** Where the built client lives; tests of the API alone can point this at nothing. */
  clientDir?: string;
  /** The pages' prerender; by default the one the build wrote beside the client. Tests pass the source's. */
  renderPage?: RenderPage;
  /** Defaults to the provider configuration chooses; tests pass Stripe's SDK aimed at a local stand-in. */
  payments?: PaymentProvider;
  email?: EmailProvider;
  /** Only for tests: where the key manager checks Mailgun keys (a local stand-in). */
  mailgunUrl?: string;
  /** Only for tests on a busy machine: the event-loop delay that makes the server count as degraded. */
  eventLoopDelayLimitMs?: number;
  /** Reported by the health check. */
  databaseKind?: string;
  /** The PostgreSQL pool's use, for the metrics. */
  poolUse?: DatabaseHandle['poolUse'];
  /**
   * Start the outbox worker, the scheduled health check and the retention job (the server does; most tests
   * drive them directly).
   */
  jobs?: boolean;
  /** false for silence; a stream to capture log lines (tests check that no secret reaches them). */
  logger?: boolean | { write(line: string): void };
  /** Only for tests: sees every route as it is registered, so the security sweeps cover new routes unasked. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole site (API and client) without listening, so tests can use `inject` or a real port. */
export async function buildApp({
  config,
  db,
  clientDir = DEFAULT_CLIENT_DIR,
  renderPage,
  payments = selectPaymentProvider(config, db),
  email: configuredEmail = selectEmailProvider(config, db),
  mailgunUrl,
  eventLoopDelayLimitMs,
  databaseKind = 'postgres',
  poolUse,
  jobs = false,
  logger = true,
  onRoute,
}: AppDependencies) {
  const bootScript = readBootScript(clientDir);
  const headers = securityHeaders({
    isProduction: config.env === 'production',
    tags: { analyticsId: config.analyticsId, videoAdPixelId: config.videoAdPixelId },
    inlineScripts: bootScript ? [bootScript.cspSource] : [],
  });
  const app: FastifyInstance = Fastify({
    logger:
      logger === false
        ? false
        : logger === true
          ? { ...loggerOptions(config), stream: standardOutputLogStream() }
          : { ...loggerOptions(config), stream: logger },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    // One line per request instead of Fastify's two (http/request-log.ts).
    disableRequestLogging: true,
    ...frameworkErrorOptions(headers),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Request bodies are JSON only: Fastify's own text/plain parser would hand a string to the schema (a 400), where a
  // body of another type should be refused as such (415).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('payments', payments);
  // Held behind a switch so that a key changed in the key manager is used at once, without a restart.
  const email = createSwitchableEmailProvider(configuredEmail);
  app.decorate('email', email);
  const eventLoop = startEventLoopMonitor();
  const healthDeps = {
    databaseKind,
    email,
    eventLoop,
    eventLoopDelayLimitMs,
    version: APP_VERSION,
    environment: config.env,
  };
  // Start-up work (migrations, loading the client) is not a sign of an overloaded server.
  app.addHook('onReady', async () => eventLoop.reset());
  app.addHook('onClose', async () => eventLoop.disable());
  const databaseOutage = createOutageLog({
    log: app.log,
    service: 'database',
    failingMessage: 'database unavailable',
    recoveredMessage: 'database reachable again',
    check: () => checkDatabase(db),
    checkEveryMs: DATABASE_CHECK_EVERY_MS,
  });
  app.addHook('onClose', async () => databaseOutage.stop());
  registerErrorHandler(app, { databaseOutage });
  registerDraining(app);
  const metrics = createAppMetrics({
    database: databaseFigures(db),
    poolUse,
    withProcessMetrics: config.metricsToken !== undefined,
    build: { version: APP_VERSION, commit: config.gitCommit, node: process.version },
  });
  app.decorate('metrics', metrics);
  registerRequestLog(app);
  registerRequestMetrics(app, metrics);
  const rateLimitSharing = createRateLimitSharing(metrics.rateLimitShared);

  registerSecurityHeaders(app, headers);
  await app.register(cookie, { secret: config.secretKey });

  registerLoadBalancerProbes(app, { databaseOutage, rateLimitMode: () => rateLimitSharing.mode });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  // Link-preview images: fetched by crawlers without cookies, so outside the visitor and anti-forgery scope.
  await app.register(sharePreviewRoutes);
  // Calls from mail systems, which send no cookies: each is proven by its own signature or one-click body.
  await app.register(oneClickOptOutRoutes);
  await app.register(mailgunWebhookRoutes);
  // Features never import each other: what one needs of another is handed to it here.
  const messages = timedReportRenders(
    messageContext(config, db, sharedScoreComparison(db, config.comparison), (take) =>
      findEarlierTakeForReport({ db, ...take }),
    ),
    metrics,
  );

  // Everything a visitor or admin calls lives in this scope: it has the visitor cookie and the CSRF check.
  await app.register(async (api) => {
    registerVisitor(api, { secure: config.publicUrl.startsWith('https://') });
    registerNoStoreByDefault(api);
    await registerRateLimits(api, {
      perMinute: config.rateLimitPerMinute,
      redisUrl: config.redisUrl,
      redisCommandTimeoutMs: config.redisCommandTimeoutMs,
      sharing: rateLimitSharing,
    });
    registerCsrf(api, { secretKey: config.secretKey });
    await api.register(analyticsRoutes);
    registerVisitorRoute(api);
    await api.register(assessmentRoutes);
    await api.register(comparisonRoutes);
    await api.register(retestRoutes);
    await api.register(referralRoutes);
    await api.register(doNotInviteRoutes);
    await api.register(checkoutRoutes);
    await api.register(privacyRoutes);
    await api.register(testCheckoutRoutes);
    await api.register(stripeWebhookRoutes);
    await api.register(adminAuthRoutes);
    // The admin area: one guard for everything registered inside.
    await api.register(async (admin) => {
      registerAdminGuard(admin);
      await admin.register(adminOrderRoutes);
      await admin.register(adminDashboardRoutes);
      await admin.register(healthRoutes, healthDeps);
      await admin.register(emailAdminRoutes, {
        context: messages,
        orderPath: {
          storeResult: createAssessmentResult,
          createTestOrder: (args) => createTestOrder({ ...args, budget: reportBudgetOf(config) }),
          reportHooks: reportEmailStatus,
        },
      });
      await admin.register(privacyAdminRoutes);
      await admin.register(keyRoutes, {
        keys: createKeyManager({ config, db, email, databaseKind, mailgunUrl }),
      });
    });
  });

  await registerClientApp(app, {
    clientDir,
    siteConfig: publicSiteConfig(config),
    render: renderPage,
    bootScript,
    offeredLanguages: config.offeredLanguages,
    previewLanguages: config.previewLanguages,
  });
  if (jobs) startJobs(app, healthDeps, messages, databaseOutage);
  return app;
}

function startJobs(
  app: FastifyInstance,
  healthDeps: Omit<HealthDeps, 'db' | 'logger'>,
  messages: MessageContext,
  databaseOutage: OutageLog,
): void {
  const { config, db } = app;
  // A job that fails because the database is away is part of the outage, logged once with the requests.
  const onError = (error: unknown) => {
    if (classifyDatabaseError(error) === 'unavailable') databaseOutage.failed({ err: error });
    else app.log.error({ err: error }, 'background job failed');
  };
  const worker = startOutboxWorker({
    ...outboxDeliveryDeps(app, messages),
    intervalMs: OUTBOX_INTERVAL_MS,
    onError,
    isDraining: () => app.lifecycle.isDraining,
  });
  const healthCheck = startScheduledHealthCheck({
    ...healthDeps,
    db,
    logger: app.log,
    adminEmail: config.admin.email,
    onError,
  });
  const retention = startScheduledRetention({ db, periods: config.retention, logger: app.log, onError });
  // The worker drains beside the requests (from preClose), not after them, within the same deadline.
  let workerStopped: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    workerStopped = worker.stop(config.shutdown.timeoutMs);
  });
  app.addHook('onClose', async () => {
    healthCheck.stop();
    await retention.stop();
    await (workerStopped ?? worker.stop(config.shutdown.timeoutMs));
  });
}

/** How the outbox worker sends: the app's provider and renderers, and what each feature adds to its kinds. */
export function outboxDeliveryDeps(app: FastifyInstance, messages: MessageContext): DeliveryDeps {
  const { config, db } = app;
  return {
    db,
    provider: app.email,
    render: (message) => renderOutboxMessage(messages, message),
    hooks: {
      report: reportEmailStatus,
      'data-access-link': { prepare: (row) => grantRequestedLink({ db, secretKey: config.secretKey, row }) },
      'address-correction': {
        prepare: (row) => grantRequestedLink({ db, secretKey: config.secretKey, row }),
      },
    },
    emailFrom: config.emailFrom,
    adminEmail: config.admin.email,
    timing: config.outboxTiming,
    logger: app.log,
    onSendResult: (provider, result) => {
      if (result.ok) app.metrics.emailSends.inc({ provider });
      else app.metrics.emailFailures.inc({ provider, retryable: String(result.isRetryable) });
    },
  };
}

function timedReportRenders(messages: MessageContext, metrics: AppMetrics): MessageContext {
  return {
    ...messages,
    renderReportFiles: async (input) => {
      const done = metrics.reportRenderDuration.startTimer();
      try {
        return await messages.renderReportFiles(input);
      } finally {
        done();
      }
    },
  };
}

/** How often the outbox worker looks for mail to send. */
const OUTBOX_INTERVAL_MS = 2000;

/** While the database fails, it is asked this often whether it answers again (to log its return). */
const DATABASE_CHECK_EVERY_MS = 5000;

/**
 * A hop count becomes a function of the hop's index: this Fastify treats a bare number as "trust nothing" (it
 * cannot check the peer), while TRUST_PROXY=1 means the one proxy next to us is trusted and the address it adds
 * is the client's, whatever a client wrote before it.
 */
function trustProxyOption(trustProxy: Config['trustProxy']) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

function publicSiteConfig(config: Config): SiteConfig {
  return {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    retention: config.retention,
    analyticsId: config.analyticsId ?? null,
    videoAdPixelId: config.videoAdPixelId ?? null,
    languages: [...new Set<Language>([...config.offeredLanguages, ...config.previewLanguages])],
  };
}
