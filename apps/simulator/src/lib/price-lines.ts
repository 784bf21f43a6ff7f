import type { SessionBill, SessionUsage, Tariff } from '@pcharging/validation';
import { centsToMoney } from './money';

/** A bill line by line: what each quantity (energy, hours of charging, idle minutes) cost at which unit price. */
export function priceLines(usage: SessionUsage, tariff: Tariff, bill: SessionBill) {
  return [
    {
      item: 'energy' as const,
      quantity: usage.energyWh / 1000,
      unit: 'kWh' as const,
      unit_price: centsToMoney(tariff.electFeeCents),
      amount: centsToMoney(bill.electFeeCents),
    },
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
