import { ApiError } from '@pcharging/api-client';
import createClient from 'openapi-fetch';
import { env } from '../../../config/env';
import { currentLocale } from '../../../lib/i18n';
import { shouldRetry } from '../../../lib/query-client';
import { simKey } from '../sim-key';
import type { paths } from './wire';

/**
 * Why a control call failed: the surface wants its key (401); there is no surface here (a real backend answers 404 or
 * its HTML page); or the surface refused this call and said why.
 */
export type ControlFailure = 'needs-key' | 'unavailable' | 'refused';

/**
 * A failed control call. It is an ApiError so that the app's one error policy shows it: a refusal reads as the
 * surface's own `{ error }` text, anything else as an HTTP error.
 */
export class ControlError extends ApiError {
  readonly failure: ControlFailure;

  constructor(failure: ControlFailure, status: number | undefined, reason?: string) {
    super(reason ? { kind: 'business', status, serverMessage: reason } : { kind: 'http', status });
    this.name = 'ControlError';
    this.failure = failure;
  }
}

export function isControlFailure(error: unknown, failure: ControlFailure): error is ControlError {
  return error instanceof ControlError && error.failure === failure;
}

/** A call the surface refused (`status` narrows it: 404 is no such record), as opposed to no surface or no key. */
export function isRefusal(error: unknown, status?: number): error is ControlError {
  return isControlFailure(error, 'refused') && (status === undefined || error.status === status);
}

/** A missing key or a missing surface will not change on a second try; the app's policy judges the rest. */
export function retryControl(failureCount: number, error: unknown): boolean {
  if (isControlFailure(error, 'needs-key') || isControlFailure(error, 'unavailable')) return false;
  return shouldRetry(failureCount, error);
}

function reasonOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
    ? body.error
    : undefined;
}

function failureOf(status: number, body: unknown): ControlError {
  if (status === 401) return new ControlError('needs-key', status);
  const reason = reasonOf(body);
  if (reason) return new ControlError('refused', status, reason);
  return new ControlError(status === 404 ? 'unavailable' : 'refused', status);
}

/** The simulator's control surface beside the page, in the reader's language, with the trainer's key if given. */
export const controlClient = createClient<paths>({
  baseUrl: env.simControlUrl,
  // Looked up at each call rather than captured: tests replace the global fetch.
  fetch: (request) => globalThis.fetch(request),
});

controlClient.use({
  onRequest({ request }) {
    request.headers.set('Accept-Language', currentLocale());
    const key = simKey.get();
    if (key) request.headers.set('x-sim-key', key);
    return request;
  },
});

type Answer<Data> =
  | { data: Data | undefined; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The answer's body, or a ControlError: what a query function or a mutation wants. */
export async function settle<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  let answer: Answer<Data>;
  try {
    answer = await call;
  } catch (error) {
    // A body that is not JSON is a page, not the control surface (a real backend's index.html, say).
    if (error instanceof SyntaxError) throw new ControlError('unavailable', undefined);
    throw new ApiError({ kind: 'network' });
  }
  const { data } = answer;
  if (data !== undefined) return data;
  if (answer.response.ok) throw new ControlError('unavailable', answer.response.status);
  throw failureOf(answer.response.status, answer.error);
}
