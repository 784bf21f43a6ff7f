/** A box of the map's plane: a label, in plane units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether no marker (a circle of `radius` round each centre) touches the box: a label there hides nothing. */
export function clearOf(box: Box, centres: readonly { x: number; y: number }[], radius: number): boolean {
  return centres.every(({ x, y }) => {
    const dx = Math.max(box.x - x, 0, x - (box.x + box.width));
    const dy = Math.max(box.y - y, 0, y - (box.y + box.height));
    return dx * dx + dy * dy > radius * radius;
  });
}
