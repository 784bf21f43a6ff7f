import type { NetworkSettings as WireNetworkSettings } from '@pcharging/api-client';
import { isUsableTimeZone } from '@pcharging/validation';
import { deploymentNetwork, isUsableCurrency } from './deployment-config';

/** The network's own day and money: dates show in its zone, day filters follow its days, money is in its currency. */
export interface NetworkSettings {
  timeZone: string;
  currency: string;
}

/** The browser's own zone, and US dollars, the spec's "dollars". */
export function browserNetwork(): NetworkSettings {
  return { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', currency: 'USD' };
}

/**
 * What the app assumes when the backend does not say (the legacy PHP backend): the deployment's zone and currency
 * (`config.json`, or the build's defaults), else the browser's.
 */
export function fallbackNetwork(): NetworkSettings {
  const deployment = deploymentNetwork();
  const browser = browserNetwork();
  return { timeZone: deployment.timeZone ?? browser.timeZone, currency: deployment.currency ?? browser.currency };
}

/** Whether the zone the app uses without the backend's word is the deployment's, not the browser's. */
export function deploymentSaysZone(): boolean {
  return deploymentNetwork().timeZone !== undefined;
}

/** The settings a sign-in answer carries; each one this browser cannot use falls back on its own. */
export function networkFrom(wire: WireNetworkSettings | undefined): NetworkSettings {
  const fallback = fallbackNetwork();
  return {
    timeZone: wire && isUsableTimeZone(wire.time_zone) ? wire.time_zone : fallback.timeZone,
    currency: wire && isUsableCurrency(wire.currency) ? wire.currency : fallback.currency,
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
