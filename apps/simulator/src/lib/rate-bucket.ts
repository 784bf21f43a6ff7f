/** A token bucket: `perSecond` tokens a second, up to `burst` saved; 0 a second lets everything through. */
export class RateBucket {
  private tokens: number;
  private updatedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly perSecond: number,
    private readonly burst = perSecond * 2,
  ) {
    this.tokens = burst;
  }

  /** Takes a token at `now` (ms) if there is one. */
  take(now: number): boolean {
    if (this.perSecond <= 0) return true;
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(
      this.burst,
      this.tokens + (Number.isFinite(elapsed) ? (elapsed / 1000) * this.perSecond : this.burst),
    );
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
