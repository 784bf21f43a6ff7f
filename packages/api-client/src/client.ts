import createClient, { type Client } from 'openapi-fetch';
import type { Conversion } from './decode';
import { ApiError } from './errors';
import type { paths } from './generated/schema';
import { normalizePageData } from './page';
import { isEnvelope, isSuccessCode, type SuccessCodeValue } from './wire/envelope';
import { encodeForm, FORM_CONTENT_TYPE, type FormBody } from './wire/form-codec';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const API_BASE_PATH = '/api/index.php/_pcharging';

export interface ApiClientOptions {
  /** Origin plus base path, e.g. `/api/index.php/_pcharging` or `https://cpo.example/api/index.php/_pcharging`. */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  getLocale?: () => string;
  timeoutMs?: number;
  fetch?: (request: Request) => Promise<Response>;
  /** Browsers send cookies themselves; Node callers (tests, benchmarks) keep them in memory with this. */
  cookieJar?: boolean;
  /** Called once per answer with code 401 or 1005, before the call rejects. */
  onSessionExpired?: (error: ApiError) => void;
  /**
   * Called after an answer whose `data` the decoder had to convert to the document's types (a numeric string, a
   * "0"/"1" flag, `[]` for a map): what a backend sends differently from the document, for a developer to see.
   */
  onConverted?: (operationId: string, conversions: readonly Conversion[]) => void;
}

export interface ApiClient {
  readonly http: Client<paths>;
  readonly baseUrl: string;
  readonly options: ApiClientOptions;
  /** The transport every call goes through: headers, timeout, cookies, transport-error mapping. */
  readonly send: (request: Request) => Promise<Response>;
  /** Form body with the session token added, as the legacy backend expects it. */
  readonly formBody: (body: FormBody) => string;
  /** Multipart body with the session token added as a text part, as in a form body. */
  readonly multipartBody: (body: FormData) => FormData;
}

function toTransportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError({ kind: 'timeout' });
  if (error instanceof SyntaxError) return new ApiError({ kind: 'empty' });
  return new ApiError({ kind: 'network' });
}

function createCookieJar(): { apply: (request: Request) => void; store: (response: Response) => void } {
  const cookies = new Map<string, string>();
  return {
    apply(request) {
      if (cookies.size === 0) return;
      request.headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    },
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const separator = pair?.indexOf('=') ?? -1;
        if (pair && separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
      }
    },
  };
}

/**
 * The caller's signal, aborted as well with a TimeoutError after `timeoutMs` (reading the body included).
 * Built from a controller and a timer rather than `AbortSignal.any`/`AbortSignal.timeout`: Node may collect
 * those composite signals under memory pressure, and then the request is never aborted.
 */
function timeoutSignal(callerSignal: AbortSignal, timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  if (callerSignal.aborted) {
    controller.abort(callerSignal.reason);
    return controller.signal;
  }
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    timeoutMs,
  );
  // In Node a pending timer would keep a finished script alive for the whole timeout.
  (timer as { unref?: () => void }).unref?.();
  callerSignal.addEventListener('abort', () => controller.abort(callerSignal.reason), { once: true });
  return controller.signal;
}

