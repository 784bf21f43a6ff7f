const LOCAL_PART = /^[^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*$/u;
const HOST_NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
const IP_LITERAL = /^\[(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\]$/;

function isIpLiteral(domain: string): boolean {
  const octets = IP_LITERAL.exec(domain)?.slice(1) ?? [];
  return octets.length === 4 && octets.every((octet) => Number(octet) <= 255);
}

export function isEmail(s: string): boolean {
  const at = s.lastIndexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  return LOCAL_PART.test(local) && (HOST_NAME.test(domain) || isIpLiteral(domain));
}
