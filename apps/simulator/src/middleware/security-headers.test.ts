import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

function expectSecured(response: Response) {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('come with every answer: an API call, a refusal, a fault, the health check and an unknown path', async () => {
    expectSecured(await harness.send('/Base/verification_code', { body: '' }));
    expectSecured(await harness.send('/Station/lists', { body: '' }));
    expectSecured(await harness.app.request('/healthz'));
    expectSecured(await harness.app.request('/nowhere'));
    expectSecured(await harness.app.request('/api/index.php/_pcharging/Nothing/here', { method: 'POST' }));
  });
});

describe('hashed assets of the web app', () => {
  it('keep what protects a subresource and leave out what only a document reads', async () => {
    // No web build here: the 404 of an asset path goes through the same headers as the file would.
    const response = await harness.app.request('/assets/index-abc123.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeNull();
  });

  it('send none of the headers only old browsers read, on any answer', async () => {
    for (const response of [await harness.app.request('/healthz'), await harness.app.request('/assets/a.js')]) {
      for (const header of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies']) {
        expect(response.headers.get(header), header).toBeNull();
      }
    }
  });
});
