import { isIPv4, isIPv6 } from 'node:net';

/** An address without its IPv6 zone (`fe80::1%eth0`): the zone names an interface, not a network. */
export function withoutZone(address: string): string {
  return address.replace(/%.*$/, '');
}

/** The IPv4 address `ip` is, also when it arrives IPv4-mapped (`::ffff:192.0.2.1`); undefined for any other. */
export function ipv4Of(ip: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return mapped ?? (isIPv4(ip) ? ip : undefined);
}

/**
 * The first `groups` groups of an IPv6 address, each in its shortest form and joined by colons (`2001:db8:0`), however
 * the address was written (`::` expanded, an embedded IPv4 tail counted as two groups): the prefix of its block.
 */
export function ipv6Prefix(ip: string, groups: number): string {
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = ip.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const all = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return all
    .slice(0, groups)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The block an address is counted as (the admin login throttle, the public write limits): an IPv4 address itself,
 * an IPv6 address's /64. One IPv6 subscriber usually holds a whole /64, so counting single IPv6 addresses would
 * give an attacker billions of fresh counters.
 */
export function addressBlock(address: string): string {
  const ip = withoutZone(address);
  if (!isIPv6(ip)) return address;
  return ipv4Of(ip) ?? `${ipv6Prefix(ip, 4)}::/64`;
}
