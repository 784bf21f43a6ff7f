import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { simulationOf } from '../app';
import { listen, type RunningServer } from '../server';
import { createHarness, type Harness, signIn } from '../testing/harness';
import { attachLiveServer, CloseCode, LIVE_PATH } from './live-server';

interface Frame {
  type: string;
  data: unknown;
}

let harness: Harness;
let server: RunningServer;
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const socket of sockets) socket.terminate();
  sockets.length = 0;
  await server?.close();
  harness?.close();
});

async function start(): Promise<void> {
  harness = await createHarness();
  const { hub } = simulationOf(harness.app);
  const deps = { db: harness.database.db, clock: harness.clock, wallClock: harness.clock, config: harness.config, hub };
  server = await listen(harness.app, 0, (http) => attachLiveServer(http, deps));
}

function socketUrl(query = ''): string {
  return `${server.url.replace('http', 'ws')}${LIVE_PATH}${query}`;
}

/** Opens a socket and signs in with the first message, as the web app does. */
async function openSignedIn(token: string) {
  const opened = await open(socketUrl());
  opened.socket.send(JSON.stringify({ type: 'auth', token }));
  return opened;
}

/** Opens a socket and collects every frame it receives. */
function open(url: string): Promise<{ socket: WebSocket; frames: Frame[] }> {
  const socket = new WebSocket(url);
  sockets.push(socket);
  const frames: Frame[] = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 10));
  }
}

describe('live push', () => {
  it('refuses a token in the address, valid or not: addresses end up in proxy logs', async () => {
    await start();
    const { token } = await signIn(harness, 'admin');
    await expect(open(socketUrl(`?token=${encodeURIComponent(token)}`))).rejects.toThrow('HTTP 400');
    await expect(open(socketUrl('?token=not-a-token'))).rejects.toThrow('HTTP 400');
  });

  it('closes a socket whose first message signs in with an unknown token', async () => {
    await start();
    const { socket } = await open(socketUrl());
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'auth', token: 'nope' }));
    expect(await closed).toBe(CloseCode.Unauthorized);
  });

  it('pushes port status changes to a signed-in client after a step', async () => {
    await start();
    const { token } = await signIn(harness, 'admin');
    const { socket, frames } = await open(socketUrl());
    socket.send(JSON.stringify({ type: 'auth', token }));
    await until(() => frames.some((frame) => frame.type === 'hello'));
    simulationOf(harness.app).engine.step(15 * 60 * 1000);
    await until(() => frames.some((frame) => frame.type === 'port.status'));
  });

  it('sends only what the role may see, and only the subscribed topics', async () => {
    await start();
    const finance = await signIn(harness, 'finance');
    const admin = await signIn(harness, 'admin');
    const restricted = await openSignedIn(finance.token);
    const subscribed = await openSignedIn(admin.token);
    await until(() => restricted.frames.length > 0 && subscribed.frames.length > 0);
    const hello = restricted.frames[0] as { type: string; data: { topics: string[] } };
    expect(hello.type).toBe('hello');
    expect(hello.data.topics).not.toContain('ports');
    subscribed.socket.send(JSON.stringify({ type: 'subscribe', topics: ['orders'] }));
    subscribed.socket.send(JSON.stringify({ type: 'subscribe', topics: ['orders'] }));
    await until(() => subscribed.frames.filter((frame) => frame.type === 'subscribed').length === 2);
    const last = subscribed.frames.at(-1) as { data: { topics: string[] } };
    expect(last.data.topics).toEqual(['orders']);

    simulationOf(harness.app).engine.step(4 * 3600 * 1000);
    await until(() => subscribed.frames.some((frame) => frame.type === 'order.created'));
    await new Promise((done) => setTimeout(done, 50));
    expect(restricted.frames.some((frame) => frame.type === 'port.status' || frame.type === 'pile.status')).toBe(false);
    expect(restricted.frames.some((frame) => frame.type === 'order.created')).toBe(true);
    const types = new Set(subscribed.frames.map((frame) => frame.type));
    expect([...types].sort()).toEqual(['hello', 'order.created', 'subscribed']);
  });
});
