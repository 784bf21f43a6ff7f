import type { Sandboxes } from '../http/sandboxes';
import { splitSandboxPath } from '../lib/sandbox-name';
import type { LiveRouter } from '../live/live-server';

type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

const SANDBOX_PREFIX = '/s/';

/** The path of a request URL without parsing it whole: the main network's calls pay one `startsWith`. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? '/' : url.slice(start);
}

function missing(name: string): Response {
  return new Response(JSON.stringify({ error: `no sandbox named ${name}` }), {
    status: 404,
    headers: { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' },
  });
}

/**
 * Sends `/s/{name}/…` to that sandbox's own app with the prefix taken off (its web app, `_pcharging` API and
 * control surface), waking its engine; everything else goes to the main network as before.
 */
export function withSandboxes(registry: Sandboxes | undefined, main: FetchHandler): FetchHandler {
  if (!registry) return main;
  return (request, env) => {
    const path = pathOf(request.url);
    if (!path.startsWith(SANDBOX_PREFIX)) return main(request, env);
    const url = new URL(request.url);
    const split = splitSandboxPath(url.pathname);
    if (!split) return missing('');
    const sandbox = registry.get(split.name);
    if (!sandbox) return missing(split.name);
    // The web app resolves its files and its API against the page's folder: the folder needs its slash.
    if (url.pathname === `${SANDBOX_PREFIX}${split.name}`) {
      return new Response(null, { status: 308, headers: { Location: `${url.pathname}/${url.search}` } });
    }
    registry.touch(sandbox);
    url.pathname = split.rest;
    const init: RequestInit & { duplex: 'half' } = {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? null : request.body,
      signal: request.signal,
      // A streamed body needs this in Node's fetch; the body is passed on as it arrives.
      duplex: 'half',
    };
    return sandbox.app.fetch(new Request(url, init), env);
  };
}

/** Sends a live-push upgrade under `/s/{name}/` to that sandbox's own live endpoint. */
export function sandboxLiveRouter(registry: Sandboxes | undefined): LiveRouter | undefined {
  if (!registry) return undefined;
  return (pathname) => {
    const split = splitSandboxPath(pathname);
    const sandbox = split ? registry.get(split.name) : undefined;
    if (!split || !sandbox) return undefined;
    registry.touch(sandbox);
    return { endpoint: sandbox.live, pathname: split.rest };
  };
}
