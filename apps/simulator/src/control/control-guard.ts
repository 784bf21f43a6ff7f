import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { isLoopbackAddress } from '../lib/ip-address';

/** A host as `hostname` (lower case, IPv6 without brackets) and `port`, or undefined when it does not parse. */
function parseHost(host: string): { hostname: string; host: string } | undefined {
  try {
    const url = new URL(`http://${host}`);
    if (url.username || url.password || url.pathname !== '/') return undefined;
    return { hostname: url.hostname.replace(/^\[|\]$/g, ''), host: url.host };
  } catch {
    return undefined;
  }
}

// 127.0.0.0/8 as an address only: a name such as 127.rebind.example is any DNS answer's to point anywhere.
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackAddress(hostname);

function named(parsed: { hostname: string; host: string }, allowed: readonly string[]): boolean {
  return allowed.includes(parsed.hostname) || allowed.includes(parsed.host);
}

/**
 * A name a DNS-rebinding page could take over never reaches the surface: only localhost, IP addresses (which no
 * DNS answer changes) and the names in PCHARGING_ALLOWED_HOSTS do.
 */
function hostProblem(c: Context<AppEnv>, allowed: readonly string[]): string | undefined {
  const given = c.req.header('host') ?? new URL(c.req.url).host;
  const host = parseHost(given);
  if (!host) return `host not allowed: ${given}`;
  if (!isIP(host.hostname) && !isLoopback(host.hostname) && !named(host, allowed)) {
    return `host not allowed: ${host.host} (add it to PCHARGING_ALLOWED_HOSTS)`;
  }
  const origin = c.req.header('origin');
  if (origin === undefined) return undefined;
  const from = origin === 'null' ? undefined : parseHost(origin.replace(/^https?:\/\//, ''));
  const sameSite =
    from !== undefined &&
    (from.host === host.host || named(from, allowed) || (isLoopback(from.hostname) && isLoopback(host.hostname)));
  return sameSite ? undefined : `origin not allowed: ${origin}`;
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A form or a `text/plain` body is what a cross-site page can send without asking: only JSON is read. */
function takesNonJson(c: Context<AppEnv>): boolean {
  if (BODILESS.has(c.req.method)) return false;
  const type = c.req.header('content-type');
  if (type === undefined) return Number(c.req.header('content-length') ?? 0) > 0;
  return type.split(';')[0]?.trim().toLowerCase() !== 'application/json';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The control surface's door: off (404), asked from a foreign host or page (403), sent a body other than JSON
 * (415), or called without the trainer key or this sandbox's own key in `x-sim-key` (401).
 */
export const controlGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config } = c.get('deps');
  if (!config.controlSurface) return c.json({ error: 'control surface is off' }, 404);
  const problem = hostProblem(c, config.allowedHosts);
  if (problem) return c.json({ error: problem }, 403);
  if (takesNonJson(c)) return c.json({ error: 'the control surface takes application/json bodies only' }, 415);
  const given = c.req.header('x-sim-key') ?? '';
  const keys = [config.controlKey, c.get('ownSandbox')?.key].filter((key) => key !== undefined);
  if (!keys.some((key) => sameSecret(given, key))) return c.json({ error: 'missing or wrong x-sim-key' }, 401);
  await next();
};
