import type { GeoPoint } from './projection';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Near<T> {
  item: T;
  km: number;
}

/** The `limit` points nearest to `from`, nearest first. */
export function nearestTo<T extends GeoPoint>(points: readonly T[], from: GeoPoint, limit: number): Near<T>[] {
  return points
    .map((item) => ({ item, km: distanceKm(from, item) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}
