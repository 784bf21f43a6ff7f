import type { NetworkSettings as WireNetworkSettings } from '@pcharging/api-client';
import { isUsableTimeZone } from '@pcharging/validation';

/** The network's own day and money: dates show in its zone, day filters follow its days, money is in its currency. */
export interface NetworkSettings {
  timeZone: string;
  currency: string;
}

/**
 * What the app assumes when the backend does not say (the legacy PHP backend): the browser's zone and US dollars,
 * the spec's "dollars".
 */
export function browserNetwork(): NetworkSettings {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', currency: 'USD' };
}

function usableCurrency(currency: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

/** The settings a sign-in answer carries; each one this browser cannot use falls back on its own. */
export function networkFrom(wire: WireNetworkSettings | undefined): NetworkSettings {
  const fallback = browserNetwork();
  return {
    timeZone: wire && isUsableTimeZone(wire.time_zone) ? wire.time_zone : fallback.timeZone,
    currency: wire && usableCurrency(wire.currency) ? wire.currency : fallback.currency,
  };
}

export function isNetworkSettings(value: unknown): value is NetworkSettings {
  return (
    typeof value === 'object' &&
    value !== null &&
    'timeZone' in value &&
    typeof value.timeZone === 'string' &&
    'currency' in value &&
    typeof value.currency === 'string'
  );
}
