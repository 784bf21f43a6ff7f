import type { OrderEndKind } from '../../lib/order-end-kind';
import type { SessionMeter } from './session-meter';

/** A session as it runs: who charges, how they started, and its meter. */
export interface LiveSession {
  id: number;
  customerId: number;
  cardId: number | null;
  startMode: number;
  /** Plug-in. */
  pluggedAt: number;
  /** When energy first flowed: the order's start. Null while preparing. */
  chargingFrom: number | null;
  meter: SessionMeter;
  /** The power the car took from each moment on, as [at, W]. */
  steps: Array<[number, number]>;
  /** Since when energy has not grown although the port says charging. */
  stalledSince: number | null;
  /** Since when the charger has been silent. */
  silentSince: number | null;
}

/** Who ended a session and why; the car's own departure has no operator. */
export interface Ending {
  kind: OrderEndKind;
  by: number | null;
  reason: string;
}

export const CAR_LEFT: Ending = { kind: 'car', by: null, reason: '' };
export const CHARGER_ENDED: Ending = { kind: 'charger', by: null, reason: '' };

export interface Driver {
  customerId: number;
  cardId: number | null;
  startMode: number;
}
