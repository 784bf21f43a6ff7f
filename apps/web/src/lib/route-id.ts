/** A record id from a route segment; anything but a positive integer is no id. */
export function routeId(segment: string | undefined): number | undefined {
  if (!segment || !/^\d+$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
