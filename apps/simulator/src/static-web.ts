import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context';

/**
 * Serves the built web app; hashed assets are cached for good, index.html never. Text files go out as the `.br` or
 * `.gz` the build wrote beside them, whichever the browser accepts.
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.get('/', (c) =>
      c.html(
        '<!doctype html><title>pcharging</title><p>The web app is not built. Run <code>npm start</code> (it builds) or <code>npm run build</code>.</p>',
        503,
      ),
    );
    return;
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: webDist,
      precompressed: true,
      rewriteRequestPath: (path) => (path === '/' ? '/index.html' : path),
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
}
