import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { Clock } from '../lib/clock';
import type { NetworkSettings } from '../lib/env';
import type { NetworkEvent } from './events';

/** What became of an operator's stop: done, waiting for the charger, closed in the books, or nothing to stop. */
export type StopOutcome = 'stopped' | 'queued' | 'closed' | 'notRunning';

export interface StopRequest {
  by: number;
  reason: string;
  /** Close it in the books at its last known energy when the charger cannot be reached. */
  force: boolean;
}

/** What the living network must hear of at once when an operator changes it. */
export interface LiveNetwork {
  noteRestart(chargerId: number, until: number): void;
  noteAlarmChange(event: NetworkEvent): void;
  reload(seed?: number): void;
  stopSession(sessionId: number, request: StopRequest): StopOutcome;
  setPortAvailability(portId: number, change: { inoperative: boolean; reason: string }): 'done' | 'busy';
}

/**
 * Everything a state change needs: the database it writes in one transaction, the clock, the living network
 * it tells (which pushes the change live), and the language its refusals speak.
 */
export interface Domain {
  readonly db: AppDatabase;
  readonly clock: Clock;
  readonly network: LiveNetwork;
  readonly locale: Locale;
  /** The network's zone: a bare day sent by an operator is one of its days. */
  readonly timeZone: string;
  /** The network's currency, for amounts named in messages. */
  readonly currency: string;
}

/** The domain of a network, in the language given: a request's, or a sandbox's being set up. */
export function domainFor(
  deps: { db: AppDatabase; clock: Clock; config: { network: NetworkSettings } },
  network: LiveNetwork,
  locale: Locale,
): Domain {
  const { db, clock, config } = deps;
  return { db, clock, network, locale, timeZone: config.network.timeZone, currency: config.network.currency };
}
