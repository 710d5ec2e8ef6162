import { describe, expect, it } from 'vitest';
import { networkBlock, networkBlockKey } from './network-block.ts';

describe('networkBlock', () => {
  it('folds IPv4 addresses, also IPv4-mapped ones, to their /24', () => {
    expect(networkBlock('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkBlock('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkBlock('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkBlock('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('folds IPv6 addresses to their /48, however they are written', () => {
    expect(networkBlock('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkBlock('2001:0db8:abcd:ffff:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(networkBlock('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkBlock('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(networkBlock('2001:db8:abce::1')).toBe('2001:db8:abce::/48');
  });

  it('gives one key per block and none that shows the address', () => {
    const key = networkBlockKey('k'.repeat(32), '198.51.100.1');
    expect(networkBlockKey('k'.repeat(32), '198.51.100.200')).toBe(key);
    expect(networkBlockKey('k'.repeat(32), '198.51.101.1')).not.toBe(key);
    expect(key).not.toContain('198');
  });
});
