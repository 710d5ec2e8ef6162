import path from 'node:path';
import type { AppProcess } from '../support/app-process.ts';
import type { LoadDatabase } from './load-database.ts';
import { type ScenarioContext, startLoadApp } from './scenario.ts';

/** Several instances of the server on one database, as behind a load balancer. */
export type Instances = {
  /** Those that became ready, in the order of `context.ports.instances`. */
  ready: AppProcess[];
  /** Why each of the others did not, with its log file. */
  failures: string[];
  stopAll(): Promise<void>;
};

/**
 * Starts one instance on each of `ports` (by default `context.ports.instances`), all at the same moment: none waits
 * for another to be ready, as when an orchestrator starts a new deployment's replicas. Logs go to
 * `<name>-<n>.log`; `env` is added to each instance's.
 */
export async function startInstancesTogether(
  context: ScenarioContext,
  name: string,
  database: LoadDatabase,
  env: Record<string, string> = {},
  ports: number[] = context.ports.instances,
): Promise<Instances> {
  const starts = await Promise.allSettled(
    ports.map((port, index) => startLoadApp(context, `${name}-${index + 1}`, database, { port, env })),
  );
  const ready = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failures = starts.flatMap((start, index) =>
    start.status === 'rejected'
      ? [
          `instance ${index + 1}: ${start.reason instanceof Error ? start.reason.message : String(start.reason)} ` +
            `(log: ${path.join(context.logDir, `${name}-${index + 1}.log`)})`,
        ]
      : [],
  );
  return {
    ready,
    failures,
    stopAll: async () => {
      await Promise.all(ready.map((instance) => instance.stop()));
    },
  };
}

/** A page and an API call each answer as they should: what a load balancer's first visitors would meet. */
export async function checkServes(instance: AppProcess): Promise<string[]> {
  const problems: string[] = [];
  const page = await fetch(`${instance.url}/`).catch((error: unknown) => error as Error);
  if (page instanceof Error || page.status !== 200 || !(await page.text()).includes('<h1')) {
    problems.push(`${instance.url}/ did not answer the rendered home page`);
  }
  const api = await fetch(`${instance.url}/api/csrf-token`).catch((error: unknown) => error as Error);
  const body = api instanceof Error ? undefined : ((await api.json().catch(() => undefined)) as unknown);
  if (
    api instanceof Error ||
    api.status !== 200 ||
    typeof (body as { csrfToken?: unknown })?.csrfToken !== 'string'
  ) {
    problems.push(`${instance.url}/api/csrf-token did not answer a token`);
  }
  return problems;
}
