import { describe, expect, it } from 'vitest';
import { isPhone } from './phone';

describe('isPhone', () => {
  it('takes digits, spaces, +, - and brackets, and an empty field', () => {
    expect(isPhone('+1 (514) 555-0199')).toBe(true);
    expect(isPhone('')).toBe(true);
  });

  it('refuses letters and other signs', () => {
    expect(isPhone('514 555 CALL')).toBe(false);
    expect(isPhone('514.555.0199')).toBe(false);
  });
});
