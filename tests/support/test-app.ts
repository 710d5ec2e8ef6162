import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Language } from '../../src/domain/locale/languages.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, parseConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { RenderPage } from '../../src/server/features/pages/prerendered-pages.ts';
import type { EmailProvider } from '../../src/server/integrations/email/provider.ts';
import type { PaymentProvider } from '../../src/server/integrations/payments/provider.ts';
import { createTestDatabase } from './database.ts';

export const TEST_SECRET_KEY = 'test-secret-key-that-is-long-enough-0123456789';

function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ NODE_ENV: 'test', SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: '.tmp/test-data', ...env });
}

/**
 * Lifts the caps on report e-mails per mailbox, free reports and wrong codes (decision 029), for tests about
 * something else that send many reports to one address from one place.
 */
export const UNCAPPED_REPORTS: Record<string, string> = {
  REPORT_EMAILS_PER_MAILBOX_PER_DAY: '100000',
  FREE_ORDERS_PER_VISITOR_PER_DAY: '100000',
  FREE_ORDERS_PER_ADDRESS_PER_DAY: '100000',
  DISCOUNT_CODE_GUESSES_PER_HOUR: '100000',
};

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/** The real app on a fresh database, for one test file. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    /** The pages' prerender (tests/support/source-renderer.ts); without it, every page arrives empty. */
    renderPage?: RenderPage;
    payments?: PaymentProvider;
    email?: EmailProvider;
    mailgunUrl?: string;
    eventLoopDelayLimitMs?: number;
    logStream?: { write(line: string): void };
    /** Reuse a database (a restart of the app on the same data); it is then not closed with the app. */
    database?: DatabaseHandle;
    onRoute?: (route: RouteOptions) => void;
    /** Fewer languages offered than every complete one, to try a preview beside them. */
    offeredLanguages?: readonly Language[];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      ...testConfig(options.env),
      ...(options.offeredLanguages && { offeredLanguages: options.offeredLanguages }),
    },
    db: database.db,
    clientDir: options.clientDir ?? '/nonexistent-client-build',
    renderPage: options.renderPage,
    payments: options.payments,
    email: options.email,
    mailgunUrl: options.mailgunUrl,
    eventLoopDelayLimitMs: options.eventLoopDelayLimitMs,
    databaseKind: database.kind,
    logger: options.logStream ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export type VisitorSession = { cookie: string; csrfToken: string };

/** What a browser holds after its first call: the visitor cookie and the anti-forgery token. */
export async function startVisitorSession(app: FastifyInstance): Promise<VisitorSession> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  const setCookie = response.cookies.find((c) => c.name === 'ts_visitor');
  if (!setCookie) throw new Error('no visitor cookie was set');
  return { cookie: `ts_visitor=${setCookie.value}`, csrfToken: response.json().csrfToken };
}

/** A JSON POST as the visitor's browser would send it. */
export function postAs(
  app: FastifyInstance,
  session: VisitorSession,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { cookie: session.cookie, 'csrf-token': session.csrfToken, ...headers },
  });
}
