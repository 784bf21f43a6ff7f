import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each([
    'user@example.com',
    'first.last@example.co.uk',
    'user+tag@sub.example.org',
    'o_connor-42@my-domain.fr',
    'USER@EXAMPLE.COM',
    'user@[192.168.0.1]',
    'user@[255.255.255.255]',
    'a@b.co',
  ])('accepts %j', (s) => {
    expect(isEmail(s)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['user', 'no at sign'],
    ['@example.com', 'no local part'],
    ['user@', 'no domain'],
    ['user@example', 'no top-level part'],
    ['a@b.c', 'one-letter top-level part'],
    ['user@example.c0m', 'digits in the top-level part'],
    ['us er@example.com', 'space in local part'],
    ['user@exa mple.com', 'space in domain'],
    [' user@example.com', 'leading space'],
    ['user@@example.com', 'double at sign'],
    ['us@er@example.com', 'two at signs'],
    ['.user@example.com', 'leading dot'],
    ['user.@example.com', 'trailing dot in local part'],
    ['us..er@example.com', 'double dot in local part'],
    ['user@example..com', 'double dot in domain'],
    ['user@-example.com', 'label starting with a hyphen'],
    ['user@[256.0.0.1]', 'IP literal octet above 255'],
    ['user@[192.168.0]', 'IP literal with three octets'],
    ['user@192.168.0.1', 'bare IP without brackets'],
    ['<user>@example.com', 'angle brackets'],
  ])('rejects %j (%s)', (s) => {
    expect(isEmail(s)).toBe(false);
  });
});
