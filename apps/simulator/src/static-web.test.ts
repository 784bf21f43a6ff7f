import { pbkdf2 } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './http/context';
import { securityHeaders } from './middleware/security-headers';
import { inlineScriptHashes, mountWebApp } from './static-web';

const dist = mkdtempSync(join(tmpdir(), 'pcharging-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(join(dist, 'assets'));
const firstFrame = "document.getElementById('root').textContent='Sign in'";
const firstIndex = `<!doctype html><title>pcharging</title><div id="root"></div><script>${firstFrame}</script>`;
writeFileSync(join(dist, 'index.html'), firstIndex);
writeFileSync(join(dist, 'index.html.gz'), gzipSync(firstIndex));
writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'config.json'), '{"network":{"time_zone":"America/Toronto","currency":"CAD"}}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>();
app.use('*', securityHeaders);
mountWebApp(app, dist);
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});

describe('the built web app', () => {
  it('sends a hashed script as brotli when the browser takes it, cached for good', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/index-abc123.js', 'gzip')).headers.get('content-encoding')).toBe('gzip');
    expect((await get('/assets/index-abc123.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves index.html at the root, never cached', async () => {
    const response = await get('/', 'br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>pcharging</title>');
  });

  it('answers 304 without the body to a browser that holds the same index.html, and the page to one that does not', async () => {
    const first = await get('/', 'gzip');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await app.request('/', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another encoding is another representation, with a validator of its own.
    const plain = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).not.toBe(etag);
    expect(await plain.text()).toBe(firstIndex);
  });

  it("sends a script while libuv's thread pool is taken by slow work, without waiting for a disk read", async () => {
    let finished = 0;
    const slowWork = Array.from(
      { length: 8 },
      () =>
        new Promise<void>((resolve) =>
          pbkdf2('secret', 'salt', 100_000, 64, 'sha512', () => {
            finished += 1;
            resolve();
          }),
        ),
    );
    const body = await (await get('/assets/index-abc123.js')).text();
    const finishedWhenSent = finished;
    await Promise.all(slowWork);
    expect(body).toBe(script);
    expect(finishedWhenSent).toBe(0);
  }, 30_000);
});

describe("index.html's inline script", () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
    const [hash] = inlineScriptHashes(`<script>${firstFrame}</script>`);
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSources).toEqual(["'self'", hash]);
    expect(inlineScriptHashes('<script>alert(1)</script>')).not.toContain(hash);
  });
});

describe('a web app rebuilt while the server runs', () => {
  it("is served with its new inline script's hash", async () => {
    const rebuilt = "document.getElementById('root').textContent='Connexion'";
    writeFileSync(join(dist, 'index.html'), `<!doctype html><div id="root"></div><script>${rebuilt}</script>`);
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    // The file's date is looked at once a second at most.
    vi.useFakeTimers({ now: Date.now() + 1_001, toFake: ['Date'] });
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(inlineScriptHashes(`<script>${rebuilt}</script>`)[0]);
    expect(policy).not.toContain(inlineScriptHashes(`<script>${firstFrame}</script>`)[0]);
    vi.useRealTimers();
  });
});

describe('a config.json edited while the server runs', () => {
  it('is served within a second, without a restart', async () => {
    expect(await (await get('/config.json')).json()).toEqual({
      network: { time_zone: 'America/Toronto', currency: 'CAD' },
    });
    writeFileSync(join(dist, 'config.json'), '{"network":{"time_zone":"Europe/Paris","currency":"EUR"}}');
    utimesSync(join(dist, 'config.json'), new Date(), new Date(Date.now() + 5_000));
    vi.useFakeTimers({ now: Date.now() + 2_002, toFake: ['Date'] });
    const edited = await get('/config.json');
    vi.useRealTimers();
    expect(await edited.json()).toEqual({ network: { time_zone: 'Europe/Paris', currency: 'EUR' } });
  });
});

describe('a build whose compressed copies are written after its index.html', () => {
  it('is served compressed once they are there', async () => {
    const next = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    writeFileSync(join(dist, 'assets', 'index-def456.js'), next);
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>pcharging</title><script src="/assets/index-def456.js">',
    );
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    vi.useFakeTimers({ now: Date.now() + 3_003, toFake: ['Date'] });
    const before = await get('/assets/index-def456.js', 'br');
    vi.useRealTimers();
    expect(before.headers.get('content-encoding')).toBeNull();
    writeFileSync(join(dist, 'assets', 'index-def456.js.br'), brotliCompressSync(next));
    utimesSync(join(dist, 'assets', 'index-def456.js.br'), new Date(), new Date(Date.now() + 10_000));
    vi.useFakeTimers({ now: Date.now() + 4_004, toFake: ['Date'] });
    const after = await get('/assets/index-def456.js', 'br');
    vi.useRealTimers();
    expect(after.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await after.arrayBuffer())).toString()).toBe(next);
  });
});
