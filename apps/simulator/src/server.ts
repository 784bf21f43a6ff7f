import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serve } from '@hono/node-server';

/** What `listen` hands to an `attach` hook: enough to take over WebSocket upgrades. */
export interface UpgradeSource {
  on(event: 'upgrade', listener: (request: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Serves an app on a free loopback port: contract verification and benchmarks use it. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  port = 0,
  attach?: (server: UpgradeSource) => { close(): void },
): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      const attached = attach?.(server);
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            attached?.close();
            server.close(() => done());
          }),
      });
    });
  });
}
