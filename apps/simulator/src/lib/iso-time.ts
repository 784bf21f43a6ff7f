/** An instant as the wire writes it: ISO 8601, in UTC. A missing one stays missing. */
export function iso(epochMs: number): string;
export function iso(epochMs: number | null | undefined): string | null;
export function iso(epochMs: number | null | undefined): string | null {
  return epochMs === null || epochMs === undefined ? null : new Date(epochMs).toISOString();
}
