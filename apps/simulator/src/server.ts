import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { UpgradeSource } from './live/live-server';

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
