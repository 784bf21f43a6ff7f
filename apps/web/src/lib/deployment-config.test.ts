import { describe, expect, it } from 'vitest';
import { readDeploymentConfig } from './deployment-config';

describe("the deployment's config.json", () => {
  it('gives the zone and currency of a backend that sends none', () => {
    const file = { network: { time_zone: 'America/Toronto', currency: 'cad' } };
    expect(readDeploymentConfig(file, {})).toEqual({ timeZone: 'America/Toronto', currency: 'CAD' });
  });

  it("keeps the build's default for a setting it lacks or the browser cannot use", () => {
    const defaults = { timeZone: 'Europe/Paris', currency: 'EUR' };
    expect(readDeploymentConfig({ network: { time_zone: 'Mars/Olympus', currency: 'ZZZZ' } }, defaults)).toEqual(
      defaults,
    );
    expect(readDeploymentConfig({ network: { currency: 'CAD' } }, defaults)).toEqual({
      timeZone: 'Europe/Paris',
      currency: 'CAD',
    });
    expect(readDeploymentConfig('<!doctype html>', {})).toEqual({});
  });
});
