import type { components } from '@pcharging/api-client';
import { orderEndKinds } from '@pcharging/api-client/enums';
import { storedWord } from './stored-word';

export type OrderEndKind = components['schemas']['OrderEndKind'];

/** The stored end kind as the wire names it; anything else read from the database counts as the car's. */
export function orderEndKind(stored: string | null): OrderEndKind {
  return storedWord(orderEndKinds, stored, 'car');
}
