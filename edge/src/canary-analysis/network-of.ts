import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const zone = address.indexOf('%');
  let text = zone === -1 ? address : address.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network an address belongs to, as the canary analysis counts them: an IPv4 /24, an IPv6 /48
 * (what one household, office or small provider is typically given), an IPv4-mapped IPv6 address as
 * its IPv4 /24. One client can change its address within its network at will, but rarely its network.
 * Anything else (a Unix socket, no address) is one network of its own.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ipv4 = mapped ?? (isIPv4(address) ? address : null);
  if (ipv4) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address).slice(0, 3);
    return `${groups.map((group) => group.toString(16)).join(':')}::/48`;
  }
  return 'unknown';
}
