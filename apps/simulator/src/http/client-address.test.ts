import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../lib/env';
import { clientAddress } from './client-address';
import type { AppEnv } from './context';

async function addressSeen(peer: string, forwardedFor: string | undefined, trusted: string[]) {
  const app = new Hono<AppEnv>().get('/', (c) => c.text(clientAddress(c, new Set(trusted))));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe("the caller's address", () => {
  it('is the peer, whatever X-Forwarded-For claims, unless the peer is a trusted proxy', async () => {
    expect(await addressSeen('198.51.100.4', '10.1.1.1', [])).toBe('198.51.100.4');
    expect(await addressSeen('::ffff:198.51.100.4', undefined, [])).toBe('198.51.100.4');
    expect(await addressSeen('198.51.100.4', '10.1.1.1', ['10.0.0.5'])).toBe('198.51.100.4');
  });

  it('behind trusted proxies, is the nearest address of the chain that is not one of them', async () => {
    expect(await addressSeen('10.0.0.5', '203.0.113.9', ['10.0.0.5'])).toBe('203.0.113.9');
    // A client writing its own X-Forwarded-For only pushes the real hop to the right.
    expect(await addressSeen('10.0.0.5', '1.2.3.4, 203.0.113.9', ['10.0.0.5'])).toBe('203.0.113.9');
    expect(await addressSeen('10.0.0.5', '203.0.113.9, 10.0.0.6', ['10.0.0.5', '10.0.0.6'])).toBe('203.0.113.9');
  });
});

describe('PCHARGING_TRUST_PROXY and PCHARGING_SIM_CONTROL', () => {
  it('trust nobody by default and take a list of addresses', () => {
    expect([...loadConfig({}).trustedProxies]).toEqual([]);
    expect([...loadConfig({ PCHARGING_TRUST_PROXY: '10.0.0.5, ::1' }).trustedProxies]).toEqual(['10.0.0.5', '::1']);
    expect(() => loadConfig({ PCHARGING_TRUST_PROXY: '10.0.0.5, proxy.local' })).toThrow(
      /PCHARGING_TRUST_PROXY.*proxy\.local/,
    );
  });

  it('keep the control surface on for development and off in production unless switched', () => {
    expect(loadConfig({}).controlSurface).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).controlSurface).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PCHARGING_SIM_CONTROL: 'on' }).controlSurface).toBe(true);
    expect(loadConfig({ PCHARGING_SIM_CONTROL: 'off' }).controlSurface).toBe(false);
  });
});
