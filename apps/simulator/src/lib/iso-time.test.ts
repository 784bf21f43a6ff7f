import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iso } from './iso-time';

describe('an instant on the wire', () => {
  it('reads as the Date writes it, to the millisecond, across leap days, centuries and year 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 253_402_300_800_999 }), (epochMs) => {
        expect(iso(epochMs)).toBe(new Date(epochMs).toISOString());
      }),
      { numRuns: 20_000 },
    );
    for (const instant of ['2000-02-29T23:59:59.999Z', '2100-03-01T00:00:00.000Z', '1970-01-01T00:00:00.000Z']) {
      expect(iso(Date.parse(instant))).toBe(instant);
    }
  });

  it('stays missing when missing', () => {
    expect(iso(null)).toBeNull();
    expect(iso(undefined)).toBeNull();
  });
});
