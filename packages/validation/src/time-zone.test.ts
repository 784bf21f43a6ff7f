import { describe, expect, it } from 'vitest';
import { isTimeZoneName, isUsableTimeZone } from './time-zone';

describe('time zone names', () => {
  it('accepts IANA names and their aliases as a setting, not abbreviations or typos', () => {
    for (const name of ['America/Toronto', 'Europe/Paris', 'UTC', 'Asia/Calcutta'])
      expect(isTimeZoneName(name)).toBe(true);
    for (const name of ['EST', 'America/Torono', '', 'Toronto']) expect(isTimeZoneName(name)).toBe(false);
  });

  it('lets a browser show any zone Intl accepts', () => {
    expect(isUsableTimeZone('EST')).toBe(true);
    expect(isUsableTimeZone('Mars/Olympus')).toBe(false);
  });
});
