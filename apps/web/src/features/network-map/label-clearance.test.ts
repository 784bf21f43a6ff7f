import { describe, expect, it } from 'vitest';
import { clearOf } from './label-clearance';

describe("an axis label's place", () => {
  const label = { x: 10, y: 100, width: 36, height: 14 };

  it('is clear when every marker stands farther than its radius from the label', () => {
    expect(clearOf(label, [{ x: 80, y: 107 }], 14)).toBe(true);
  });

  it('is taken when a marker covers the label or touches its edge', () => {
    expect(clearOf(label, [{ x: 20, y: 107 }], 14)).toBe(false);
    expect(clearOf(label, [{ x: 52, y: 92 }], 14)).toBe(false);
  });
});
