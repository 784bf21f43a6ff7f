import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../testing/harness';

const PATH = '/api/index.php/_pcharging/Base/verification_code';
let harness: Harness;
afterEach(() => harness.close());

async function captchaCookie(url: string, headers: Record<string, string>, peer: string): Promise<string> {
  const request = new Request(url, { method: 'POST', headers });
  const response = await harness.app.fetch(request, { incoming: { socket: { remoteAddress: peer } } });
  return response.headers.get('set-cookie') ?? '';
}

describe('cookies over TLS', () => {
  it('are Secure when the request came over TLS, directly or through a trusted proxy saying so', async () => {
    harness = await createHarness({ config: { trustedProxies: new Set(['10.0.0.2']) } });
    expect(await captchaCookie(`https://sim.test${PATH}`, {}, '203.0.113.9')).toMatch(/;\s*Secure/i);
    const proxied = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.9' };
    expect(await captchaCookie(`http://sim.test${PATH}`, proxied, '10.0.0.2')).toMatch(/;\s*Secure/i);
    // The header is anyone's to write: from a peer that is not a trusted proxy it means nothing.
    expect(await captchaCookie(`http://sim.test${PATH}`, proxied, '203.0.113.9')).not.toMatch(/Secure/i);
    expect(await captchaCookie(`http://sim.test${PATH}`, {}, '10.0.0.2')).not.toMatch(/Secure/i);
  });
});
