import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block.ts';

describe('addressBlock', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 in one block, and neighbouring /64s in others', () => {
    expect(addressBlock('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('gives the written-out and the shortest form of an address the same block', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16).padStart(4, '0'));
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), (groups) => {
        const full = groups.join(':');
        const shortest = new URL(`http://[${full}]/`).hostname.slice(1, -1);
        expect(addressBlock(shortest)).toBe(addressBlock(full));
      }),
    );
  });
});
