import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { openapiDocument } from '@pcharging/api-client/openapi';
import { simControlDocument } from '@pcharging/api-client/sim-control';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../http/context';
import { annotateForReference, type ReferenceOperation, referenceOperations } from './reference-document';

export const DOCS_BASE_PATH = '/docs';

/** The renderer ships inside the simulator's own dependencies: the page loads nothing from outside the server. */
const RENDERER_FILE = 'redoc/bundles/redoc.standalone.js';

function rendererVersion(manifest: unknown): string {
  const version = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  if (typeof version !== 'string') throw new Error('redoc/package.json has no version');
  return version;
}
const requireHere = createRequire(import.meta.url);
const RENDERER_VERSION = rendererVersion(requireHere('redoc/package.json'));
const RENDERER_PATH = `/assets/redoc-${RENDERER_VERSION}.js`;

interface ReferencePage {
  readonly title: string;
  readonly intro: string;
  readonly documentPath: string;
  readonly operations: ReadonlyArray<ReferenceOperation>;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

const wireDocument = once(() => JSON.stringify(annotateForReference(openapiDocument)));
const controlDocument = once(() => JSON.stringify(simControlDocument));
/**
 * The renderer's one address outside the server is its own logo in the sidebar footer (fetched from Redocly's CDN);
 * it becomes an empty image, which the renderer then leaves out.
 */
const OUTSIDE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

const renderer = once(() => {
  const source = Buffer.from(
    readFileSync(requireHere.resolve(RENDERER_FILE), 'utf8').replaceAll(OUTSIDE_LOGO, 'data:,'),
  );
  return { source, gzipped: gzipSync(source, { level: 9 }) };
});

const pages = {
  wire: once(
    (): ReferencePage => ({
      title: 'pcharging API reference',
      intro:
        'The legacy _pcharging API as the web app speaks it: every operation with the permission it needs and the codes it answers.',
      documentPath: `${DOCS_BASE_PATH}/pcharging.json`,
      operations: referenceOperations(openapiDocument),
    }),
  ),
  control: once(
    (): ReferencePage => ({
      title: 'Simulator control surface reference',
      intro:
        'Developer and trainer controls under /__sim: clock, faults, network and resets. Off in production unless switched on.',
      documentPath: `${DOCS_BASE_PATH}/sim-control.json`,
      operations: referenceOperations(simControlDocument),
    }),
  ),
};

/**
 * The operations are written into the page itself, so it lists them without scripts (and for `curl`); the
 * renderer then replaces that list with the full reference.
 */
function renderPage(page: ReferencePage) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${DOCS_BASE_PATH}/assets/reference.css" />
  </head>
  <body>
    <nav class="reference-switch" aria-label="References">
      <a href="${DOCS_BASE_PATH}">_pcharging API</a>
      <a href="${DOCS_BASE_PATH}/sim-control">Simulator control surface</a>
      <a href="${page.documentPath}">OpenAPI document (JSON)</a>
    </nav>
    <div id="reference" data-document="${page.documentPath}">
      <main class="reference-index">
        <h1>${page.title}</h1>
        <p>${page.intro}</p>
        <table>
          <caption>${page.operations.length} operations</caption>
          <thead>
            <tr><th scope="col">Operation</th><th scope="col">Call</th><th scope="col">Summary</th><th scope="col">Permission</th><th scope="col">Error codes</th></tr>
          </thead>
          <tbody>
            ${page.operations.map(
              (operation) =>
                html`<tr><td><code>${operation.operationId}</code></td><td><code>${operation.method} ${operation.path}</code></td><td>${operation.summary}</td><td>${operation.permission ?? 'public'}</td><td>${operation.errorCodes.join(', ')}</td></tr>`,
            )}
          </tbody>
        </table>
      </main>
    </div>
    <script src="${DOCS_BASE_PATH}${RENDERER_PATH}"></script>
    <script src="${DOCS_BASE_PATH}/assets/reference.js"></script>
  </body>
</html>`;
}

// Kept outside the page: the Content-Security-Policy allows the server's own scripts only, no inline ones.
const STARTER = `(function () {
  var mount = document.getElementById('reference');
  if (!mount || !window.Redoc) return;
  window.Redoc.init(mount.getAttribute('data-document'), {
    expandResponses: '200',
    jsonSampleExpandLevel: 3,
    hideDownloadButton: false,
    nativeScrollbars: true,
    showExtensions: ['x-mutating', 'x-public'],
    theme: { colors: { primary: { main: '#0b5cd5' } }, sidebar: { width: '280px' } }
  }, mount);
})();
`;

const STYLE = `body { margin: 0; font-family: system-ui, sans-serif; color: #1f1f1f; }
.reference-switch { display: flex; gap: 16px; padding: 8px 16px; background: #0b1f3a; }
.reference-switch a { color: #fff; }
.reference-index { padding: 16px; }
.reference-index table { border-collapse: collapse; }
.reference-index th, .reference-index td { border-bottom: 1px solid #d9d9d9; padding: 4px 8px; text-align: left; vertical-align: top; }
`;

function gzipAccepted(c: Context<AppEnv>): boolean {
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
}

export const apiReferenceRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.html(renderPage(pages.wire())))
  .get('/sim-control', (c) => c.html(renderPage(pages.control())))
  .get('/pcharging.json', (c) => c.body(wireDocument(), 200, { 'content-type': 'application/json; charset=utf-8' }))
  .get('/sim-control.json', (c) =>
    c.body(controlDocument(), 200, { 'content-type': 'application/json; charset=utf-8' }),
  )
  .get('/assets/reference.js', (c) =>
    c.body(STARTER, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  )
  .get('/assets/reference.css', (c) =>
    c.body(STYLE, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  )
  .get(RENDERER_PATH, (c) => {
    const { source, gzipped } = renderer();
    const headers: Record<string, string> = {
      'content-type': 'text/javascript; charset=utf-8',
      // The address names the renderer's version, so a new one is a new address.
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    };
    if (!gzipAccepted(c)) return c.body(new Uint8Array(source), 200, headers);
    return c.body(new Uint8Array(gzipped), 200, { ...headers, 'content-encoding': 'gzip' });
  });
