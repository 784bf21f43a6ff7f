import type { components } from '@pcharging/api-client';
import { type EnergyLine, priceEnergy, priceSession, type SessionUsage, type Tariff } from '@pcharging/validation';
import { centsToMoney } from '../../lib/money';

type PriceLine = components['schemas']['OrderPriceLine'];

/**
 * A bill in the domain's units (minutes, Wh, cents): what an order keeps once, when its session is billed, and what
 * every reader reads back. `energyLines` are the lines of a bill priced by time-of-use periods; null when the energy is
 * one line (the bill's energy, minutes, rate and fee).
 */
export interface Bill {
  energyWh: number;
  chargingMinutes: number;
  billedIdleMinutes: number;
  electRateCents: number;
  serviceRateCents: number;
  parkRateCents: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
  energyLines: readonly EnergyLine[] | null;
}

/** The columns an order keeps its bill in (`energy_lines` as JSON). */
export interface StoredBill extends Omit<Bill, 'energyLines'> {
  energyLines: string | null;
}

/** Prices a session by the tariff: the one place a bill is made. */
export function priceBill(tariff: Tariff, usage: SessionUsage, timeZone: string): Bill {
  const bill = priceSession(tariff, usage, timeZone);
  return {
    energyWh: usage.energyWh,
    chargingMinutes: usage.chargingMinutes,
    billedIdleMinutes: bill.billedIdleMinutes,
    electRateCents: tariff.electFeeCents,
    serviceRateCents: tariff.serviceFeeCents,
    parkRateCents: tariff.parkFeeCents,
    electFeeCents: bill.electFeeCents,
    serviceFeeCents: bill.serviceFeeCents,
    parkFeeCents: bill.parkFeeCents,
    totalCents: bill.totalCents,
    energyLines: (tariff.timeOfUse ?? []).length > 0 ? priceEnergy(tariff, usage, timeZone) : null,
  };
}

/** The energy lines as an order keeps them. */
export const energyLinesText = (bill: Bill): string | null =>
  bill.energyLines === null ? null : JSON.stringify(bill.energyLines);

const LINE_FIELDS = ['fromMinute', 'toMinute', 'minutes', 'energyWh', 'electFeeCents', 'amountCents'] as const;

function isEnergyLine(value: unknown): value is EnergyLine {
  return (
    typeof value === 'object' &&
    value !== null &&
    LINE_FIELDS.every((field) => field in value && typeof Reflect.get(value, field) === 'number')
  );
}

/** The energy lines an order kept; null (one line) when it kept none or they do not read. */
export function storedEnergyLines(text: string | null): EnergyLine[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length > 0 && value.every(isEnergyLine) ? value : null;
  } catch {
    return null;
  }
}

/** A bill read back from the order that kept it. */
export const storedBill = (stored: StoredBill): Bill => ({
  ...stored,
  energyLines: storedEnergyLines(stored.energyLines),
});

/** The bill's energy lines: those it was priced in, or its one line. */
function energyOf(bill: Bill): readonly EnergyLine[] {
  return (
    bill.energyLines ?? [
      {
        fromMinute: 0,
        toMinute: 1440,
        minutes: bill.chargingMinutes,
        energyWh: bill.energyWh,
        electFeeCents: bill.electRateCents,
        amountCents: bill.electFeeCents,
      },
    ]
  );
}

/**
 * The bill line by line on the wire: the energy of each time-of-use period used (one line for a flat tariff), the
 * hours of charging and the idle minutes billed, each with its unit price and amount.
 */
export function billLinesOnWire(bill: Bill): PriceLine[] {
  return [
    ...energyOf(bill).map((line) => ({
      item: 'energy' as const,
      quantity: line.energyWh / 1000,
      unit: 'kWh' as const,
      unit_price: centsToMoney(line.electFeeCents),
      amount: centsToMoney(line.amountCents),
    })),
    {
      item: 'service' as const,
      quantity: Math.round((bill.chargingMinutes / 60) * 100) / 100,
      unit: 'h' as const,
      unit_price: centsToMoney(bill.serviceRateCents),
      amount: centsToMoney(bill.serviceFeeCents),
    },
    {
      item: 'idle' as const,
      quantity: bill.billedIdleMinutes,
      unit: 'min' as const,
      unit_price: centsToMoney(bill.parkRateCents),
      amount: centsToMoney(bill.parkFeeCents),
    },
  ];
}
