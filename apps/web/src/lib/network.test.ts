import { describe, expect, it } from 'vitest';
import { browserNetwork, networkFrom } from './network';

describe('the network settings of a sign-in', () => {
  it('are the ones the backend sends', () => {
    expect(networkFrom({ time_zone: 'America/Toronto', currency: 'CAD' })).toEqual({
      timeZone: 'America/Toronto',
      currency: 'CAD',
    });
  });

  it("fall back on the browser's zone and US dollars when the backend says nothing (the PHP backend)", () => {
    expect(networkFrom(undefined)).toEqual(browserNetwork());
    expect(browserNetwork().currency).toBe('USD');
  });

  it('fall back one by one when a value cannot be used here', () => {
    expect(networkFrom({ time_zone: 'Nowhere/Atlantis', currency: 'EUR' })).toEqual({
      timeZone: browserNetwork().timeZone,
      currency: 'EUR',
    });
  });
});
