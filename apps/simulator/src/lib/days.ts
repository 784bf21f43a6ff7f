/** Calendar days on the wire are UTC days written YYYY-MM-DD. */
export const DAY_MS = 24 * 3600 * 1000;

export const dayOf = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** Epoch ms of a day at 00:00 UTC, or undefined for a day that does not exist (2026-02-30 would roll over). */
export function epochOfDay(day: string): number | undefined {
  const epoch = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(epoch) || dayOf(epoch) !== day ? undefined : epoch;
}
