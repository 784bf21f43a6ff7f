/** A price template's fees in cents: per kWh, per hour of charging, per idle minute after the free ones. */
export interface Tariff {
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  freeParkMinutes: number;
}

export interface SessionUsage {
  energyWh: number;
  chargingMinutes: number;
  idleMinutes: number;
}

export interface SessionBill {
  electFeeCents: number;
  serviceFeeCents: number;
  parkFeeCents: number;
  totalCents: number;
}

/** The spec's rule: energy × per-kWh fee + hours × service fee + idle minutes beyond the free ones × idle fee. */
export function priceSession(tariff: Tariff, usage: SessionUsage): SessionBill {
  const electFeeCents = Math.round((usage.energyWh / 1000) * tariff.electFeeCents);
  const serviceFeeCents = Math.round((usage.chargingMinutes / 60) * tariff.serviceFeeCents);
  const parkFeeCents = Math.max(0, usage.idleMinutes - tariff.freeParkMinutes) * tariff.parkFeeCents;
  return { electFeeCents, serviceFeeCents, parkFeeCents, totalCents: electFeeCents + serviceFeeCents + parkFeeCents };
}

export const FREE_PARK_MINUTES = 15;
