import { ErrorCode } from './generated/result-codes';
import { isSessionCode } from './wire/envelope';

export type ApiErrorKind = 'business' | 'session' | 'network' | 'timeout' | 'http' | 'empty' | 'decode';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  code?: number | string | undefined;
  serverMessage?: string | undefined;
  status?: number | undefined;
  data?: unknown;
  /** For an answer that could not be decoded: the operation, and the field (`data.items[3].status`). */
  operation?: string | undefined;
  field?: string | undefined;
}

/** Every failed call rejects with this: business codes, expired sessions and transport faults alike. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | string | undefined;
  readonly serverMessage: string | undefined;
  readonly status: number | undefined;
  readonly data: unknown;
  readonly operation: string | undefined;
  readonly field: string | undefined;

  constructor(init: ApiErrorInit) {
    super(
      init.serverMessage ||
        (init.kind === 'decode'
          ? `${init.operation ?? 'an operation'} answered ${init.field ?? 'a field'} in a form the app cannot read`
          : `${init.kind} error${init.code === undefined ? '' : ` ${init.code}`}`),
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.status = init.status;
    this.data = init.data;
    this.operation = init.operation;
    this.field = init.field;
  }

  static fromAnswer(code: number | string, msg: string, data: unknown): ApiError {
    const kind = isSessionCode(code) ? 'session' : 'business';
    return new ApiError({ kind, code, serverMessage: msg, data });
  }

  /** Field-level problems of an invalid-input answer (code 1001), keyed by field name. */
  get fieldErrors(): Record<string, string> {
    const issues = (this.data as { errors?: unknown } | null | undefined)?.errors;
    if (!Array.isArray(issues)) return {};
    const result: Record<string, string> = {};
    for (const issue of issues) {
      if (issue && typeof issue.field === 'string' && typeof issue.message === 'string') {
        result[issue.field] = issue.message;
      }
    }
    return result;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Translation keys of the spec's error catalogue (section 8); the app's catalogues hold the texts. */
export type ErrorMessageKey =
  | 'errors.sessionExpired'
  | 'errors.code401'
  | 'errors.code403'
  | 'errors.code404'
  | 'errors.unknown'
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.http'
  | 'errors.unreadableAnswer';

export type ErrorDescription =
  | { readonly key: ErrorMessageKey; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/**
 * What the user is told about a failure (spec section 8): 401/403/404 map to fixed texts, an expired session (1005)
 * to the invalid-session text, other codes show the server's (already localised) msg, and a code without a msg falls
 * back to the unknown-error text. A network fault and an empty body read as the server-error text.
 */
export function describeError(error: unknown): ErrorDescription {
  if (!isApiError(error)) return { key: 'errors.unknown' };
  switch (error.kind) {
    case 'network':
    case 'empty':
      return { key: 'errors.network' };
    case 'timeout':
      return { key: 'errors.timeout' };
    case 'http':
      return { key: 'errors.http', values: { status: error.status ?? 0 } };
    case 'decode':
      return { key: 'errors.unreadableAnswer', values: { operation: error.operation ?? '', field: error.field ?? '' } };
    case 'session':
      return Number(error.code) === ErrorCode.Unauthorized
        ? { key: 'errors.code401' }
        : { key: 'errors.sessionExpired' };
    case 'business':
      break;
  }
  const code = Number(error.code);
  if (code === ErrorCode.Unauthorized) return { key: 'errors.code401' };
  if (code === ErrorCode.Forbidden) return { key: 'errors.code403' };
  if (code === ErrorCode.NotFound) return { key: 'errors.code404' };
  return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.unknown' };
}
