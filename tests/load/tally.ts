/** Every response the load client saw, for the checks after a scenario. */
export type Outcome = {
  at: number;
  /** How long the call took. */
  ms: number;
  call: string;
  /** 0 when the connection itself failed. */
  status: number;
  /** An error answer that is JSON with a `message`, as every error of the API must be. */
  isJsonError: boolean;
};

export type Tally = {
  outcomes: Outcome[];
  record(outcome: Outcome): void;
};

export function createTally(): Tally {
  const outcomes: Outcome[] = [];
  return { outcomes, record: (outcome) => outcomes.push(outcome) };
}

/** `12,345 calls: 12,300 2xx, 45 503` */
export function describeOutcomes(outcomes: Outcome[]): string {
  const byStatus = new Map<string, number>();
  for (const { status } of outcomes) {
    const key = status >= 200 && status < 300 ? '2xx' : status === 0 ? 'connection failed' : String(status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const parts = [...byStatus].sort().map(([key, count]) => `${count} ${key}`);
  return `${outcomes.length} calls: ${parts.join(', ')}`;
}

/** The calls that answered with a given status, named once each: `POST /api/x (3)`. */
export function callsWith(outcomes: Outcome[], isWanted: (outcome: Outcome) => boolean): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes.filter(isWanted)) {
    const key = `${outcome.call} ${outcome.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key} (${count})`).join(', ');
}

/** The latency below which `share` of the answered calls finished, in ms. */
export function latencyPercentile(outcomes: Outcome[], share: number): number {
  const sorted = outcomes
    .filter((outcome) => outcome.status !== 0)
    .map((outcome) => outcome.ms)
    .sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}
