import type { FastifyInstance } from 'fastify';

/** Beyond the configured bounds, what closing the database and the last hooks may take before the process quits. */
const BACKSTOP_MARGIN_MS = 5000;

/**
 * A rolling update's SIGTERM, in order: report not-ready for `readyDelayMs` while still serving (the load balancer
 * sees /readyz fail and stops sending), then stop accepting connections and let the requests in flight finish,
 * at most `timeoutMs` (connections still open then are closed), while background jobs stop claiming work and
 * finish or hand back what they hold within the same bound; then the database closes.
 * Resolves when everything is closed; `onStuck` runs if that has not happened well after both bounds.
 */
export async function drainAndClose({
  app,
  closeDatabase,
  readyDelayMs,
  timeoutMs,
  onStuck,
}: {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  readyDelayMs: number;
  timeoutMs: number;
  onStuck: () => void;
}): Promise<void> {
  const backstop = setTimeout(onStuck, readyDelayMs + timeoutMs + BACKSTOP_MARGIN_MS);
  backstop.unref();
  app.lifecycle.isDraining = true;
  app.log.info({ readyDelayMs, timeoutMs }, 'draining: /readyz answers 503 from now on');
  await new Promise((resolve) => setTimeout(resolve, readyDelayMs));
  const deadline = setTimeout(() => {
    app.log.warn('requests still open at the shutdown deadline: closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  await closeDatabase();
  clearTimeout(backstop);
}
