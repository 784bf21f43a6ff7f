import { describe, expect, it } from 'vitest';
import { isExternalLink } from './external-link';

describe('isExternalLink', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1',
    'HTTPS://EXAMPLE.COM',
    'mailto:ops@example.com',
    'tel:+33123456789',
    'Tel:0123',
  ])('accepts %j', (s) => {
    expect(isExternalLink(s)).toBe(true);
  });

  it.each([
    '',
    '/station/list',
    'station/list',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'httpx://example.com',
    ' https://example.com',
    'mailto',
  ])('rejects %j', (s) => {
    expect(isExternalLink(s)).toBe(false);
  });
});
