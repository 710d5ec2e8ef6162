import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutageLog } from './outage-log.ts';

type Line = { level: 'warn' | 'info'; details: object; message: string };

function setUp(check: () => Promise<unknown> = () => Promise.reject(new Error('still down'))) {
  const lines: Line[] = [];
  const outage = createOutageLog({
    log: {
      warn: (details, message) => lines.push({ level: 'warn', details, message }),
      info: (details, message) => lines.push({ level: 'info', details, message }),
    },
    service: 'database',
    failingMessage: 'database unavailable',
    recoveredMessage: 'database reachable again',
    check,
    checkEveryMs: 1000,
  });
  return { lines, outage };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the outage log', () => {
  it('writes one warning for many failures and one info line, with their count, when the service answers', () => {
    const { lines, outage } = setUp();
    outage.failed({ route: '/api/orders/:id' });
    vi.advanceTimersByTime(1500);
    outage.failed({ route: '/api/csrf-token' });
    outage.failed();
    expect(outage.isFailing).toBe(true);
    expect(lines).toEqual([
      {
        level: 'warn',
        details: { service: 'database', route: '/api/orders/:id' },
        message: 'database unavailable',
      },
    ]);
    outage.recovered();
    outage.recovered();
    expect(outage.isFailing).toBe(false);
    expect(lines.slice(1)).toEqual([
      {
        level: 'info',
        details: { service: 'database', failures: 3, outageSeconds: 1.5 },
        message: 'database reachable again',
      },
    ]);
    outage.stop();
  });

  it('logs nothing while the service answers, and starts counting afresh at the next outage', () => {
    const { lines, outage } = setUp();
    outage.recovered();
    expect(lines).toEqual([]);
    outage.failed();
    outage.recovered();
    outage.failed();
    outage.recovered();
    expect(lines.map((line) => [line.level, line.details])).toEqual([
      ['warn', { service: 'database' }],
      ['info', { service: 'database', failures: 1, outageSeconds: 0 }],
      ['warn', { service: 'database' }],
      ['info', { service: 'database', failures: 1, outageSeconds: 0 }],
    ]);
  });

  it('checks the service while it fails, so that an instance without traffic sees it return', async () => {
    let isUp = false;
    const check = vi.fn(() => (isUp ? Promise.resolve() : Promise.reject(new Error('down'))));
    const { lines, outage } = setUp(check);
    expect(check).not.toHaveBeenCalled();
    outage.failed();
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outage.isFailing).toBe(true);
    isUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(outage.isFailing).toBe(false);
    expect(lines.at(-1)).toMatchObject({ level: 'info', details: { failures: 1, outageSeconds: 4 } });
    // No checks between outages.
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('stops checking when stopped', async () => {
    const check = vi.fn(() => Promise.reject(new Error('down')));
    const { outage } = setUp(check);
    outage.failed();
    outage.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).not.toHaveBeenCalled();
  });
});
