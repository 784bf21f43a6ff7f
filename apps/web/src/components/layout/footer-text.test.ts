import { describe, expect, it } from 'vitest';
import { copyrightOrigin, isIpAddress } from './footer-text';

describe('footer copyright', () => {
  it.each(['127.0.0.1', '192.168.1.20', '10.0.0.1', '[::1]', '::1', '[2001:db8::8a2e:370:7334]', 'fe80::1'])(
    'treats %s as an IP address',
    (host) => {
      expect(isIpAddress(host)).toBe(true);
    },
  );

  it.each(['localhost', 'cpo.example.com', '256.1.1.1', '1.2.3', 'example.123'])('treats %s as a name', (host) => {
    expect(isIpAddress(host)).toBe(false);
  });

  it('shows the origin for a named host and nothing for an IP', () => {
    expect(copyrightOrigin({ hostname: 'cpo.example.com', origin: 'https://cpo.example.com' })).toBe(
      'https://cpo.example.com',
    );
    expect(copyrightOrigin({ hostname: '10.1.2.3', origin: 'http://10.1.2.3:8080' })).toBeUndefined();
  });
});
