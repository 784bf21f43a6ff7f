import { type LiveEvent, parseLiveFrame } from './live-messages';

export interface LiveSocket {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

export interface LiveConnectionOptions {
  /** The socket address (see `liveUrl`). */
  url: () => string;
  /** The login token, sent as the first message (never in the address, which proxies log); undefined when signed out. */
  token: () => string | undefined;
  onEvent: (event: LiveEvent) => void;
  /** The server ended the session (close 4005 or `session.expired`): the re-login dialog takes over. */
  onSessionExpired: () => void;
  createSocket?: (url: string) => LiveSocket;
  /** Back-off after each failed attempt: 1 s, 2 s, 4 s … up to this. */
  maxDelayMs?: number;
  random?: () => number;
}

const CLOSE_SESSION_EXPIRED = 4005;
const CLOSE_UNAUTHORISED = 4401;
const FIRST_DELAY_MS = 1000;

/**
 * One WebSocket to the live push for the whole app: reconnects with exponential back-off and jitter, stops for good
 * when the session is over, and never holds two sockets at once.
 */
export class LiveConnection {
  private socket: LiveSocket | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private stopped = true;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  get connected(): boolean {
    return this.socket?.readyState === 1;
  }

  private open(): void {
    const token = this.options.token();
    if (this.stopped || !token || this.socket) return;
    const socket = (this.options.createSocket ?? ((address) => new WebSocket(address)))(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      socket.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (message) => {
      const frame = parseLiveFrame(message.data);
      if (!frame) return;
      if (frame.type === 'session.expired') this.endSession();
      else if ('at' in frame) this.options.onEvent(frame);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      if (event.code === CLOSE_SESSION_EXPIRED || event.code === CLOSE_UNAUTHORISED) this.endSession();
      else this.scheduleRetry();
    };
  }

  private endSession(): void {
    this.stop();
    this.options.onSessionExpired();
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const maxDelay = this.options.maxDelayMs ?? 30_000;
    const base = Math.min(maxDelay, FIRST_DELAY_MS * 2 ** this.attempts);
    const jitter = 0.5 + (this.options.random ?? Math.random)() / 2;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open();
    }, base * jitter);
  }
}

/** The live address beside the API's base URL (`http…/_pcharging` → `ws…/_pcharging/live`), without the token. */
export function liveUrl(apiBaseUrl: string, origin: string): string {
  const url = new URL(`${apiBaseUrl.replace(/\/$/, '')}/live`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
