import { join } from 'node:path';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { API_BASE_PATH, type ApiClient, type ApiError, type Capability, createApiClient } from '@pcharging/api-client';
import { encodeForm, type FormBody } from '@pcharging/api-client/wire';
import { CONSUMER, operationAt, PACTS_DIR, providerOf } from '../pact-files';
import { executeSettled } from './execute-settled';

export const FORM = 'application/x-www-form-urlencoded';

/** Tokens the provider states create, so interactions can name them. */
export const TOKENS = {
  admin: 'pact-token-admin-0000000000000000000000000000',
  auditor: 'pact-token-auditor-00000000000000000000000000',
  expired: 'pact-token-expired-00000000000000000000000000',
  unknown: 'pact-token-unknown-00000000000000000000000000',
} as const;

export const CAPTCHA_COOKIE = 'pcaptcha=pact-captcha';
export const CAPTCHA_ANSWER = 'K7PX';

/** A pact of the legacy API, or of one capability: what only a backend offering it honours. */
export function newPact(capability: Capability | null = null): PactV3 {
  return new PactV3({ consumer: CONSUMER, provider: providerOf(capability), dir: PACTS_DIR, logLevel: 'warn' });
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
/** The seeded read-only role: it reads and exports everything and changes nothing. */
export const SIGNED_IN_AUDITOR = ['an account is signed in', { account: 'auditor', token: TOKENS.auditor }] as const;
export const SESSION_EXPIRED = ['a session has expired', { account: 'admin', token: TOKENS.expired }] as const;

/** The params of a form body: what a call of the legacy API sends besides its token and page. */
export type Params = NonNullable<FormBody['params']>;

export const FIRST_PAGE = { page: 1, size: 10 } as const;
export const PAGEINFO = { page: 1, perpage: 10 } as const;

/** The request a client call sends: the action's path and its params, with the call that sends them. */
export function request<T>(path: string, params: Params, call: (client: ApiClient) => Promise<T>) {
  return { path, body: { params }, call };
}

/** The request of the first page of a list: the action's path, its params and the page, with the call. */
export function pageRequest<T>(
  path: string,
  params: Params,
  call: (client: ApiClient, page: typeof FIRST_PAGE) => Promise<T>,
) {
  return { path, body: { params, pageinfo: PAGEINFO }, call: (client: ApiClient) => call(client, FIRST_PAGE) };
}

/** A business refusal: the envelope with an error code and no data. */
export const errorAnswer = (code: number, msg: string) => ({ code, msg: MatchersV3.string(msg), data: null });

export const MESSAGES = {
  unauthorized: 'Authentication failed, cannot access system resources',
  sessionExpired: 'Invalid session, or the session has expired. Please log in again.',
  forbidden: 'No permission for this operation',
  notFound: 'Resource does not exist',
} as const;

/** Invalid input (1001) with the field the web marks on the form. */
export const invalidAnswer = (field: string, message: string) => ({
  code: 1001,
  msg: MatchersV3.string(message),
  data: { errors: MatchersV3.eachLike({ field, message: MatchersV3.string(message) }) },
});

/** The ApiError a call rejects with, or undefined when it resolves. */
export function rejection(promise: Promise<unknown>): Promise<ApiError | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );
}

export type ProviderState = readonly [string, Readonly<Record<string, string>>];

/** One interaction: a form POST the web app's client makes, and the answer it expects. */
export interface CallContract<T> {
  state?: ProviderState;
  /**
   * For an operation of the legacy API, the capability whose fields or params the interaction expects (see
   * `okAnswer`): it is recorded in that capability's pact. An extension operation's interactions always go to
   * its own capability's pact.
   */
  capability?: Capability;
  description: string;
  path: string;
  body?: Omit<FormBody, 'token'>;
  token?: string;
  answer: unknown;
  call: (client: ApiClient) => Promise<T>;
}

/** The capability whose pact records a call: its operation's, else the one the contract names. */
function pactCapability(contract: Pick<CallContract<unknown>, 'path' | 'capability' | 'description'>) {
  const operation = operationAt('post', apiPath(contract.path));
  if (!operation) throw new Error(`${contract.description}: POST ${contract.path} is no operation`);
  if (operation.capability && contract.capability && operation.capability !== contract.capability) {
    throw new Error(`${contract.description}: ${operation.operationId} belongs to ${operation.capability}`);
  }
  return operation.capability ?? contract.capability ?? null;
}