/**
 * Rejects with the signal's reason once it aborts. The call races its fetch against this: the Request built
 * on a signal follows it only through objects nothing else may hold (a fetch that never answers), and once
 * the collector takes those the call would wait forever instead of timing out.
 */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const jar = options.cookieJar ? createCookieJar() : undefined;

  const send = async (input: Request): Promise<Response> => {
    const signal = timeoutSignal(input.signal, timeoutMs);
    const request = new Request(input, { signal });
    const token = options.getToken?.();
    if (token) request.headers.set('token', token);
    request.headers.set('Accept-Language', options.getLocale?.() ?? 'en');
    if (request.method === 'GET') request.headers.delete('Content-Type');
    // An upload keeps the multipart type (and boundary) its FormData body was given.
    else if (!request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      request.headers.set('Content-Type', FORM_CONTENT_TYPE);
    }
    jar?.apply(request);
    try {
      const response = await Promise.race([baseFetch(request), rejectOnAbort(signal)]);
      jar?.store(response);
      return response;
    } catch (error) {
      throw toTransportError(error);
    }
  };

  const formBody = (body: FormBody): string => {
    const token = options.getToken?.();
    return encodeForm(token ? { ...body, token } : body);
  };

  /** Uploads travel as multipart; the token goes in as a text part, as in a form body. */
  const multipartBody = (body: FormData): FormData => {
    const token = options.getToken?.();
    if (token && !body.has('token')) body.set('token', token);
    return body;
  };

  const http = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: send,
    bodySerializer: (body: unknown) =>
      body instanceof FormData ? multipartBody(body) : formBody((body ?? {}) as FormBody),
  });

  return { http, baseUrl: options.baseUrl, options, send, formBody, multipartBody };
}

interface AnswerShape {
  code: number | string;
  msg: string;
  data?: unknown;
}

/** The `data` of the success variant of an answer union (openapi-fetch drops a `data` typed as null). */
export type OkData<A> = A extends { code: infer C }
  ? C extends SuccessCodeValue
    ? A extends { data: infer D }
      ? D
      : null
    : never
  : never;

/** Turns openapi-fetch's `{data, error, response}` into the decoded success data, or rejects with an ApiError. */
export async function settle<A extends AnswerShape>(
  client: ApiClient,
  operationId: string,
  pending: Promise<{ data?: A; error?: unknown; response: Response }>,
): Promise<OkData<A>> {
  let result: Awaited<typeof pending>;
  try {
    result = await pending;
  } catch (error) {
    throw toTransportError(error);
  }
  return answerData<OkData<A>>(client, operationId, result.response, result.data);
}

/**
 * The `data` of a success answer, decoded against the operation's answer schema, or an ApiError for any other. A
 * page comes as `{items, total}` whichever of the spec's two shapes the backend sent (`{list, count}` is the other).
 * The one place the wire's JSON becomes the types the document gives it.
 */
export async function answerData<T>(
  client: ApiClient,
  operationId: string,
  response: Response,
  answer: unknown,
): Promise<T> {
  if (!response.ok) throw new ApiError({ kind: 'http', status: response.status });
  if (!isEnvelope(answer)) throw new ApiError({ kind: 'empty', status: response.status });
  if (!isSuccessCode(answer.code)) throw failureOf(client, answer);
  return (await decodedData(client, operationId, normalizePageData(answer.data))) as T;
}

/** The ApiError of a failure answer; an expired session is announced first. */
export function failureOf(client: ApiClient, answer: { code: number | string; msg: unknown; data: unknown }): ApiError {
  const error = ApiError.fromAnswer(answer.code, typeof answer.msg === 'string' ? answer.msg : '', answer.data);
  if (error.kind === 'session') client.options.onSessionExpired?.(error);
  return error;
}

// The answer schemas of every operation are a module of their own, loaded with the first answer: the login page's
// first paint does without them (its wire budget), and a sign-in waits for them once.
const decoding = () => import('./decode');

async function decodedData(client: ApiClient, operationId: string, data: unknown): Promise<unknown> {
  const { decodeAnswer, DecodeMismatch } = await decoding();
  try {
    const { value, conversions } = decodeAnswer(operationId, data);
    if (conversions.length > 0) client.options.onConverted?.(operationId, conversions);
    return value;
  } catch (error) {
    if (!(error instanceof DecodeMismatch)) throw error;
    // The raw value goes to the console, once, for whoever investigates; the user reads the operation and field.
    console.error(`${operationId}: ${error.path} is not ${error.expected}; the backend sent`, error.value);
    throw new ApiError({ kind: 'decode', operation: operationId, field: error.path, data: error.value });
  }
}
