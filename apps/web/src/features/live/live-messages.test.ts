import { describe, expect, it } from 'vitest';
import { eventNumber, parseLiveFrame } from './live-messages';

describe('a live frame', () => {
  it('is read the same when a PHP backend writes its numbers as strings and an empty map as []', () => {
    const clean = parseLiveFrame(
      JSON.stringify({ type: 'port.status', at: 1_765_000_000_000, stationId: 4, data: { portId: 12, status: 2 } }),
    );
    const php = parseLiveFrame(
      JSON.stringify({ type: 'port.status', at: '1765000000000', stationId: '4', data: { portId: '12', status: '2' } }),
    );
    expect(php).toMatchObject({ type: 'port.status', at: 1_765_000_000_000, stationId: 4 });
    expect(clean).toMatchObject({ type: 'port.status', at: 1_765_000_000_000, stationId: 4 });
    // The data's fields are read by name, each as a number where a number is meant.
    for (const frame of [php, clean]) {
      expect(frame && 'data' in frame ? [eventNumber(frame, 'portId'), eventNumber(frame, 'status')] : []).toEqual([
        12, 2,
      ]);
    }
    expect(parseLiveFrame(JSON.stringify({ type: 'overview', at: 1, stationId: null, data: [] }))).toEqual({
      type: 'overview',
      at: 1,
      stationId: null,
      data: {},
    });
  });

  it('ignores a frame whose data is a list with items, or whose number is a word', () => {
    expect(parseLiveFrame(JSON.stringify({ type: 'overview', at: 1, data: [1] }))).toBeUndefined();
    const frame = parseLiveFrame(JSON.stringify({ type: 'pile.status', at: 1, stationId: 'four', data: { id: 'x' } }));
    expect(frame).toMatchObject({ stationId: null });
    expect(frame && 'data' in frame ? eventNumber(frame, 'id') : 0).toBeUndefined();
  });
});
