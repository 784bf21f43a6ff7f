import { createApiClient, describeError, ErrorCode, isApiError } from '@pcharging/api-client';
import { env } from '../config/env';
import { toastError } from './feedback';
import { currentLocale, i18n } from './i18n';
import { noteNetworkDate } from './network-clock';
import { sessionStore } from './session-store';
import { noteConversions } from './wire-conversions';

/** The one client of the `_pcharging` API. Session failures raise the single re-login dialog. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => sessionStore.getState().token,
  getLocale: currentLocale,
  onSessionExpired: () => sessionStore.markExpired(),
  onConverted: noteConversions,
  // Looked up at each call (tests replace the global fetch); each answer sets the network's clock.
  fetch: async (request: Request) => {
    const response = await globalThis.fetch(request);
    noteNetworkDate(response.headers.get('date'));
    return response;
  },
});

/**
 * What the user reads about a failure. An expired session has none: the re-login dialog says it. A refused one
 * (401) says 'authentication failed' as well as opening the dialog (spec section 8).
 */
export function errorText(error: unknown): string | undefined {
  const description = describeError(error);
  if ('text' in description) return description.text;
  return description.key === 'errors.sessionExpired' ? undefined : i18n.t(description.key, description.values);
}

export function showError(error: unknown): void {
  const text = errorText(error);
  if (text) toastError(text);
}

/** An invalid-input answer that names its fields: forms show it beside the fields instead of as a toast. */
export function hasFieldErrors(error: unknown): boolean {
  return (
    isApiError(error) && Number(error.code) === ErrorCode.InvalidInput && Object.keys(error.fieldErrors).length > 0
  );
}
