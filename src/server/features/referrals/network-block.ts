import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { ipv4Of, ipv6Prefix, withoutZone } from '../../lib/address-block.ts';

/**
 * The network an address belongs to for the referral programme: an IPv4 /24, an IPv6 /48 (an IPv4-mapped IPv6
 * address is its IPv4 /24). Wider than the login throttle's blocks (lib/address-block.ts, IPv6 /64) on
 * purpose: a /48 is what one site or subscriber is usually given, and a /24 is about one neighbourhood of an
 * ISP, so friends who count must come from clearly different places. Anything else (no address) is its own
 * block, written as it came.
 */
export function networkBlock(address: string): string {
  const ip = withoutZone(address);
  const v4 = ipv4Of(ip);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return address;
  return `${ipv6Prefix(ip, 3)}::/48`;
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
