import type { Clock } from '../lib/clock';

/** A clock the fleet engine can move by hand: the manual test clock and the simulated clock both are. */
export interface SteppableClock extends Clock {
  advance(milliseconds: number): void;
  /** Real milliseconds until simulated time reaches `at`; undefined when it will not get there by itself. */
  realMsUntil?(at: number): number | undefined;
}

export interface ClockState {
  now: number;
  speed: number;
  paused: boolean;
}

/**
 * Simulated time: runs at `speed` × real time from where it was last anchored, stands still while paused,
 * and can be stepped by hand. Re-anchoring on every change keeps `now()` continuous.
 */
export class SimClock implements SteppableClock {
  private anchorSim: number;
  private anchorReal: number;
  private speed: number;
  private paused: boolean;

  constructor(
    options: { start?: number; speed?: number; paused?: boolean } = {},
    private readonly realNow: () => number = () => Date.now(),
  ) {
    this.anchorReal = realNow();
    this.anchorSim = options.start ?? this.anchorReal;
    this.speed = options.speed ?? 1;
    this.paused = options.paused ?? false;
  }

  now(): number {
    if (this.paused) return this.anchorSim;
    return this.anchorSim + Math.floor((this.realNow() - this.anchorReal) * this.speed);
  }

  advance(milliseconds: number): void {
    this.rebase();
    this.anchorSim += milliseconds;
  }

  pause(): void {
    this.rebase();
    this.paused = true;
  }

  resume(): void {
    this.rebase();
    this.paused = false;
  }

  setSpeed(speed: number): void {
    this.rebase();
    this.speed = speed;
  }

  realMsUntil(at: number): number | undefined {
    if (this.paused || this.speed <= 0) return undefined;
    return Math.max(0, (at - this.now()) / this.speed);
  }

  state(): ClockState {
    return { now: this.now(), speed: this.speed, paused: this.paused };
  }

  private rebase(): void {
    this.anchorSim = this.now();
    this.anchorReal = this.realNow();
  }
}
