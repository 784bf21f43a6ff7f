import { describe, expect, it } from 'vitest';
import { priceSession } from './pricing';

const tariff = { electFeeCents: 35, serviceFeeCents: 120, parkFeeCents: 10, freeParkMinutes: 15 };

describe('priceSession', () => {
  it('charges energy, charging hours and idle minutes beyond the free fifteen', () => {
    expect(priceSession(tariff, { energyWh: 20_000, chargingMinutes: 90, idleMinutes: 25 })).toEqual({
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
    expect(bill).toEqual({ electFeeCents: 43, serviceFeeCents: 14, parkFeeCents: 0, totalCents: 57 });
  });
});
