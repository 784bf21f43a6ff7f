const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** True for an IPv4 address and for an IPv6 one, bracketed as in a URL or bare. */
export function isIpAddress(hostname: string): boolean {
  if (IPV4.test(hostname)) return true;
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (!bare.includes(':')) return false;
  try {
    return new URL(`http://[${bare}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** The footer's copyright line (spec section 2); none when the app is reached by an IP address. */
export function copyrightOrigin(location: Pick<Location, 'hostname' | 'origin'>): string | undefined {
  return isIpAddress(location.hostname) ? undefined : location.origin;
}
