import { gunzipSync } from 'node:zlib';
import { operations } from '@pcharging/api-client/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/env';
import { createHarness, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  harness.app.fetch(new Request(`http://sim.test${path}`, { headers }));

describe('the API reference at /docs', () => {
  it('lists every operation with its call, permission and error codes, even without scripts', async () => {
    const response = await get('/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`${operations.length} operations`);
    for (const operation of operations) expect(page).toContain(`<code>${operation.operationId}</code>`);
    expect(page).toMatch(
      /<code>refundOrder<\/code><\/td><td><code>POST \/Order\/refund<\/code><\/td><td>[^<]+<\/td><td>money:order:refund<\/td><td>401, 403, 404, 1001, 1005, 1009<\/td>/,
    );
  });

  it('loads nothing from outside the server, and only scripts the policy allows', async () => {
    const response = await get('/docs');
    const page = await response.text();
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).not.toMatch(/<script>/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...page.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect((await get(script)).status).toBe(200);
  });

  it('serves the renderer compressed and cached for good under its version', async () => {
    const page = await (await get('/docs')).text();
    const rendererPath = page.match(/<script src="(\/docs\/assets\/redoc-[\d.]+\.js)"/)?.[1];
    expect(rendererPath).toBeDefined();
    const zipped = await get(rendererPath ?? '', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toContain('immutable');
    const plain = await get(rendererPath ?? '');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zippedBytes = new Uint8Array(await zipped.arrayBuffer());
    const plainBytes = new Uint8Array(await plain.arrayBuffer());
    expect(zippedBytes.length).toBeLessThan(plainBytes.length / 2);
    expect(gunzipSync(zippedBytes).equals(plainBytes)).toBe(true);
    expect(new TextDecoder().decode(plainBytes)).not.toContain('cdn.redoc.ly');
  });

  it('writes who may call an operation and how it fails at the top of its description', async () => {
    const document: unknown = await (await get('/docs/pcharging.json')).json();
    expect(document).toMatchObject({
      paths: {
        '/Order/refund': {
          post: {
            description: expect.stringMatching(
              /^\*\*Permission:\*\* `money:order:refund`\n\n\*\*Error codes\*\*.*\n\n- `401` .+\n- `403` .+/,
            ),
          },
        },
        '/Admin_user/login': { post: { description: expect.stringMatching(/^\*\*Permission:\*\* none/) } },
      },
    });
  });

  it('puts the control surface reference beside it', async () => {
    const page = await (await get('/docs/sim-control')).text();
    expect(page).toContain('Simulator control surface reference');
    expect(page).toContain('<code>getClock</code>');
    const document: unknown = await (await get('/docs/sim-control.json')).json();
    expect(document).toMatchObject({ info: { title: 'pcharging simulator control surface' } });
  });
});

describe('the API reference in production', () => {
  it('is off unless PCHARGING_DOCS=on says otherwise', async () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.apiReference).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PCHARGING_DOCS: 'on' }).apiReference).toBe(true);
    expect(loadConfig({}).apiReference).toBe(true);
    const closed = await createHarness({ config: { apiReference: false } });
    try {
      expect((await closed.app.fetch(new Request('http://sim.test/docs'))).status).toBe(404);
    } finally {
      closed.close();
    }
  });
});
