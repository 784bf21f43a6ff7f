import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDeploymentConfig } from './deployment-config';
import { browserNetwork, deploymentSaysZone, networkFrom } from './network';

describe('the network settings of a sign-in', () => {
  it('are the ones the backend sends', () => {
    expect(networkFrom({ time_zone: 'America/Toronto', currency: 'CAD' })).toEqual({
      timeZone: 'America/Toronto',
      currency: 'CAD',
    });
  });

  it("fall back on the browser's zone and US dollars when the backend says nothing (the PHP backend)", () => {
    expect(networkFrom(undefined)).toEqual(browserNetwork());
    expect(browserNetwork().currency).toBe('USD');
  });

  it('fall back one by one when a value cannot be used here', () => {
    expect(networkFrom({ time_zone: 'Nowhere/Atlantis', currency: 'EUR' })).toEqual({
      timeZone: browserNetwork().timeZone,
      currency: 'EUR',
    });
  });
});

describe("the deployment's config.json on a backend that sends no network", () => {
  // The file's settings stay for the worker's other tests otherwise: an empty file puts the build's defaults back.
  afterEach(async () => {
    vi.stubGlobal('fetch', async () => Response.json({}));
    await loadDeploymentConfig(new URL('http://app.test/config.json'));
    vi.unstubAllGlobals();
  });

  it("gives its zone and currency, and the backend's own settings win over it", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ network: { time_zone: 'America/Vancouver', currency: 'CAD' } }));
    await loadDeploymentConfig(new URL('http://app.test/config.json'));
    expect(networkFrom(undefined)).toEqual({ timeZone: 'America/Vancouver', currency: 'CAD' });
    expect(deploymentSaysZone()).toBe(true);
    expect(networkFrom({ time_zone: 'Europe/Paris', currency: 'EUR' })).toEqual({
      timeZone: 'Europe/Paris',
      currency: 'EUR',
    });
  });
});
