import type { QueryKey } from '@tanstack/react-query';
import type { LiveEventType } from './live-messages';

/** What each pushed change makes stale: the app says, since the keys belong to the features it composes. */
export type StaleAfter = Readonly<Record<LiveEventType, readonly QueryKey[]>>;

/**
 * Gathers the keys to refresh and hands them over at most once per interval: a busy network pushes many changes a
 * second, and one refetch per screen is enough to show them.
 */
export class InvalidationBatcher {
  private pending = new Map<string, QueryKey>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly staleAfter: StaleAfter,
    private readonly flush: (keys: QueryKey[]) => void,
    private readonly intervalMs = 1000,
  ) {}

  add(type: LiveEventType): void {
    for (const key of this.staleAfter[type]) this.pending.set(JSON.stringify(key), key);
    if (this.pending.size === 0 || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const keys = [...this.pending.values()];
      this.pending.clear();
      this.flush(keys);
    }, this.intervalMs);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
