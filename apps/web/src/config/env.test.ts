import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the legacy base path on this origin and the product name', () => {
    expect(parseEnv({}, 'http://localhost:8080/#/login')).toEqual({
      apiBaseUrl: '/api/index.php/_pcharging',
      productTitle: 'pcharging',
      simControlUrl: 'http://localhost:8080/__sim',
      sandboxName: undefined,
      network: {},
    });
    expect(parseEnv({ VITE_API_BASE_URL: ' ', VITE_PRODUCT_TITLE: '' }).productTitle).toBe('pcharging');
  });

  it("takes the build's default network zone and currency, for a backend that sends none", () => {
    expect(parseEnv({ VITE_NETWORK_TIME_ZONE: 'America/Toronto', VITE_NETWORK_CURRENCY: 'CAD' }).network).toEqual({
      timeZone: 'America/Toronto',
      currency: 'CAD',
    });
  });

  it('finds the API beside the page when the app is served from a folder, such as a training sandbox', () => {
    expect(parseEnv({}, 'http://localhost:8080/s/alice/#/operator/station').apiBaseUrl).toBe(
      '/s/alice/api/index.php/_pcharging',
    );
    expect(parseEnv({}, 'https://ops.example/backoffice/index.html#/home').apiBaseUrl).toBe(
      '/backoffice/api/index.php/_pcharging',
    );
  });

  it('finds the control surface beside the page, and names the sandbox the page is served from', () => {
    const sandbox = parseEnv({}, 'http://localhost:8080/s/alice/#/trainer');
    expect(sandbox.simControlUrl).toBe('http://localhost:8080/s/alice/__sim');
    expect(sandbox.sandboxName).toBe('alice');
    expect(parseEnv({}, 'https://ops.example/backoffice/s/team-2/index.html#/home').sandboxName).toBe('team-2');
    expect(parseEnv({}, 'https://ops.example/s/alice/reports/#/home').sandboxName).toBeUndefined();
    expect(parseEnv({}, 'https://ops.example/backoffice/index.html').simControlUrl).toBe(
      'https://ops.example/backoffice/__sim',
    );
  });

  it('accepts the absolute URL of a real backend, without a trailing slash', () => {
    expect(parseEnv({ VITE_API_BASE_URL: 'https://cpo.example/api/index.php/_pcharging/' }).apiBaseUrl).toBe(
      'https://cpo.example/api/index.php/_pcharging',
    );
  });

  it('refuses anything else', () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: 'cpo.example/api' })).toThrow(/VITE_API_BASE_URL/);
  });
});
