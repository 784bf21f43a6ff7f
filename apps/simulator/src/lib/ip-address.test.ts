import { describe, expect, it } from 'vitest';
import { addressGroup, isLoopbackAddress } from './ip-address';

describe('address groups', () => {
  it('put an IPv4 address in its /24 and an IPv6 address in its /64, however written', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressGroup('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('203.0.114.7')).not.toBe(addressGroup('203.0.113.7'));
    expect(addressGroup('')).toBe('');
  });
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1 written as addresses, never a name that starts like one', () => {
    for (const host of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(host), host).toBe(true);
    for (const host of ['127.rebind.evil.example', '127.0.0.1.nip.io', '128.0.0.1', '::2', 'localhost']) {
      expect(isLoopbackAddress(host), host).toBe(false);
    }
  });
});
