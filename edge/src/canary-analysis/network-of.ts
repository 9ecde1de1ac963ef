import ipaddr from 'ipaddr.js';

/** A network's name: its first address and prefix length, in the address's usual text. */
const named = (first: ipaddr.IPv4 | ipaddr.IPv6, bits: number) => `${first.toString()}/${bits}`;

/**
 * The network an address belongs to, as the canary analysis counts them: an IPv4 /24, an IPv6 /48
 * (what one household, office or small provider is typically given), an IPv4-mapped IPv6 address as
 * its IPv4 /24. One client can change its address within its network at will, but rarely its network.
 * Anything else (a Unix socket, no address, an IPv4 address in a form no socket or proxy writes, such
 * as `127.1`) is one network of its own.
 */
export function networkOf(address: string): string {
  // One parse of the family the text can be (ipaddr.js's validity checks of the other family throw
  // and catch inside, which cost 10 to 20 times the parse).
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  if (address.includes(':')) {
    try {
      ip = ipaddr.IPv6.parse(address);
    } catch {
      return 'unknown';
    }
    if (ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  } else if (ipaddr.IPv4.isValidFourPartDecimal(address)) {
    ip = ipaddr.IPv4.parse(address);
  } else {
    return 'unknown';
  }
  if (ip instanceof ipaddr.IPv4) return named(new ipaddr.IPv4([...ip.octets.slice(0, 3), 0]), 24);
  return named(new ipaddr.IPv6([...ip.parts.slice(0, 3), 0, 0, 0, 0, 0]), 48);
}
