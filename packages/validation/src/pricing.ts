/** A time-of-use period of a day, in minutes after local midnight (`toMinute` 1440 is 24:00), at its own per-kWh fee. */
export interface TariffPeriod {
  fromMinute: number;
  toMinute: number;
  electFeeCents: number;
}

/**
 * A price template's fees in cents: per kWh, per hour of charging, per idle minute after the free ones. A
 * time-of-use template (fee type 2) also has `timeOfUse` periods; a minute no period covers costs `electFeeCents`.
 */
export interface Tariff {
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  freeParkMinutes: number;
  timeOfUse?: readonly TariffPeriod[];
}

/**
 * What a session used. Time-of-use pricing needs `chargingFrom`, the instant energy began to flow: the energy is
 * spread evenly over the charging minutes from there (the order keeps the totals, not the meter's steps).
 */
export interface SessionUsage {
  energyWh: number;
  chargingMinutes: number;
  idleMinutes: number;
  chargingFrom?: number;
}

/** The energy of one period (the whole day for a flat tariff), the minutes charged in it, and what it cost. */
export interface EnergyLine {
  fromMinute: number;
  toMinute: number;
  minutes: number;
  energyWh: number;
  electFeeCents: number;
  amountCents: number;
}

export interface SessionBill {
  /** The idle minutes charged: those beyond the template's free ones. */
  billedIdleMinutes: number;
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
}

/** The spec's "first 15 minutes free": every price template's free idle minutes. */
export const FREE_PARK_MINUTES = 15;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
const QUARTER_MS = 15 * MINUTE_MS;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(at: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return Math.round((local - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const FLAT = -1;

function periodAt(periods: readonly TariffPeriod[], minuteOfDay: number): number {
  return periods.findIndex((period) => period.fromMinute <= minuteOfDay && minuteOfDay < period.toMinute);
}

/**
 * Milliseconds of charging in each period, walking the charging time in stretches that end at a period's end or at
 * a quarter hour of UTC (zones change their offset only there), so a day-saving change moves the boundaries.
 */
function millisecondsByPeriod(periods: readonly TariffPeriod[], from: number, to: number, timeZone: string) {
  const spent = new Map<number, number>();
  let at = from;
  while (at < to) {
    const local = at + offsetMinutes(at, timeZone) * MINUTE_MS;
    const intoDay = ((local % DAY_MS) + DAY_MS) % DAY_MS;
    const index = periodAt(periods, Math.floor(intoDay / MINUTE_MS));
    const covered = periods[index];
    const periodEnd =
      covered === undefined ? at + MINUTE_MS - (intoDay % MINUTE_MS) : at + covered.toMinute * MINUTE_MS - intoDay;
    const next = Math.min(to, periodEnd, (Math.floor(at / QUARTER_MS) + 1) * QUARTER_MS);
    const key = index === -1 ? FLAT : index;
    spent.set(key, (spent.get(key) ?? 0) + (next - at));
    at = next;
  }
  return spent;
}

/** Splits a whole number (Wh, minutes) in proportion to the weights, the remainder to the largest fractions, so parts sum exactly. */
function apportion(totalWh: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? totalWh : 0));
  const exact = weights.map((weight) => (totalWh * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = totalWh - parts.reduce((total, part) => total + part, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The session's energy priced minute by minute at the period each minute falls in, in the network's zone: one line
 * per period used, in the order the session first used it (a flat tariff is one period, the whole day).
 */
export function priceEnergy(tariff: Tariff, usage: SessionUsage, timeZone?: string): EnergyLine[] {
  const periods = tariff.timeOfUse ?? [];
  const flat = (
    energyWh: number,
    minutes = usage.chargingMinutes,
    fromMinute = 0,
    toMinute = DAY_MINUTES,
    electFeeCents = tariff.electFeeCents,
  ) => ({
    fromMinute,
    toMinute,
    minutes,
    energyWh,
    electFeeCents,
    amountCents: Math.round((energyWh / 1000) * electFeeCents),
  });
  if (periods.length === 0) return [flat(usage.energyWh)];
  if (usage.chargingFrom === undefined || timeZone === undefined) {
    throw new Error('a time-of-use tariff prices a session from when it charged, in the network’s zone');
  }
  const from = usage.chargingFrom;
  const spent = [...millisecondsByPeriod(periods, from, from + usage.chargingMinutes * MINUTE_MS, timeZone)];
  if (spent.length === 0) spent.push([periodAt(periods, 0), 0]);
  const energies = apportion(
    usage.energyWh,
    spent.map(([, ms]) => ms),
  );
  const minutes = apportion(
    usage.chargingMinutes,
    spent.map(([, ms]) => ms),
  );
  return spent.map(([index], position) => {
    const period = periods[index];
    const energyWh = energies[position] ?? 0;
    const spentMinutes = minutes[position] ?? 0;
    return period === undefined
      ? flat(energyWh, spentMinutes)
      : flat(energyWh, spentMinutes, period.fromMinute, period.toMinute, period.electFeeCents);
  });
}

/**
 * The spec's rule, minute by minute: the energy priced by `priceEnergy` + hours × service fee + idle minutes beyond
 * the free ones × idle fee.
 */
export function priceSession(tariff: Tariff, usage: SessionUsage, timeZone?: string): SessionBill {
  const lines = priceEnergy(tariff, usage, timeZone);
  const electFeeCents = lines.reduce((total, line) => total + line.amountCents, 0);
  const serviceFeeCents = Math.round((usage.chargingMinutes / 60) * tariff.serviceFeeCents);
  const billedIdleMinutes = Math.max(0, usage.idleMinutes - tariff.freeParkMinutes);
  const parkFeeCents = billedIdleMinutes * tariff.parkFeeCents;
  return {
    billedIdleMinutes,
    electFeeCents,
    serviceFeeCents,
    parkFeeCents,
    totalCents: electFeeCents + serviceFeeCents + parkFeeCents,
  };
}
