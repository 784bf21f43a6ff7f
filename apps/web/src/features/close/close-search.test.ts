import { describe, expect, it } from 'vitest';
import { closeSearch, readCloseRange } from './close-search';

const NOW = Date.parse('2026-12-07T03:00:00Z');

describe('the close screen’s days', () => {
  it('opens on the network’s yesterday: 22:00 on Dec 6 in Toronto is still Dec 6 there', () => {
    expect(readCloseRange(new URLSearchParams(), NOW, 'America/Toronto')).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
    });
    expect(readCloseRange(new URLSearchParams(), NOW, 'UTC')).toEqual({ from: '2026-12-06', to: '2026-12-06' });
  });

  it('reads a day or a range from the address, and writes one day as a day', () => {
    expect(readCloseRange(new URLSearchParams('from=2026-11-01&to=2026-11-30'), NOW, 'UTC')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(readCloseRange(new URLSearchParams('from=2026-11-03&to=2026-11-01'), NOW, 'UTC')).toEqual({
      from: '2026-11-03',
      to: '2026-11-03',
    });
    expect(closeSearch({ from: '2026-11-03', to: '2026-11-03' }).toString()).toBe('from=2026-11-03');
    expect(closeSearch({ from: '2026-11-01', to: '2026-11-30' }).toString()).toBe('from=2026-11-01&to=2026-11-30');
  });
});
