import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to for the referral programme: an IPv4 /24, an IPv6 /48 (an IPv4-mapped IPv6
 * address is its IPv4 /24). Wider than the login throttle's blocks (lib/address-block.ts, IPv6 /64) on
 * purpose: a /48 is what one site or subscriber is usually given, and a /24 is about one neighbourhood of an
 * ISP, so friends who count must come from clearly different places. Anything else (no address) is its own
 * block, written as it came.
 */
export function networkBlock(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? (isIPv4(ip) ? ip : undefined);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return address;
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = ip.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * What is stored of a visitor's network: a keyed hash (HMAC-SHA256 under SECRET_KEY) of its block, never the
 * address. Only equality is ever asked of it, and without the server's key it names no network.
 */
export function networkBlockKey(secretKey: string, address: string): string {
  return createHmac('sha256', secretKey)
    .update(`network-block:${networkBlock(address)}`)
    .digest('base64url');
}
