import { describe, expect, it } from 'vitest';
import { clusterPlaced } from './clusters';

describe('clusterPlaced', () => {
  it('groups markers that would overlap, placed at the most urgent one', () => {
    const placed = [
      { item: { id: 1, urgency: 1 }, x: 100, y: 100 },
      { item: { id: 2, urgency: 3 }, x: 108, y: 104 },
      { item: { id: 3, urgency: 2 }, x: 300, y: 100 },
    ];
    const clusters = clusterPlaced(placed, 20, (item) => item.urgency);
    expect(clusters.map((cluster) => cluster.members.map((member) => member.id))).toEqual([[2, 1], [3]]);
    expect(clusters[0]).toMatchObject({ x: 108, y: 104 });
  });

  it('groups markers diagonal to each other whose square targets would touch', () => {
    const placed = [
      { item: { id: 1 }, x: 100, y: 100 },
      { item: { id: 2 }, x: 118, y: 118 },
      { item: { id: 3 }, x: 121, y: 100 },
    ];
    expect(clusterPlaced(placed, 20, () => 0).map((cluster) => cluster.members.length)).toEqual([2, 1]);
  });
});
