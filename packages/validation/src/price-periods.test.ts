import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { clockTime, minuteOfDay, pricePeriodsMessage, pricePeriodsProblem } from './price-periods';

const day = (...cuts: string[]) => cuts.slice(1).map((to, index) => ({ from: cuts[index] ?? '', to }));

describe('time-of-use periods', () => {
  it('reads and writes clock times, 24:00 as the end of the day', () => {
    expect(minuteOfDay('17:30')).toBe(1050);
    expect(minuteOfDay('24:00')).toBe(1440);
    expect(minuteOfDay('24:01')).toBeNull();
    expect(minuteOfDay('7:00')).toBeNull();
    expect(clockTime(1440)).toBe('24:00');
  });

  it('accepts a day covered once, in any order', () => {
    expect(pricePeriodsProblem(day('00:00', '17:00', '21:00', '24:00'))).toBeNull();
    expect(pricePeriodsProblem([...day('00:00', '17:00', '21:00', '24:00')].reverse())).toBeNull();
    expect(pricePeriodsProblem(day('00:00', '24:00'))).toBeNull();
  });

  it.each([
    [[], { kind: 'none' }],
    [[{ from: '00:00', to: '25:00' }], { kind: 'time', index: 0, time: '25:00' }],
    [[{ from: '24:00', to: '24:00' }], { kind: 'time', index: 0, time: '24:00' }],
    [[{ from: '08:00', to: '07:00' }], { kind: 'backwards', index: 0, from: '08:00', to: '07:00' }],
    [day('01:00', '24:00'), { kind: 'start', from: '01:00' }],
    [[...day('00:00', '12:00'), ...day('13:00', '24:00')], { kind: 'gap', from: '12:00', to: '13:00' }],
    [[...day('00:00', '12:00'), ...day('11:00', '24:00')], { kind: 'overlap', from: '11:00', to: '12:00' }],
    [day('00:00', '12:00', '23:00'), { kind: 'end', to: '23:00' }],
  ])('finds what is wrong with %j', (periods, problem) => {
    expect(pricePeriodsProblem(periods)).toEqual(problem);
  });

  it('says the problem in every language, with its times and the period counted from 1', () => {
    const problem = { kind: 'backwards', index: 1, from: '08:00', to: '07:00' } as const;
    expect(pricePeriodsMessage(problem, 'en')).toBe('Period 2 ends (07:00) before it starts (08:00)');
    for (const locale of LOCALES) {
      expect(pricePeriodsMessage({ kind: 'gap', from: '12:00', to: '13:00' }, locale)).toMatch(/12:00.*13:00/);
      expect(pricePeriodsMessage(problem, locale)).not.toMatch(/\{/);
    }
  });
});
