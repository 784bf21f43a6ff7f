const MAX_SAMPLES = 100_000;

/** Tick costs since the last reset, for the control surface and the benchmark. */
export class TickStats {
  private samples: number[] = [];
  private ticks = 0;

  record(milliseconds: number, ticks: number): void {
    if (ticks === 0) return;
    this.ticks += ticks;
    if (this.samples.length < MAX_SAMPLES) this.samples.push(milliseconds / ticks);
  }

  reset(): void {
    this.samples = [];
    this.ticks = 0;
  }

  summary(): { ticks: number; p50Ms: number; p99Ms: number; maxMs: number } {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return { ticks: this.ticks, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
  }
}
