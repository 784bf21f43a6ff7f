import type { QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvalidationBatcher, type StaleAfter } from './live-invalidation';

const staleAfter: StaleAfter = {
  'pile.status': [['chargers'], ['ports']],
  'port.status': [['ports'], ['chargers', 'detail']],
  'session.update': [['sessions']],
  'order.created': [],
  'alarm.raised': [['alarms']],
  'alarm.acknowledged': [['alarms']],
  'alarm.repaired': [['alarms']],
  overview: [['statistics', 'overview']],
};

describe('refreshing after pushed changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes each stale query once per second however many changes arrive', () => {
    const flushed: QueryKey[][] = [];
    const batcher = new InvalidationBatcher(staleAfter, (keys) => flushed.push(keys));
    for (let change = 0; change < 50; change += 1) batcher.add('port.status');
    batcher.add('alarm.raised');
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(flushed).toEqual([[['ports'], ['chargers', 'detail'], ['alarms']]]);
    batcher.add('overview');
    vi.advanceTimersByTime(1000);
    expect(flushed[1]).toEqual([['statistics', 'overview']]);
  });

  it('refreshes nothing for a change that makes nothing stale, and forgets what is pending when disposed', () => {
    const flush = vi.fn();
    const batcher = new InvalidationBatcher(staleAfter, flush);
    batcher.add('order.created');
    vi.advanceTimersByTime(5000);
    expect(flush).not.toHaveBeenCalled();
    batcher.add('pile.status');
    batcher.dispose();
    vi.advanceTimersByTime(5000);
    expect(flush).not.toHaveBeenCalled();
  });
});
