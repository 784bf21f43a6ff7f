import type { QueryKey } from '@tanstack/react-query';
import { alarmKeys } from '../alarm/api/keys';
import { chargerKeys, portKeys } from '../charger/api/keys';
import { statisticsKeys } from '../statistics/api/keys';
import type { LiveEventType } from './live-messages';

const overviewKey: QueryKey = [...statisticsKeys.all, 'overview'];

/**
 * What each pushed change makes stale. New orders are left out on purpose: a list someone is reading should not
 * jump under their eyes; the overview's counters say that money moved.
 */
export const STALE_AFTER: Readonly<Record<LiveEventType, readonly QueryKey[]>> = {
  'pile.status': [chargerKeys.all, portKeys.all],
  'port.status': [portKeys.all, chargerKeys.details()],
  'order.created': [],
  'alarm.raised': [alarmKeys.all],
  'alarm.acknowledged': [alarmKeys.all],
  'alarm.repaired': [alarmKeys.all],
  overview: [overviewKey],
};

/**
 * Gathers the keys to refresh and hands them over at most once per interval: a busy network pushes many changes a
 * second, and one refetch per screen is enough to show them.
 */
export class InvalidationBatcher {
  private pending = new Map<string, QueryKey>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly flush: (keys: QueryKey[]) => void,
    private readonly intervalMs = 1000,
  ) {}

  add(type: LiveEventType): void {
    for (const key of STALE_AFTER[type]) this.pending.set(JSON.stringify(key), key);
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
