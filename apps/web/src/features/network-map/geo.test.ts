import { describe, expect, it } from 'vitest';
import { distanceKm, nearestTo } from './geo';

const montreal = { lng: -73.57, lat: 45.5 };
const laval = { lng: -73.71, lat: 45.57 };
const toronto = { lng: -79.38, lat: 43.65 };
const vancouver = { lng: -123.12, lat: 49.28 };

describe('distances on the map', () => {
  it('measures along the earth: Montréal to Toronto is about 504 km, to Laval about 13', () => {
    expect(distanceKm(montreal, toronto)).toBeCloseTo(504, -1);
    expect(distanceKm(montreal, laval)).toBeCloseTo(13, 0);
    expect(distanceKm(montreal, montreal)).toBe(0);
  });

  it('lists the nearest stations first, as many as asked', () => {
    const stations = [vancouver, toronto, laval].map((point, id) => ({ ...point, id }));
    expect(nearestTo(stations, montreal, 2).map((near) => near.item.id)).toEqual([2, 1]);
  });
});
