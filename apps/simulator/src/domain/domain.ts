import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { Context } from 'hono';
import type { FleetEngine } from '../fleet/fleet-engine';
import type { Clock } from '../lib/clock';
import type { AppDependencies, AppEnv } from '../lib/context';

/** What the living network must hear of at once when an operator changes it. */
export type LiveNetwork = Pick<
  FleetEngine,
  'noteRestart' | 'noteAlarmChange' | 'reload' | 'stopSession' | 'setPortAvailability'
>;

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

export function domainOf(c: Context<AppEnv>): Domain {
  return domainFor(c.get('deps'), c.get('simulation').engine, c.get('locale'));
}

/** The domain of a network reached without a request (a sandbox being set up), in the language given. */
export function domainFor(deps: AppDependencies, network: LiveNetwork, locale: Locale): Domain {
  const { db, clock, config } = deps;
  return { db, clock, network, locale, timeZone: config.network.timeZone, currency: config.network.currency };
}
