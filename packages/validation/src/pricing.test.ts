import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceEnergy, priceSession, type Tariff, type TariffPeriod } from './pricing';

const tariff = { electFeeCents: 35, serviceFeeCents: 120, parkFeeCents: 10, freeParkMinutes: 15 };
const DAY_MS = 86_400_000;

const peak: Tariff = {
  ...tariff,
  timeOfUse: [
    { fromMinute: 0, toMinute: 17 * 60, electFeeCents: 20 },
    { fromMinute: 17 * 60, toMinute: 21 * 60, electFeeCents: 50 },
    { fromMinute: 21 * 60, toMinute: 1440, electFeeCents: 20 },
  ],
};

/** Periods that cover the day without overlap: cut points between 00:00 and 24:00, each period at its own fee. */
const dayPeriods = fc.uniqueArray(fc.integer({ min: 1, max: 1439 }), { maxLength: 6 }).chain((cuts) => {
  const bounds = [0, ...cuts.sort((a, b) => a - b), 1440];
  return fc.tuple(...bounds.slice(1).map(() => fc.integer({ min: 0, max: 200 }))).map((fees) =>
    fees.map(
      (electFeeCents, index): TariffPeriod => ({
        fromMinute: bounds[index] ?? 0,
        toMinute: bounds[index + 1] ?? 1440,
        electFeeCents,
      }),
    ),
  );
});

const usage = fc.record({
  energyWh: fc.integer({ min: 0, max: 200_000 }),
  chargingMinutes: fc.integer({ min: 1, max: 3 * 1440 }),
  idleMinutes: fc.integer({ min: 0, max: 600 }),
  // 2026 in UTC; in Paris the summer time changes on 29 March and 25 October.
  chargingFrom: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 1) }),
});

describe('priceSession', () => {
  it('charges energy, charging hours and idle minutes beyond the free fifteen', () => {
    expect(priceSession(tariff, { energyWh: 20_000, chargingMinutes: 90, idleMinutes: 25 })).toEqual({
      billedIdleMinutes: 10,
      electFeeCents: 700,
      serviceFeeCents: 180,
      parkFeeCents: 100,
      totalCents: 980,
    });
  });

  it.each([0, 10, 15])('charges no idle fee for %i idle minutes', (idleMinutes) => {
    expect(priceSession(tariff, { energyWh: 1000, chargingMinutes: 60, idleMinutes }).parkFeeCents).toBe(0);
  });

  it('rounds each fee to the cent', () => {
    const bill = priceSession(tariff, { energyWh: 1234, chargingMinutes: 7, idleMinutes: 0 });
    expect(bill).toEqual({
      billedIdleMinutes: 0,
      electFeeCents: 43,
      serviceFeeCents: 14,
      parkFeeCents: 0,
      totalCents: 57,
    });
  });

  it('splits a 16:30–17:30 session at the 17:00 peak, half of the energy on each side', () => {
    const used = {
      energyWh: 10_000,
      chargingMinutes: 60,
      idleMinutes: 0,
      chargingFrom: Date.parse('2026-06-10T16:30:00Z'),
    };
    expect(priceEnergy(peak, used, 'UTC')).toEqual([
      { fromMinute: 0, toMinute: 1020, minutes: 30, energyWh: 5000, electFeeCents: 20, amountCents: 100 },
      { fromMinute: 1020, toMinute: 1260, minutes: 30, energyWh: 5000, electFeeCents: 50, amountCents: 250 },
    ]);
    expect(priceSession(peak, used, 'UTC').electFeeCents).toBe(350);
  });

  it('prices by the network’s clock: 16:30 in Paris is 14:30 UTC in summer', () => {
    const chargingFrom = Date.parse('2026-06-10T14:30:00Z');
    const lines = priceEnergy(
      peak,
      { energyWh: 10_000, chargingMinutes: 60, idleMinutes: 0, chargingFrom },
      'Europe/Paris',
    );
    expect(lines.map((line) => line.energyWh)).toEqual([5000, 5000]);
  });

  it('prices a night across midnight in one line per period used', () => {
    const lines = priceEnergy(
      peak,
      { energyWh: 9000, chargingMinutes: 9 * 60, idleMinutes: 0, chargingFrom: Date.parse('2026-06-10T20:00:00Z') },
      'UTC',
    );
    expect(lines.map((line) => [line.fromMinute, line.energyWh])).toEqual([
      [1020, 1000],
      [1260, 3000],
      [0, 5000],
    ]);
  });

  it('follows the zone across a day-saving change: the 23-hour day has 16 off-peak hours before 17:00', () => {
    // 29 March 2026, Paris: local midnight is 23:00 UTC the day before; 02:00 becomes 03:00.
    const lines = priceEnergy(
      peak,
      { energyWh: 16_000, chargingMinutes: 16 * 60, idleMinutes: 0, chargingFrom: Date.parse('2026-03-28T23:00:00Z') },
      'Europe/Paris',
    );
    expect(lines.map((line) => [line.fromMinute, line.energyWh])).toEqual([[0, 16_000]]);
  });

  it('asks for the start and the zone before pricing by period', () => {
    expect(() => priceSession(peak, { energyWh: 1000, chargingMinutes: 60, idleMinutes: 0 })).toThrow();
  });

  it('bills the sum of its lines: energy and money split without loss', () => {
    fc.assert(
      fc.property(
        dayPeriods,
        usage,
        fc.constantFrom('UTC', 'Europe/Paris', 'America/New_York'),
        (periods, used, zone) => {
          const bill = priceSession({ ...tariff, timeOfUse: periods }, used, zone);
          const lines = priceEnergy({ ...tariff, timeOfUse: periods }, used, zone);
          const sum = (pick: (line: (typeof lines)[number]) => number) =>
            lines.reduce((total, line) => total + pick(line), 0);
          expect(sum((line) => line.energyWh)).toBe(used.energyWh);
          expect(sum((line) => line.amountCents)).toBe(bill.electFeeCents);
          expect(bill.electFeeCents + bill.serviceFeeCents + bill.parkFeeCents).toBe(bill.totalCents);
        },
      ),
    );
  });

  it('prices a one-period template as fee type 1 at that fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), usage, (electFeeCents, used) => {
        const single = { ...tariff, timeOfUse: [{ fromMinute: 0, toMinute: 1440, electFeeCents }] };
        const flat = priceSession({ ...tariff, electFeeCents }, used);
        expect(priceSession(single, used, 'Europe/Paris')).toEqual(flat);
      }),
    );
  });

  it('prices a session a day later the same, in a zone without day-saving changes', () => {
    fc.assert(
      fc.property(dayPeriods, usage, fc.constantFrom('UTC', 'Asia/Shanghai'), (periods, used, zone) => {
        const later = { ...used, chargingFrom: used.chargingFrom + DAY_MS };
        const priced = (at: typeof used) => [
          priceSession({ ...tariff, timeOfUse: periods }, at, zone),
          priceEnergy({ ...tariff, timeOfUse: periods }, at, zone),
        ];
        expect(priced(later)).toEqual(priced(used));
      }),
    );
  });
});
