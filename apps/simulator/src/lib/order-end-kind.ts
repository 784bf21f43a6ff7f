import type { components } from '@pcharging/api-client';

export type OrderEndKind = components['schemas']['OrderEndKind'];

const END_KINDS: readonly OrderEndKind[] = ['car', 'remote', 'forced', 'charger'];

/** The stored end kind as the wire names it; anything else read from the database counts as the car's. */
export function orderEndKind(stored: string | null): OrderEndKind {
  return END_KINDS.find((kind) => kind === stored) ?? 'car';
}
