import { isUsableTimeZone } from '@pcharging/validation';
import { env } from '../config/env';

/** The zone and currency a deployment says its network has: for a backend that does not send its own. */
export interface DeploymentNetwork {
  readonly timeZone?: string;
  readonly currency?: string;
}

export function isUsableCurrency(currency: string): boolean {
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency });
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The network of a `config.json` (`{"network": {"time_zone": "America/Toronto", "currency": "CAD"}}`), each setting
 * this browser can use over the build's default for it.
 */
export function readDeploymentConfig(file: unknown, defaults: DeploymentNetwork): DeploymentNetwork {
  const network = isRecord(file) && isRecord(file.network) ? file.network : {};
  const { time_zone: timeZone, currency } = network;
  return {
    ...defaults,
    ...(typeof timeZone === 'string' && isUsableTimeZone(timeZone) ? { timeZone } : {}),
    ...(typeof currency === 'string' && isUsableCurrency(currency) ? { currency: currency.toUpperCase() } : {}),
  };
}

let current: DeploymentNetwork = env.network;

export function deploymentNetwork(): DeploymentNetwork {
  return current;
}

/**
 * Reads `config.json` beside index.html, so that one build serves deployments in other zones and currencies (the
 * file is edited where the app is installed). Without the file, or with one it cannot read, the build's defaults
 * stand.
 */
export async function loadDeploymentConfig(url = new URL('./config.json', globalThis.location?.href)): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) current = readDeploymentConfig(await response.json(), env.network);
  } catch {
    // No file, or not JSON (a server answering its index page for any path): the build's defaults stand.
  }
}
