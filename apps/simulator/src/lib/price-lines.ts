import type { EnergyLine, SessionBill, SessionUsage, Tariff } from '@pcharging/validation';
import { centsToMoney } from './money';

/**
 * The energy of a bill kept apart from its lines: a bill of one energy line carries the electricity fee as billed,
 * a time-of-use bill the lines its periods were priced in.
 */
export function billedEnergyLines(priced: readonly EnergyLine[], electFeeCents: number): readonly EnergyLine[] {
  const [only, ...more] = priced;
  return only && more.length === 0 ? [{ ...only, amountCents: electFeeCents }] : priced;
}

/**
 * A bill line by line: what each quantity cost at which unit price — the energy of each time-of-use period used
 * (one line for a flat tariff), the hours of charging and the idle minutes.
 */
export function priceLines(usage: SessionUsage, tariff: Tariff, bill: SessionBill, energy: readonly EnergyLine[]) {
  return [
    ...energy.map((line) => ({
      item: 'energy' as const,
      quantity: line.energyWh / 1000,
      unit: 'kWh' as const,
      unit_price: centsToMoney(line.electFeeCents),
      amount: centsToMoney(line.amountCents),
    })),
    {
      item: 'service' as const,
      quantity: Math.round((usage.chargingMinutes / 60) * 100) / 100,
      unit: 'h' as const,
      unit_price: centsToMoney(tariff.serviceFeeCents),
      amount: centsToMoney(bill.serviceFeeCents),
    },
    {
      item: 'idle' as const,
      quantity: Math.max(0, usage.idleMinutes - tariff.freeParkMinutes),
      unit: 'min' as const,
      unit_price: centsToMoney(tariff.parkFeeCents),
      amount: centsToMoney(bill.parkFeeCents),
    },
  ];
}
