import { API_BASE_PATH } from '@pcharging/api-client';
import { sandboxOfPath } from '../lib/network-folder';

export interface Env {
  /** Where the `_pcharging` API lives: a path on this origin, or the absolute URL of a real backend. */
  apiBaseUrl: string;
  productTitle: string;
  /** The simulator's control surface beside the page, absolute (Node's fetch in tests takes only those); a real backend has none. */
  simControlUrl: string;
  /** The training sandbox the page is served from (`/s/{name}/`), if it is one. */
  sandboxName: string | undefined;
  /** The build's default network zone and currency, for a backend that sends none (`config.json` may override). */
  network: { timeZone?: string; currency?: string };
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The API beside the page: the app is served from `/` or from a folder (a training sandbox at `/s/alice/`, a
 * proxy's sub-path), and its files and API live in that folder, so one build works under any of them.
 */
function apiPathBeside(pageUrl: string | undefined): string {
  if (!pageUrl) return API_BASE_PATH;
  return new URL(`.${API_BASE_PATH}`, pageUrl).pathname;
}

function controlUrlBeside(pageUrl: string | undefined): string {
  return pageUrl ? new URL('./__sim', pageUrl).href : '/__sim';
}

function sandboxOf(pageUrl: string | undefined): string | undefined {
  return pageUrl ? sandboxOfPath(new URL(pageUrl).pathname) : undefined;
}

function networkDefaults(timeZone: string | undefined, currency: string | undefined): Env['network'] {
  return { ...(timeZone ? { timeZone } : {}), ...(currency ? { currency } : {}) };
}

export function parseEnv(
  raw: Partial<
    Record<'VITE_API_BASE_URL' | 'VITE_PRODUCT_TITLE' | 'VITE_NETWORK_TIME_ZONE' | 'VITE_NETWORK_CURRENCY', string>
  >,
  pageUrl: string | undefined = globalThis.location?.href,
): Env {
  const apiBaseUrl = nonBlank(raw.VITE_API_BASE_URL) ?? apiPathBeside(pageUrl);
  if (!apiBaseUrl.startsWith('/') && !/^https?:\/\//i.test(apiBaseUrl)) {
    throw new Error(`VITE_API_BASE_URL must be a path or an http(s) URL, got '${apiBaseUrl}'`);
  }
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    productTitle: nonBlank(raw.VITE_PRODUCT_TITLE) ?? 'pcharging',
    simControlUrl: controlUrlBeside(pageUrl),
    sandboxName: sandboxOf(pageUrl),
    network: networkDefaults(nonBlank(raw.VITE_NETWORK_TIME_ZONE), nonBlank(raw.VITE_NETWORK_CURRENCY)),
  };
}

export const env: Env = parseEnv(import.meta.env);
