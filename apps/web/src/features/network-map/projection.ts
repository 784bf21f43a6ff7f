export interface GeoPoint {
  lng: number;
  lat: number;
}

export interface Plane {
  width: number;
  height: number;
  /** Screen coordinates of a point, north up. */
  place(point: GeoPoint): { x: number; y: number };
  /** Whole-degree lines across the plane (every 1, 2, 5 or 10 degrees, whatever keeps them few). */
  meridians: number[];
  parallels: number[];
  bounds: { west: number; east: number; south: number; north: number };
}

const STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20];

function gridLines(from: number, to: number): number[] {
  const step = STEPS.find((candidate) => (to - from) / candidate <= 8) ?? 20;
  const lines: number[] = [];
  for (let value = Math.ceil(from / step) * step; value <= to; value += step) lines.push(Number(value.toFixed(6)));
  return lines;
}

/**
 * An equirectangular plane fitted to the points (east–west shrunk by the cosine of the middle latitude, so shapes
 * are not stretched), with a margin. It needs no map tiles: the demo and CI have no network beyond the simulator.
 */
export function fitPlane(points: readonly GeoPoint[], width: number, maxHeight: number): Plane {
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  const west0 = Math.min(...lngs, Number.POSITIVE_INFINITY);
  const east0 = Math.max(...lngs, Number.NEGATIVE_INFINITY);
  const south0 = Math.min(...lats, Number.POSITIVE_INFINITY);
  const north0 = Math.max(...lats, Number.NEGATIVE_INFINITY);
  const empty = !Number.isFinite(west0);
  const spanLng = empty ? 1 : Math.max(east0 - west0, 0.02);
  const spanLat = empty ? 1 : Math.max(north0 - south0, 0.02);
  const midLng = empty ? 0 : (west0 + east0) / 2;
  const midLat = empty ? 0 : (south0 + north0) / 2;
  const bounds = {
    west: midLng - spanLng * 0.56,
    east: midLng + spanLng * 0.56,
    south: midLat - spanLat * 0.6,
    north: midLat + spanLat * 0.6,
  };
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const naturalRatio = (bounds.north - bounds.south) / ((bounds.east - bounds.west) * squeeze);
  const height = Math.min(maxHeight, Math.max(240, width * naturalRatio));
  const scale = Math.min(width / ((bounds.east - bounds.west) * squeeze), height / (bounds.north - bounds.south));
  const offsetX = (width - (bounds.east - bounds.west) * squeeze * scale) / 2;
  const offsetY = (height - (bounds.north - bounds.south) * scale) / 2;
  return {
    width,
    height,
    bounds,
    place: ({ lng, lat }) => ({
      x: offsetX + (lng - bounds.west) * squeeze * scale,
      y: offsetY + (bounds.north - lat) * scale,
    }),
    meridians: gridLines(bounds.west, bounds.east),
    parallels: gridLines(bounds.south, bounds.north),
  };
}

/** How many of the plane's units `km` kilometres east–west span at the plane's middle latitude. */
export function unitsAcross(plane: Plane, km: number): number {
  const { west, south, north } = plane.bounds;
  const lat = (south + north) / 2;
  const unitsPerDegree = plane.place({ lng: west + 1, lat }).x - plane.place({ lng: west, lat }).x;
  return (km / (111.32 * Math.cos((lat * Math.PI) / 180))) * unitsPerDegree;
}
