import type { FleetEngine } from './fleet-engine';
import type { SteppableClock } from './sim-clock';
import { TickStats } from './tick-stats';

/** The longest the runner sleeps: a clock paused, resumed or stepped meanwhile is noticed this fast. */
export const MAX_SLEEP_MS = 100;
const MIN_SLEEP_MS = 2;
/** Further behind than this (e.g. after the process slept), the runner jumps instead of replaying it all. */
const MAX_CATCH_UP_MS = 10 * 60 * 1000;

/**
 * How long to sleep before the next tick: until it is owed (so pushes leave as soon as their second is
 * simulated, not up to a polling period later), but never longer than MAX_SLEEP_MS.
 */
export function sleepBeforeTick(clock: SteppableClock, nextTickAt: number): number {
  const wait = clock.realMsUntil?.(nextTickAt);
  if (wait === undefined) return MAX_SLEEP_MS;
  return Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, Math.ceil(wait)));
}

/**
 * Drives the engine from the clock in real time. Started still (the engine off), it only carries out the
 * operators' commands as they fall due; tests leave it stopped and step the engine instead.
 */
export class FleetRunner {
  readonly stats = new TickStats();
  private timer: NodeJS.Timeout | undefined;
  private still: NodeJS.Timeout | undefined;

  constructor(
    private readonly engine: Pick<FleetEngine, 'tickUntil' | 'skipTo' | 'nextTickAt' | 'settleCommands'>,
    private readonly clock: SteppableClock,
    private readonly log: (message: string) => void,
  ) {}

  /** Whether the network is being simulated (not merely its commands settled). */
  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.stopStill();
    this.sleep(0);
  }

  /** The network stays still; a restart issued meanwhile still ends when due. */
  startStill(): void {
    if (this.still || this.timer) return;
    this.still = setInterval(() => {
      try {
        this.engine.settleCommands(this.clock.now());
      } catch (error) {
        this.log(`fleet engine command failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }, MAX_SLEEP_MS);
    this.still.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopStill();
  }

  private stopStill(): void {
    clearInterval(this.still);
    this.still = undefined;
  }

  /** Runs the ticks the clock owes, timing them. */
  catchUp(): void {
    try {
      const now = this.clock.now();
      this.engine.skipTo(now - MAX_CATCH_UP_MS);
      const started = performance.now();
      const ticks = this.engine.tickUntil(now);
      this.stats.record(performance.now() - started, ticks);
    } catch (error) {
      this.log(`fleet engine tick failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private sleep(milliseconds: number): void {
    const timer = setTimeout(() => {
      this.catchUp();
      // Stopped (or stopped and started again) while ticking: that other timer, if any, carries on.
      if (this.timer === timer) this.sleep(sleepBeforeTick(this.clock, this.engine.nextTickAt()));
    }, milliseconds);
    timer.unref();
    this.timer = timer;
  }
}
