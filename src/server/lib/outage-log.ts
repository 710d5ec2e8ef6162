/** The two lines an outage writes, whatever depends on the service that is failing. */
type OutageLogger = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type OutageLog = {
  /**
   * A call to the service failed, or was answered without it. The first failure of an outage logs one warning
   * with `details` and starts checking the service every `checkEveryMs`; the others are only counted.
   */
  failed(details?: object): void;
  /** The service answered: ends the outage, if there is one, with one info line. */
  recovered(): void;
  readonly isFailing: boolean;
  /** Stops the checks (when the app closes). */
  stop(): void;
};

/**
 * One warning when a service starts failing and one info line when it answers again, with how many calls failed
 * in between and for how long, instead of a line per failed request: an outage is one event, and a flood of
 * identical warnings hides everything else in the log. While failing, `check` runs every `checkEveryMs`, so an
 * instance without traffic notices the recovery too; any call that succeeds may report it earlier.
 */
export function createOutageLog({
  log,
  service,
  failingMessage,
  recoveredMessage,
  check,
  checkEveryMs,
  onChange,
  now = Date.now,
}: {
  log: OutageLogger;
  /** Named in both lines (`database`, `redis`). */
  service: string;
  failingMessage: string;
  recoveredMessage: string;
  /** Resolves when the service answers in time, rejects when it does not. */
  check: () => Promise<unknown>;
  checkEveryMs: number;
  /** Told when an outage starts (true) and when it ends (false). */
  onChange?: (isFailing: boolean) => void;
  now?: () => number;
}): OutageLog {
  let startedAt: number | undefined;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let isChecking = false;

  const recovered = () => {
    if (startedAt === undefined) return;
    clearInterval(timer);
    timer = undefined;
    log.info(
      { service, failures, outageSeconds: Math.round((now() - startedAt) / 100) / 10 },
      recoveredMessage,
    );
    startedAt = undefined;
    failures = 0;
    onChange?.(false);
  };

  const runCheck = async () => {
    // A check slower than the interval must not pile up behind itself.
    if (isChecking) return;
    isChecking = true;
    try {
      await check();
      recovered();
    } catch {
      // Still failing: the next check will tell.
    } finally {
      isChecking = false;
    }
  };

  return {
    failed(details = {}) {
      failures++;
      if (startedAt !== undefined) return;
      startedAt = now();
      log.warn({ service, ...details }, failingMessage);
      timer = setInterval(runCheck, checkEveryMs);
      timer.unref();
      onChange?.(true);
    },
    recovered,
    get isFailing() {
      return startedAt !== undefined;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
