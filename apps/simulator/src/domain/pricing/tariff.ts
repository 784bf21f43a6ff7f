import type { components } from '@pcharging/api-client';
import { clockTime, minuteOfDay, type TariffPeriod } from '@pcharging/validation';
import { centsToMoney, moneyToCents } from './money';

type PricePeriod = components['schemas']['PricePeriod'];

/** A template's periods as the wire writes them, in minutes and cents; periods that do not read are left out. */
export function tariffPeriods(periods: readonly PricePeriod[]): TariffPeriod[] {
  return periods.flatMap((period) => {
    const fromMinute = minuteOfDay(period.from);
    const toMinute = minuteOfDay(period.to);
    return fromMinute === null || toMinute === null
      ? []
      : [{ fromMinute, toMinute, electFeeCents: moneyToCents(period.electfee) }];
  });
}

function isPricePeriod(value: unknown): value is PricePeriod {
  return (
    typeof value === 'object' &&
    value !== null &&
    'from' in value &&
    typeof value.from === 'string' &&
    'to' in value &&
    typeof value.to === 'string' &&
    'electfee' in value &&
    typeof value.electfee === 'string'
  );
}

/** The periods kept as JSON (a template's or an order's); anything unreadable is no periods, a flat tariff. */
export function storedPricePeriods(text: string): PricePeriod[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isPricePeriod) : [];
  } catch {
    return [];
  }
}

/** The tariff's periods as kept on an order, in the template's own words. */
export function periodsText(periods: readonly TariffPeriod[] = []): string {
  return JSON.stringify(
    periods.map((period) => ({
      from: clockTime(period.fromMinute),
      to: clockTime(period.toMinute),
      electfee: centsToMoney(period.electFeeCents),
    })),
  );
}
