import { describe, expect, it } from 'vitest';
import { isMd5Hex } from './md5-hex';

describe('isMd5Hex', () => {
  it.each(['e10adc3949ba59abbe56e057f20f883e', 'E10ADC3949BA59ABBE56E057F20F883E', '0'.repeat(32)])(
    'accepts %j',
    (s) => {
      expect(isMd5Hex(s)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['e10adc3949ba59abbe56e057f20f883', '31 chars'],
    ['e10adc3949ba59abbe56e057f20f883e0', '33 chars'],
    ['g10adc3949ba59abbe56e057f20f883e', 'non-hex letter'],
    ['123456', 'a plain-text password'],
    [' e10adc3949ba59abbe56e057f20f883e', 'leading space'],
  ])('rejects %j (%s)', (s) => {
    expect(isMd5Hex(s)).toBe(false);
  });
});
