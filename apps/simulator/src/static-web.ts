import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './http/context';
import { allowInlineScripts, HASHED_ASSETS_PREFIX } from './middleware/security-headers';
import { type WebFile, WebFiles } from './static-web-files';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy sources (`'sha256-…'`) of a page's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/** One copy of a built app's files per directory: sandboxes serve the same app as the main network. */
const held = new Map<string, WebFiles>();

function webFilesOf(webDist: string): WebFiles {
  let files = held.get(webDist);
  if (!files) {
    files = new WebFiles(webDist);
    held.set(webDist, files);
  }
  return files;
}

/** What a browser sending `acceptEncoding` takes: brotli, then gzip (each unless `q=0`), then the file itself. */
function chosenEncoding(file: WebFile, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (file.br && accepted.has('br')) return 'br';
  if (file.gzip && accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Whether `If-None-Match` names this representation (or is `*`). */
const stillFresh = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch?.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  }) ?? false;

/**
 * Serves the built web app from memory (static-web-files.ts): hashed assets are cached for good, index.html and the
 * other files are revalidated by their ETag (one per encoding) every time. Text files go out as the `.br` or `.gz` the build wrote
 * beside them, whichever the browser accepts.
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
  const files = webFilesOf(webDist);
  // index.html draws the login page's first frame with an inline script (apps/web/login-first-frame.ts): the policy
  // allows the script of the index.html being served, a build made while the server runs included.
  let hashed: { of: Buffer; hashes: readonly string[] } | undefined;
  allowInlineScripts(() => {
    const index = files.index()?.identity.body;
    if (!index) return [];
    if (hashed?.of !== index) hashed = { of: index, hashes: inlineScriptHashes(index.toString('utf8')) };
    return hashed.hashes;
  });
  const serve: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const hashedAsset = c.req.path.startsWith(HASHED_ASSETS_PREFIX);
    const file = files.get(c.req.path, hashedAsset);
    if (!file) return next();
    const encoding = chosenEncoding(file, c.req.header('accept-encoding'));
    const { body, etag } = (encoding && file[encoding]) || file.identity;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      // A file kept for good is never asked about again: a validator would only add to each of the login page's ~50
      // responses (the page has 250 kB to travel in, headers included).
      'Cache-Control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(hashedAsset ? {} : { ETag: etag, 'Last-Modified': file.modified.toUTCString() }),
      ...(file.br || file.gzip ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (!hashedAsset && stillFresh(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'Content-Length': String(body.length) });
    return c.body(body, 200, headers);
  };
  app.use('*', serve);
}
