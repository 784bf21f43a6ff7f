import { join } from 'node:path';
import { PactV3 } from '@pact-foundation/pact';
import { API_BASE_PATH, type ApiClient, type ApiError, createApiClient } from '@pcharging/api-client';
import { encodeForm, type FormBody } from '@pcharging/api-client/wire';

export const PACTS_DIR = join(import.meta.dirname, '..', 'pacts');
export const CONSUMER = 'pcharging-web';
export const PROVIDER = 'pcharging-api';
export const FORM = 'application/x-www-form-urlencoded';

/** Tokens the provider states create, so interactions can name them. */
export const TOKENS = {
  admin: 'pact-token-admin-0000000000000000000000000000',
  expired: 'pact-token-expired-00000000000000000000000000',
  unknown: 'pact-token-unknown-00000000000000000000000000',
} as const;

export const CAPTCHA_COOKIE = 'pcaptcha=pact-captcha';
export const CAPTCHA_ANSWER = 'K7PX';

export function newPact(): PactV3 {
  return new PactV3({ consumer: CONSUMER, provider: PROVIDER, dir: PACTS_DIR, logLevel: 'warn' });
}

export const apiPath = (path: string) => `${API_BASE_PATH}${path}`;

/** The exact form body the client sends, for the interaction's expected request. */
export const formBody = (body: FormBody) => encodeForm(body);

/** The web app's client pointed at the mock server; `cookie` stands in for the browser's cookie store. */
export function clientFor(
  mockUrl: string,
  options: { token?: string; cookie?: string; locale?: string } = {},
): ApiClient {
  return createApiClient({
    baseUrl: `${mockUrl}${API_BASE_PATH}`,
    getToken: () => options.token,
    getLocale: () => options.locale ?? 'en',
    fetch: (request) => {
      if (options.cookie) request.headers.set('Cookie', options.cookie);
      return fetch(request);
    },
  });
}

export const tokenHeaders = (token: string) => ({ 'Content-Type': FORM, token });

/** A form POST (or PUT) made by the signed-in admin: token in header and body, as the client sends it. */
export function signedInRequest(
  path: string,
  params?: FormBody['params'],
  method: 'POST' | 'PUT' = 'POST',
  token: string = TOKENS.admin,
) {
  return {
    method,
    path: apiPath(path),
    headers: tokenHeaders(token),
    body: formBody({ ...(params ? { params } : {}), token }),
  };
}

export const SIGNED_IN_ADMIN = ['an account is signed in', { account: 'admin', token: TOKENS.admin }] as const;

/** The ApiError a call rejects with, or undefined when it resolves. */
export function rejection(promise: Promise<unknown>): Promise<ApiError | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );
}
