import { describe, expect, it } from 'vitest';
import { fitPlane, unitsAcross } from './projection';

describe('fitPlane', () => {
  const montreal = { lng: -73.57, lat: 45.5 };
  const vancouver = { lng: -123.12, lat: 49.28 };
  const toronto = { lng: -79.38, lat: 43.65 };

  it('puts west on the left and north at the top, every point inside the plane', () => {
    const plane = fitPlane([montreal, vancouver, toronto], 1000, 600);
    const [m, v, t] = [montreal, vancouver, toronto].map((point) => plane.place(point));
    expect(v?.x).toBeLessThan(t?.x ?? 0);
    expect(t?.x).toBeLessThan(m?.x ?? 0);
    expect(v?.y).toBeLessThan(m?.y ?? 0);
    for (const point of [m, v, t]) {
      expect(point?.x).toBeGreaterThan(0);
      expect(point?.x).toBeLessThan(plane.width);
      expect(point?.y).toBeGreaterThan(0);
      expect(point?.y).toBeLessThan(plane.height);
    }
  });

  it('draws a few whole-degree lines, and survives a single station or none', () => {
    const plane = fitPlane([montreal, vancouver, toronto], 1000, 600);
    expect(plane.meridians.length).toBeGreaterThan(2);
    expect(plane.meridians.length).toBeLessThanOrEqual(9);
    const single = fitPlane([montreal], 400, 300);
    expect(single.place(montreal).x).toBeCloseTo(200, 0);
    expect(Number.isFinite(fitPlane([], 400, 300).height)).toBe(true);
  });

  it('measures kilometres in the plane east–west, as between Toronto and Montréal', () => {
    const plane = fitPlane([montreal, toronto], 1000, 600);
    const across = plane.place(montreal).x - plane.place(toronto).x;
    const lat = (plane.bounds.south + plane.bounds.north) / 2;
    const eastWestKm = 111.32 * Math.cos((lat * Math.PI) / 180) * (montreal.lng - toronto.lng);
    expect(unitsAcross(plane, eastWestKm)).toBeCloseTo(across, 3);
  });
});
