import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, type LiveSocket, liveUrl } from './live-connection';
import type { LiveEvent } from './live-messages';

class FakeSocket implements LiveSocket {
  readyState = 0;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  closedWith: number | undefined;
  sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

function connectionUnderTest(token: () => string | undefined = () => 'tok') {
  const sockets: FakeSocket[] = [];
  const events: LiveEvent[] = [];
  const expired = vi.fn();
  const connection = new LiveConnection({
    url: () => 'ws://host/live',
    token,
    onEvent: (event) => events.push(event),
    onSessionExpired: expired,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  return { connection, sockets, events, expired };
}

describe('the live connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one socket, passes network changes on and ignores unreadable frames', () => {
    const { connection, sockets, events } = connectionUnderTest();
    connection.start();
    connection.start();
    expect(sockets).toHaveLength(1);
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'hello', at: 1, data: {} });
    sockets[0]?.receive({ type: 'port.status', at: 5, stationId: 12, data: { portId: 402, status: 3 } });
    sockets[0]?.receive({ type: 'port.status', data: 'not an object' });
    sockets[0]?.onmessage?.(new MessageEvent('message', { data: '{broken' }));
    expect(events).toEqual([{ type: 'port.status', at: 5, stationId: 12, data: { portId: 402, status: 3 } }]);
    expect(connection.connected).toBe(true);
  });

  it('reconnects after a drop with a growing delay, and starts again from the first delay once connected', () => {
    const { connection, sockets } = connectionUnderTest();
    connection.start();
    sockets[0]?.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.open();
    sockets[2]?.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('caps the delay', () => {
    const { connection, sockets } = connectionUnderTest();
    connection.start();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      sockets.at(-1)?.drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(9);
  });

  it('hands an expired session to the re-login dialog and stops reconnecting', () => {
    const { connection, sockets, expired } = connectionUnderTest();
    connection.start();
    sockets[0]?.open();
    sockets[0]?.drop(4005);
    vi.advanceTimersByTime(60_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);

    const second = connectionUnderTest();
    second.connection.start();
    second.sockets[0]?.receive({ type: 'session.expired', at: 9, data: null });
    expect(second.expired).toHaveBeenCalledTimes(1);
    expect(second.sockets[0]?.closedWith).toBe(1000);
  });

  it('closes its socket on stop and does not come back', () => {
    const { connection, sockets } = connectionUnderTest();
    connection.start();
    sockets[0]?.open();
    connection.stop();
    expect(sockets[0]?.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('opens nothing while signed out', () => {
    const { connection, sockets } = connectionUnderTest(() => undefined);
    connection.start();
    expect(sockets).toHaveLength(0);
  });
});

describe('the live address', () => {
  it('sits beside the API base, on ws or wss, and never carries the token', () => {
    expect(liveUrl('/api/index.php/_pcharging', 'http://localhost:8080')).toBe(
      'ws://localhost:8080/api/index.php/_pcharging/live',
    );
    expect(liveUrl('https://ops.example.com/api/index.php/_pcharging/', 'http://ignored')).toBe(
      'wss://ops.example.com/api/index.php/_pcharging/live',
    );
  });

  it('signs in with the first message once the socket is open', () => {
    vi.useFakeTimers();
    try {
      const { connection, sockets } = connectionUnderTest(() => 'secret-token');
      connection.start();
      const [socket] = sockets;
      expect(socket?.url).not.toContain('secret-token');
      expect(socket?.sent).toEqual([]);
      socket?.open();
      expect(socket?.sent.map((text) => JSON.parse(text))).toEqual([{ type: 'auth', token: 'secret-token' }]);
      connection.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
