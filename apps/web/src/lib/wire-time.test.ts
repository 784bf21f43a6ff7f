import { describe, expect, it } from 'vitest';
import { wireInstant } from './wire-time';

describe('an instant of an answer', () => {
  const instant = Date.parse('2026-11-23T19:05:00Z');

  it('is read from ISO 8601 with its offset, whatever the zone', () => {
    expect(wireInstant('2026-11-23T19:05:00Z', 'Asia/Tokyo')).toBe(instant);
    expect(wireInstant('2026-11-23T14:05:00-05:00', 'UTC')).toBe(instant);
  });

  it("is read from a PHP backend's wall time in the network's zone", () => {
    expect(wireInstant('2026-11-23 14:05:00', 'America/Toronto')).toBe(instant);
    expect(wireInstant('2026-11-23 20:05:00', 'Europe/Paris')).toBe(instant);
    expect(wireInstant('2026-11-23T14:05', 'America/Toronto')).toBe(instant);
  });

  it('is read across a clock change: the summer offset in July, the winter one in January', () => {
    expect(wireInstant('2026-07-01 12:00:00', 'America/Toronto')).toBe(Date.parse('2026-07-01T16:00:00Z'));
    expect(wireInstant('2026-01-15 12:00:00', 'America/Toronto')).toBe(Date.parse('2026-01-15T17:00:00Z'));
  });

  it('is read from Unix seconds, as a number or a string', () => {
    expect(wireInstant(instant / 1000, 'UTC')).toBe(instant);
    expect(wireInstant(String(instant / 1000), 'America/Toronto')).toBe(instant);
  });

  it('is nothing for a text that is no time', () => {
    expect(wireInstant('soon', 'UTC')).toBeUndefined();
  });
});
