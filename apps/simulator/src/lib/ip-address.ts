import { isIP } from 'node:net';

/** An IPv4 peer seen through an IPv6 socket (`::ffff:10.0.0.1`) is written as IPv4, as proxies write it. */
export const normalAddress = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** The eight groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  const withoutZone = address.split('%')[0] ?? '';
  const tail = withoutZone.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  const hex = tail
    ? withoutZone.replace(
        tail[0],
        `${((Number(tail[1]) << 8) | Number(tail[2])).toString(16)}:${((Number(tail[3]) << 8) | Number(tail[4])).toString(16)}`,
      )
    : withoutZone;
  const [head = '', rest] = hex.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16)));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The block one client can be assumed to hold several addresses of: its /24 for IPv4, its /64 for IPv6 (one
 * subscriber's usual allocation). Throttles count by it, so that rotating through one's own block gains nothing.
 */
export function addressGroup(address: string): string {
  const normal = normalAddress(address);
  if (isIP(normal) === 4) return `${normal.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(normal);
  const prefix = groups?.slice(0, 4).map((group) => group.toString(16));
  if (prefix) return `${prefix.join(':')}::/64`;
  return normal;
}

/** Whether a host is a loopback address (127.0.0.0/8, ::1) written as an address: never by a name's prefix. */
export function isLoopbackAddress(host: string): boolean {
  const normal = normalAddress(host);
  if (isIP(normal) === 4) return normal.startsWith('127.');
  const groups = ipv6Groups(normal);
  return groups?.slice(0, 7).every((group) => group === 0) === true && groups[7] === 1;
}
