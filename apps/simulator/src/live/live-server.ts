import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_BASE_PATH } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import { type WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { sessionStillValid } from '../data/auth/session-queries';
import { authNow } from '../domain/auth/sessions';
import type { Clock } from '../lib/clock';
import type { SimulatorConfig } from '../lib/env';
import { type LiveSignIn, signInLive } from './live-auth';
import type { LiveClient, LiveHub } from './live-hub';
import { LIVE_TOPICS } from './live-topics';

/** What `listen` hands to an `attach` hook: enough to take over WebSocket upgrades. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

export const LIVE_PATH = `${API_BASE_PATH}/live`;
export const HEARTBEAT_MS = 30_000;
const AUTH_TIMEOUT_MS = 10_000;
/** Close codes: 4401 not signed in, 4005 the session expired (the API's 1005). */
export const CloseCode = { Unauthorized: 4401, SessionExpired: 4005 } as const;

const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({
    type: z.enum(['subscribe', 'unsubscribe']),
    topics: z.array(z.enum(LIVE_TOPICS)).max(LIVE_TOPICS.length).default([]),
    stations: z.array(z.number().int().positive()).max(1000).default([]),
  }),
  z.object({ type: z.literal('ping') }),
]);

export interface LiveServerDeps {
  db: AppDatabase;
  clock: Clock;
  wallClock?: Clock | undefined;
  config: SimulatorConfig;
  hub: LiveHub;
}

const frame = (type: string, data: unknown) => JSON.stringify({ type, at: Date.now(), data });

function refuseTokenInAddress(socket: Duplex): void {
  const body = JSON.stringify({
    code: 1001,
    msg: 'Send the token as the first message ({"type":"auth","token":…}), not in the address',
    data: null,
  });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The live push of one network: takes over upgrade requests already found to be for its LIVE_PATH. */
export interface LiveEndpoint {
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  close(): void;
}

export function createLiveEndpoint(deps: LiveServerDeps): LiveEndpoint {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) ws.emit('heartbeat');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    upgrade(request, socket, head, url) {
      // A token in the address ends up in proxy and access logs: it is refused, valid or not.
      if (url.searchParams.has('token')) {
        refuseTokenInAddress(socket);
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => serveSocket(ws, deps));
    },
    close() {
      clearInterval(heartbeat);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

/** Where an upgrade to another network's live push goes: a sandbox's endpoint and the path within it. */
export type LiveRouter = (pathname: string) => { endpoint: LiveEndpoint; pathname: string } | undefined;

/** Serves the live push on the HTTP server's upgrade requests to LIVE_PATH (or to a routed network's). */
export function attachLiveServer(server: UpgradeSource, deps: LiveServerDeps, route?: LiveRouter): { close(): void } {
  const own = createLiveEndpoint(deps);
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://live.local');
    const target = route?.(url.pathname) ?? { endpoint: own, pathname: url.pathname };
    if (target.pathname !== LIVE_PATH) {
      socket.destroy();
      return;
    }
    target.endpoint.upgrade(request, socket, head, url);
  });
  return { close: () => own.close() };
}

function serveSocket(ws: WebSocket, deps: LiveServerDeps): void {
  let client: LiveClient | undefined;
  let token: string | undefined;
  let alive = true;
  const send = (text: string) => {
    if (ws.readyState === ws.OPEN) ws.send(text);
  };
  const authTimer = setTimeout(() => {
    if (!client) ws.close(CloseCode.Unauthorized, 'not signed in');
  }, AUTH_TIMEOUT_MS);
  authTimer.unref();

  const admit = (given: string, lookup: LiveSignIn & { status: 'valid' }) => {
    clearTimeout(authTimer);
    token = given;
    client = { permissions: lookup.permissions, send };
    deps.hub.add(client);
    send(frame('hello', { username: lookup.username, ...deps.hub.describe(client) }));
  };

  ws.on('pong', () => {
    alive = true;
  });
  ws.on('heartbeat', () => {
    if (!alive) {
      ws.terminate();
      return;
    }
    if (token && !sessionStillValid(deps.db, token, authNow(deps))) {
      send(frame('session.expired', null));
      ws.close(CloseCode.SessionExpired, 'session expired');
      return;
    }
    alive = false;
    ws.ping();
  });
  ws.on('close', () => {
    clearTimeout(authTimer);
    if (client) deps.hub.remove(client);
  });
  ws.on('message', (raw) => {
    let parsed: z.infer<typeof clientMessage>;
    try {
      parsed = clientMessage.parse(JSON.parse(raw.toString()));
    } catch {
      send(frame('error', { message: 'unreadable message' }));
      return;
    }
    if (parsed.type === 'auth') {
      if (client) return;
      const lookup = signInLive(deps, parsed.token);
      if (lookup.status !== 'valid') {
        ws.close(lookup.status === 'expired' ? CloseCode.SessionExpired : CloseCode.Unauthorized, lookup.status);
        return;
      }
      admit(parsed.token, lookup);
      return;
    }
    if (!client) {
      ws.close(CloseCode.Unauthorized, 'not signed in');
      return;
    }
    if (parsed.type === 'ping') {
      send(frame('pong', null));
      return;
    }
    if (token && !sessionStillValid(deps.db, token, authNow(deps))) {
      send(frame('session.expired', null));
      ws.close(CloseCode.SessionExpired, 'session expired');
      return;
    }
    const change = parsed.type === 'subscribe' ? deps.hub.subscribe : deps.hub.unsubscribe;
    change.call(deps.hub, client, parsed.topics, parsed.stations);
    send(frame('subscribed', deps.hub.describe(client)));
  });
}
