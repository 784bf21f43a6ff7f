import type { FleetEngine } from './fleet-engine';
import type { SteppableClock } from './sim-clock';
import { TickStats } from './tick-stats';

const POLL_MS = 100;
/** Further behind than this (e.g. after the process slept), the runner jumps instead of replaying it all. */
const MAX_CATCH_UP_MS = 10 * 60 * 1000;

/** Drives the engine from the clock in real time; tests leave it stopped and step the engine instead. */
export class FleetRunner {
  readonly stats = new TickStats();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly engine: FleetEngine,
    private readonly clock: SteppableClock,
    private readonly log: (message: string) => void,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.catchUp(), POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
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
}
