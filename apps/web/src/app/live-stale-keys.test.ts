import { describe, expect, it } from 'vitest';
import { STALE_AFTER } from './live-stale-keys';

describe('what pushed changes make stale', () => {
  it("names the features' own keys, and nothing for a new order", () => {
    expect(STALE_AFTER['port.status']).toEqual([['ports'], ['chargers', 'detail'], ['station-map']]);
    expect(STALE_AFTER['pile.status']).toEqual([['chargers'], ['ports'], ['timeline'], ['station-map']]);
    expect(STALE_AFTER['session.update']).toEqual([['sessions'], ['timeline'], ['ports'], ['customers', 'sessions']]);
    expect(STALE_AFTER['alarm.raised']).toEqual([['alarms'], ['timeline']]);
    expect(STALE_AFTER.overview).toEqual([['statistics', 'overview']]);
    expect(STALE_AFTER['order.created']).toEqual([]);
  });
});
