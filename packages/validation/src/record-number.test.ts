import { describe, expect, it } from 'vitest';
import { recordNumber } from './record-number';

describe('recordNumber', () => {
  it('reads prefix, day and a seven-digit id', () => {
    expect(recordNumber('order', '20261123', 42)).toBe('PC202611230000042');
    expect(recordNumber('journal', '20260101', 1234567)).toBe('JN202601011234567');
  });
});
