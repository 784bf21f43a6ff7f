export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to: tests of expiry and throttling use it. */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 0, 15, 9, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
