import { type Batch, type DeliveryDeps, deliverWhileBacklogged } from '../outbox/delivery.ts';
import type { OutboxRow } from '../outbox/messages.ts';

// The timer that ticks the outbox's delivery (src/server/outbox/delivery.ts), and its stop when the instance drains.

export type OutboxWorker = {
  runOnce(): Promise<number>;
  /**
   * Stops claiming; the row being sent finishes and the rest of the batch is handed back. After `deadlineMs`
   * a row not yet with the provider is handed back too, and the worker is left behind (its row's lease runs out).
   */
  stop(deadlineMs?: number): Promise<void>;
};

/** Runs delivery every `intervalMs` until stopped; one run at a time per process. */
export function startOutboxWorker(
  deps: DeliveryDeps & {
    intervalMs: number;
    onError: (error: unknown) => void;
    /** Once true (the instance is draining), no new rows are claimed. */
    isDraining?: () => boolean;
  },
): OutboxWorker {
  let isStopped = false;
  const isStopping = () => isStopped || (deps.isDraining?.() ?? false);
  let running: { done: Promise<number>; batch: Batch } | undefined;
  const onRowError = (error: unknown, row: OutboxRow) =>
    deps.onError(Object.assign(new Error(`outbox row ${row.id} was not finished`), { cause: error }));
  const runOnce = () => {
    if (running) return running.done;
    if (isStopping()) return Promise.resolve(0);
    const batch: Batch = { isStopping, isAbandoned: false, isSending: false };
    const done = deliverWhileBacklogged({ ...deps, onRowError }, batch).finally(() => {
      running = undefined;
    });
    running = { done, batch };
    return done;
  };
  const timer = setInterval(() => {
    runOnce().catch(deps.onError);
  }, deps.intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop(deadlineMs = Number.POSITIVE_INFINITY) {
      isStopped = true;
      clearInterval(timer);
      const current = running;
      if (!current) return;
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        if (Number.isFinite(deadlineMs)) timeout = setTimeout(() => resolve('late'), deadlineMs);
      });
      const outcome = await Promise.race([current.done.catch(() => 0), deadline]);
      clearTimeout(timeout);
      if (outcome !== 'late') return;
      // Past the deadline: a row still being prepared goes back now; one with the provider keeps its lease.
      current.batch.isAbandoned = true;
      if (!current.batch.isSending) await Promise.race([current.done.catch(() => 0), delay(1000)]);
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