/** The interaction's state, description and request: the form POST the client sends, with its token. */
function requestedBy(contract: Omit<CallContract<unknown>, 'answer' | 'call'>) {
  const token = contract.token ?? TOKENS.admin;
  const [stateName, stateParams] = contract.state ?? SIGNED_IN_ADMIN;
  return newPact(pactCapability(contract))
    .given(stateName, stateParams)
    .uponReceiving(contract.description)
    .withRequest({
      method: 'POST',
      path: apiPath(contract.path),
      headers: tokenHeaders(token),
      body: formBody({ ...contract.body, token }),
    });
}

function interactionOf<T>(contract: CallContract<T>) {
  return requestedBy(contract).willRespondWith({ status: 200, body: contract.answer });
}

/** Runs the real client function against the mock server and returns what it resolved with. */
export async function expectAnswer<T>(contract: CallContract<T>): Promise<T> {
  let result: T | undefined;
  await executeSettled(interactionOf(contract), async (mock) => {
    result = await contract.call(clientFor(mock.url, { token: contract.token ?? TOKENS.admin }));
  });
  return result as T;
}

/** Runs the real client function against the mock server and returns the ApiError it rejected with. */
export async function expectRefusal<T>(contract: CallContract<T>): Promise<ApiError | undefined> {
  let error: ApiError | undefined;
  await executeSettled(interactionOf(contract), async (mock) => {
    error = await rejection(contract.call(clientFor(mock.url, { token: contract.token ?? TOKENS.admin })));
  });
  return error;
}

/** The refusal contracts every guarded call shares: the read-only role, an expired session, an unknown token. */
export const asAuditor = { state: SIGNED_IN_AUDITOR, token: TOKENS.auditor } as const;
export const asExpired = { state: SESSION_EXPIRED, token: TOKENS.expired } as const;
export const asUnknown = { state: ['no session exists', {}] as ProviderState, token: TOKENS.unknown } as const;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export: the client posts the filters and receives an XLSX workbook named by the server. */
export async function expectWorkbook(
  contract: Omit<CallContract<unknown>, 'answer' | 'call'> & {
    /** The Content-Disposition the server sends, as a pattern and an example of it. */
    disposition: readonly [RegExp, string];
    call: (client: ApiClient) => Promise<{ blob: Blob; fileName: string }>;
  },
): Promise<{ blob: Blob; fileName: string }> {
  const token = contract.token ?? TOKENS.admin;
  const pact = requestedBy(contract).withResponseBinaryFile(
    {
      status: 200,
      headers: {
        'Content-Disposition': MatchersV3.regex(...contract.disposition),
      },
    },
    XLSX_TYPE,
    join(import.meta.dirname, 'fixtures', 'export.xlsx'),
  );
  let file: { blob: Blob; fileName: string } | undefined;
  await executeSettled(pact, async (mock) => {
    file = await contract.call(clientFor(mock.url, { token }));
  });
  if (!file) throw new Error('the export resolved with nothing');
  return file;
}

/** The read-only auditor calls a mutating operation and is refused with 403. */
export function expectForbidden<T>(contract: Omit<CallContract<T>, 'answer' | 'state' | 'token'>) {
  return expectRefusal({ ...contract, ...asAuditor, answer: errorAnswer(403, MESSAGES.forbidden) });
}

/** What an upload interaction records: the operation's path, the file sent as the `file` part, and its type. */
export interface RecordedUpload {
  path: string;
  file: string;
  mime: string;
  /** Fixed, or Pact would draw a new boundary on every run and the pact file would change each time. */
  boundary: string;
}

/**
 * An upload as the web app sends it: a multipart body with the file as the `file` part. Pact records the part
 * and matches the multipart Content-Type by pattern, since the browser draws its own boundary.
 */
export function uploadPact(
  upload: RecordedUpload,
  description: string,
  [stateName, stateParams]: ProviderState,
  token: string,
  answer: unknown,
) {
  return newPact()
    .given(stateName, stateParams)
    .uponReceiving(description)
    .withRequestMultipartFileUpload(
      { method: 'POST', path: apiPath(upload.path), headers: { token } },
      upload.mime,
      upload.file,
      'file',
      upload.boundary,
    )
    .willRespondWith({ status: 200, body: answer });
}
