import { isIPv6 } from 'node:net';

/**
 * The block an address is counted as (the admin login throttle, the public write limits): an IPv4 address itself,
 * an IPv6 address's /64. One IPv6 subscriber usually holds a whole /64, so counting single IPv6 addresses would
 * give an attacker billions of fresh counters.
 */
export function addressBlock(address: string): string {
  const ip = address.replace(/%.*$/, '');
  if (!isIPv6(ip)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = ip.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
