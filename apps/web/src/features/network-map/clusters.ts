export interface Placed<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  x: number;
  y: number;
  members: T[];
}

/**
 * Groups markers whose square hit areas would come closer than `radius` on either axis (a thumb's target and the
 * gap between two), most urgent first so that a group takes the place of its most urgent member; a group of one is
 * a marker of its own.
 */
export function clusterPlaced<T>(
  placed: readonly Placed<T>[],
  radius: number,
  urgency: (item: T) => number,
): Cluster<T>[] {
  const ordered = [...placed].sort((a, b) => urgency(b.item) - urgency(a.item));
  const clusters: Cluster<T>[] = [];
  for (const point of ordered) {
    const near = clusters.find(
      (cluster) => Math.max(Math.abs(cluster.x - point.x), Math.abs(cluster.y - point.y)) < radius,
    );
    if (near) near.members.push(point.item);
    else clusters.push({ x: point.x, y: point.y, members: [point.item] });
  }
  return clusters;
}
