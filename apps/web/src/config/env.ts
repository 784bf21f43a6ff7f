import { API_BASE_PATH } from '@pcharging/api-client';

export interface Env {
  /** Where the `_pcharging` API lives: a path on this origin, or the absolute URL of a real backend. */
  apiBaseUrl: string;
  productTitle: string;
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseEnv(raw: Partial<Record<'VITE_API_BASE_URL' | 'VITE_PRODUCT_TITLE', string>>): Env {
  const apiBaseUrl = nonBlank(raw.VITE_API_BASE_URL) ?? API_BASE_PATH;
  if (!apiBaseUrl.startsWith('/') && !/^https?:\/\//i.test(apiBaseUrl)) {
    throw new Error(`VITE_API_BASE_URL must be a path or an http(s) URL, got '${apiBaseUrl}'`);
  }
  return {
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    productTitle: nonBlank(raw.VITE_PRODUCT_TITLE) ?? 'pcharging',
  };
}

export const env: Env = parseEnv(import.meta.env);
