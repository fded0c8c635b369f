import { isIPv4, isIPv6 } from 'node:net';

// The addresses an FTP account may connect from: IPv4 or IPv6 addresses and CIDR blocks.

/** Longest text an entry may have: a full IPv6 address with an embedded IPv4 one and `/128`. */
export const MAX_SOURCE = 49;

/**
 * An entry in canonical form (`203.0.113.0/24`, `2001:db8::/32`; an address alone gets the full
 * prefix, `/32` or `/128`; IPv6 lower-case), or undefined when it is not an address or block.
 */
export function canonicalSource(entry: string): string | undefined {
  const text = entry.trim();
  if (text.length > MAX_SOURCE) return undefined;
  const [address = '', prefix, extra] = text.split('/');
  if (extra !== undefined) return undefined;
  const version = isIPv4(address) ? 4 : isIPv6(address) && !address.includes('%') ? 6 : 0;
  if (!version) return undefined;
  const width = version === 4 ? 32 : 128;
  if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return undefined;
  const bits = prefix === undefined ? width : Number(prefix);
  if (bits > width) return undefined;
  return `${version === 6 ? address.toLowerCase() : address}/${bits}`;
}
