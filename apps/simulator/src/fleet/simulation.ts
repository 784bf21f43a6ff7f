import type { AppDatabase } from '@pcharging/db';
import type { Clock } from '../lib/clock';
import type { SimulatorConfig } from '../lib/env';
import { FaultTable } from '../lib/fault-table';
import { LiveHub } from '../live/live-hub';
import { FleetEngine } from './fleet-engine';
import type { FleetRates } from './fleet-rates';
import { FleetRunner } from './fleet-runner';
import { SimClock, type SteppableClock } from './sim-clock';

/** Everything that makes the simulator more than an echo: the living network, its clock, push and faults. */
export interface Simulation {
  readonly clock: SteppableClock;
  readonly engine: FleetEngine;
  readonly runner: FleetRunner;
  readonly faults: FaultTable;
  readonly hub: LiveHub;
  /** The seed number the network was last built or reset with. */
  seed: number;
}

export class ClockNotSteppableError extends Error {}

function steppable(clock: Clock): SteppableClock {
  if ('advance' in clock && typeof clock.advance === 'function') return clock as SteppableClock;
  return {
    now: () => clock.now(),
    advance: () => {
      throw new ClockNotSteppableError('this clock follows real time and cannot be stepped');
    },
  };
}

export function isSimClock(clock: Clock): clock is SimClock {
  return clock instanceof SimClock;
}

export function createSimulation(
  deps: { db: AppDatabase; config: SimulatorConfig; clock: Clock },
  log: (message: string) => void,
  rates?: Partial<FleetRates>,
): Simulation {
  const clock = steppable(deps.clock);
  const seed = deps.config.fleetSeed;
  const engine = new FleetEngine({
    db: deps.db,
    clock,
    seed,
    network: deps.config.network,
    suspectMinutes: deps.config.suspectMinutes,
    ...(rates ? { rates } : {}),
  });
  const hub = new LiveHub();
  engine.onEvents((events) => hub.publish(events));
  return { clock, engine, runner: new FleetRunner(engine, clock, log), faults: new FaultTable(), hub, seed };
}
