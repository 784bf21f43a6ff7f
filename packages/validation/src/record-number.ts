const PREFIXES = { order: 'PC', journal: 'JN' } as const;

export type RecordKind = keyof typeof PREFIXES;

/**
 * The number a person reads on an order or a journal entry: a prefix, the day it belongs to (YYYYMMDD) and the
 * row id in seven digits, e.g. `PC202611230000042`.
 */
export function recordNumber(kind: RecordKind, compactDay: string, id: number): string {
  return `${PREFIXES[kind]}${compactDay}${String(id).padStart(7, '0')}`;
}
