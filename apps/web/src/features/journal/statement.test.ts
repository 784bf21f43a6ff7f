import { describe, expect, it } from 'vitest';
import { monthOf, previousMonth, toStatementParams } from './statement';

describe('statement choices', () => {
  it('offers the last whole month, across the turn of a year', () => {
    expect(previousMonth('2026-03-01')).toBe('2026-02');
    expect(previousMonth('2026-10-31')).toBe('2026-09');
    expect(previousMonth('2026-01-15')).toBe('2025-12');
    expect(monthOf('2026-01-15')).toBe('2026-01');
  });

  it('sends the station or the operator the scope names, never both', () => {
    expect(toStatementParams({ period: { month: '2026-02' }, scope: 'network', stationId: 4, operatorId: 2 })).toEqual({
      month: '2026-02',
    });
    expect(toStatementParams({ period: { month: '2026-02' }, scope: 'station', stationId: 4, operatorId: 2 })).toEqual({
      month: '2026-02',
      station_id: 4,
    });
    expect(toStatementParams({ period: { month: '2026-02' }, scope: 'operator', stationId: 4, operatorId: 2 })).toEqual(
      {
        month: '2026-02',
        operator_id: 2,
      },
    );
  });

  it('sends a range of days instead of a month: a day, a week or any range', () => {
    const week = { from: '2026-02-02', to: '2026-02-08' };
    expect(toStatementParams({ period: week, scope: 'network' })).toEqual(week);
    expect(toStatementParams({ period: week, scope: 'station', stationId: 4 })).toEqual({ ...week, station_id: 4 });
  });

  it('never widens a station or operator statement to the whole network', () => {
    expect(toStatementParams({ period: { month: '2026-02' }, scope: 'station', operatorId: 2 })).toBeUndefined();
    expect(toStatementParams({ period: { month: '2026-02' }, scope: 'operator', stationId: 4 })).toBeUndefined();
  });
});
