import type { components } from '@pcharging/api-client';
import { clockTime, FREE_PARK_MINUTES, minuteOfDay, type Tariff, type TariffPeriod } from '@pcharging/validation';
import { centsToMoney, moneyToCents } from '../../lib/money';

type PricePeriod = components['schemas']['PricePeriod'];

/** A template's fees as stored (cents) with its periods as kept (JSON, in the template's own words). */
export interface StoredTariff {
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  freeParkMinutes: number;
  periods: string;
}

/** What a station without a template charges: nothing, with the usual free idle minutes. */
export const NO_TARIFF: Tariff = {
  electFeeCents: 0,
  serviceFeeCents: 0,
  parkFeeCents: 0,
  freeParkMinutes: FREE_PARK_MINUTES,
};

/** The free idle minutes of every price template: the spec's "first 15 minutes free". */
export const TEMPLATE_FREE_IDLE_MINUTES = FREE_PARK_MINUTES;

/** Periods as the wire writes them, in minutes and cents; periods that do not read are left out. */
export function periodsFromWire(periods: readonly PricePeriod[]): TariffPeriod[] {
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

/** The periods kept as JSON (a template's or an order's), as the wire writes them; anything unreadable is none. */
export function periodsOnWire(text: string): PricePeriod[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isPricePeriod) : [];
  } catch {
    return [];
  }
}

/** Periods as a template or an order keeps them (JSON, in the template's own words). */
export function periodsToStore(periods: readonly TariffPeriod[] = []): string {
  return JSON.stringify(
    periods.map((period) => ({
      from: clockTime(period.fromMinute),
      to: clockTime(period.toMinute),
      electfee: centsToMoney(period.electFeeCents),
    })),
  );
}

/** The one tariff of the domain from a stored template (or a stored order's rates); absent fees charge nothing. */
export function tariffOf(stored: { [K in keyof StoredTariff]?: StoredTariff[K] | null } | undefined): Tariff {
  if (!stored) return NO_TARIFF;
  return {
    electFeeCents: stored.electFeeCents ?? 0,
    serviceFeeCents: stored.serviceFeeCents ?? 0,
    parkFeeCents: stored.parkFeeCents ?? 0,
    freeParkMinutes: stored.freeParkMinutes ?? TEMPLATE_FREE_IDLE_MINUTES,
    timeOfUse: periodsFromWire(periodsOnWire(stored.periods ?? '[]')),
  };
}
