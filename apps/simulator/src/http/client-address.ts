import type { Context } from 'hono';
import { normalAddress } from '../lib/ip-address';
import type { AppEnv } from './context';

/** The socket's peer, when the request came through Node's server (tests call the app directly: no peer). */
function peerAddress(env: unknown): string {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return '';
  const { incoming } = env;
  if (typeof incoming !== 'object' || incoming === null || !('socket' in incoming)) return '';
  const { socket } = incoming;
  if (typeof socket !== 'object' || socket === null || !('remoteAddress' in socket)) return '';
  return typeof socket.remoteAddress === 'string' ? normalAddress(socket.remoteAddress) : '';
}

/**
 * The caller's address for the operation log. `X-Forwarded-For` is anyone's to write, so it is read only when the
 * peer is a proxy named in `PCHARGING_TRUST_PROXY`: then the client is the nearest address in the chain that is
 * not itself a trusted proxy.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: ReadonlySet<string>): string {
  const peer = peerAddress(c.env);
  if (!trustedProxies.has(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalAddress).filter(Boolean);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index] ?? '';
    if (!trustedProxies.has(hop)) return hop;
  }
  return chain[0] ?? peer;
}

/**
 * Whether the browser's request came over TLS: to this server itself, or to a proxy named in
 * `PCHARGING_TRUST_PROXY` that says so in `X-Forwarded-Proto`. Cookies set on such a request are `Secure`.
 */
export function cameOverTls(c: Context<AppEnv>, trustedProxies: ReadonlySet<string>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustedProxies.has(peerAddress(c.env))) return false;
  const nearest = (c.req.header('x-forwarded-proto') ?? '').split(',').at(-1)?.trim().toLowerCase();
  return nearest === 'https';
}
