import { describe, expect, it } from 'vitest';
import { formatDetailValue, humanizeKey } from './format.ts';
import { deliveryBadge } from './status-badge.tsx';

describe('humanizeKey', () => {
  it('turns probe detail keys into words', () => {
    expect(humanizeKey('backlogOlderThan10Minutes')).toBe('Backlog older than 10 minutes');
    expect(humanizeKey('eventLoopDelayP99Ms')).toBe('Event loop delay p99 ms');
    expect(humanizeKey('roundTripMs')).toBe('Round trip ms');
    expect(humanizeKey('kind')).toBe('Kind');
  });
});

describe('formatDetailValue', () => {
  it('shows booleans as Yes and No, and nested objects as key: value pairs', () => {
    expect(formatDetailValue(true)).toBe('Yes');
    expect(formatDetailValue(false)).toBe('No');
    expect(formatDetailValue(null)).toBe('—');
    expect(formatDetailValue(1234)).toBe('1,234');
    expect(formatDetailValue({ reachable: true, host: 'smtp.test' })).toBe('Reachable: Yes; Host: smtp.test');
  });
});

describe('deliveryBadge', () => {
  it('names each delivery status in words: Sent, Pending, Failed, Not sent, else the raw value', () => {
    expect(deliveryBadge('sent')).toMatchObject({ label: 'Sent', tone: 'success' });
    expect(deliveryBadge('pending')).toMatchObject({ label: 'Pending', tone: 'warning' });
    expect(deliveryBadge('failed')).toMatchObject({ label: 'Failed', tone: 'danger' });
    expect(deliveryBadge(null)).toMatchObject({ label: 'Not sent', tone: 'neutral' });
    expect(deliveryBadge('')).toMatchObject({ label: 'Not sent' });
    expect(deliveryBadge('bounced')).toMatchObject({ label: 'bounced', tone: 'neutral' });
  });
});
