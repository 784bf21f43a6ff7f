import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { Clock } from '../lib/clock';
import type { NetworkSettings } from '../lib/env';
import type { NetworkEvent } from './events';

/**
 * The network as it runs (the fleet engine keeps it in memory): it hears of what the domain changed, and passes the
 * change on to whoever listens (the live push, the overview's counters).
 */
export interface RunningNetwork {
  /** Changes written, in the order they happened. */
  announce(events: readonly NetworkEvent[]): void;
  /** A charger's rows changed outside the engine (a restart): it takes the charger and its ports up again. */
  chargerChanged(chargerId: number): void;
  /** A port's rows changed outside the engine (a stop, a port taken out of service): it takes the port up again. */
  portChanged(portId: number): void;
  /** Rows of many kinds changed (a review, a deletion, a scenario): it reads the whole network again. */
  reload(): void;
}

/** A network no engine runs yet (one set up before its app starts): there is nobody to tell. */
export const NETWORK_NOT_RUNNING: RunningNetwork = {
  announce: () => undefined,
  chargerChanged: () => undefined,
  portChanged: () => undefined,
  reload: () => undefined,
};

/**
 * Everything a state change needs: the database it writes in one transaction, the clock, the running network it
 * tells (which pushes the change live), the network's zone and currency, and the language its refusals speak.
 */
export interface Domain {
  readonly db: AppDatabase;
  readonly clock: Clock;
  /** Real time, for what lasts real seconds whatever the simulated clock does (sessions, captchas, throttles);
   * the system's unless a test moves its own. */
  readonly wallClock?: Clock | undefined;
  readonly network: RunningNetwork;
  readonly locale: Locale;
  /** The network's zone: its days are the days of the books, and a bare day sent by an operator is one of them. */
  readonly timeZone: string;
  /** The network's currency, for amounts named in messages. */
  readonly currency: string;
  /** How long a session's energy may stall before it is suspect (PCHARGING_SUSPECT_MINUTES); the port counts as
   * down from then on. */
  readonly suspectMs: number;
}

/** The suspect delay when none is configured: PCHARGING_SUSPECT_MINUTES' default. */
export const DEFAULT_SUSPECT_MINUTES = 15;

/** The domain of a network, in the language given: a request's, the engine's own, or a sandbox's being set up. */
export function domainFor(
  deps: {
    db: AppDatabase;
    clock: Clock;
    wallClock?: Clock | undefined;
    config: { network: NetworkSettings; suspectMinutes?: number };
  },
  network: RunningNetwork,
  locale: Locale,
): Domain {
  const { db, clock, wallClock, config } = deps;
  const { timeZone, currency } = config.network;
  const suspectMs = (config.suspectMinutes ?? DEFAULT_SUSPECT_MINUTES) * 60_000;
  return { db, clock, wallClock, network, locale, timeZone, currency, suspectMs };
}
