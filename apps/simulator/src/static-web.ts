import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './http/context';
import { allowInlineScripts, HASHED_ASSETS_PREFIX } from './middleware/security-headers';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy sources (`'sha256-…'`) of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

// The policy is written on every answer, API calls included: the file's date is looked at once a second at most.
const RECHECK_AFTER_MS = 1000;

/** The inline scripts' hashes of a page on disk, read again only when its modification time changes. */
function hashesOfFile(path: string): () => readonly string[] {
  let read: { modified: number; hashes: readonly string[] } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (read && now - checkedAt < RECHECK_AFTER_MS) return read.hashes;
    checkedAt = now;
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (read?.modified !== modified) {
      read = { modified, hashes: existsSync(path) ? inlineScriptHashes(readFileSync(path, 'utf8')) : [] };
    }
    return read.hashes;
  };
}

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
  // index.html draws the login page's first frame with an inline script (apps/web/login-first-frame.ts); read again
  // when the file changes, so that a build made while the server runs is served with its own script's hash.
  allowInlineScripts(hashesOfFile(join(webDist, 'index.html')));
  // Set after serving: serveStatic calls its onFound once the response is made, too late for a header.
  const cacheFor =
    (policy: string, { revalidated }: { revalidated: boolean }): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.res.headers.set('Cache-Control', policy);
      // A file kept for good is never asked about again: its date would only add to each of the login page's ~50
      // responses (the page has 250 kB to travel in, headers included).
      if (!revalidated) c.res.headers.delete('Last-Modified');
    };
  app.use(
    `${HASHED_ASSETS_PREFIX}*`,
    cacheFor('public, max-age=31536000, immutable', { revalidated: false }),
    serveStatic({ root: webDist, precompressed: true }),
  );
  app.use(
    '*',
    cacheFor('no-cache', { revalidated: true }),
    serveStatic({
      root: webDist,
      precompressed: true,
      rewriteRequestPath: (path) => (path === '/' ? '/index.html' : path),
    }),
  );
}
