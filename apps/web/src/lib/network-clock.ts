/**
 * The network's clock as the API last told it (the `Date` of its answers), kept as an offset from this browser's:
 * "last heard 5 minutes ago" counts from the network's time, which a simulated network may run ahead of the
 * reader's, and a real one may differ from a reader's badly set computer.
 */
let offsetMs = 0;

/** Notes the `Date` header of an API answer; an answer without one (or unreadable) leaves the clock as it was. */
export function noteNetworkDate(header: string | null, receivedAt = Date.now()): void {
  if (!header) return;
  const at = Date.parse(header);
  if (Number.isNaN(at)) return;
  offsetMs = at - receivedAt;
}

/** Now on the network's clock, to the second its answers are dated by. */
export function networkNow(): number {
  return Date.now() + offsetMs;
}
