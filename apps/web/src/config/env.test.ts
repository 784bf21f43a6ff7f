import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the legacy base path on this origin and the product name', () => {
    expect(parseEnv({}, 'http://localhost:8080/#/login')).toEqual({
      apiBaseUrl: '/api/index.php/_pcharging',
      productTitle: 'pcharging',
    });
    expect(parseEnv({ VITE_API_BASE_URL: ' ', VITE_PRODUCT_TITLE: '' }).productTitle).toBe('pcharging');
  });

  it('finds the API beside the page when the app is served from a folder, such as a training sandbox', () => {
    expect(parseEnv({}, 'http://localhost:8080/s/alice/#/operator/station').apiBaseUrl).toBe(
      '/s/alice/api/index.php/_pcharging',
    );
    expect(parseEnv({}, 'https://ops.example/backoffice/index.html#/home').apiBaseUrl).toBe(
      '/backoffice/api/index.php/_pcharging',
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
