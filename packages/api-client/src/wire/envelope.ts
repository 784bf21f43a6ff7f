import { ErrorCode, type ErrorCodeValue, SuccessCode, type SuccessCodeValue } from '../generated/result-codes';

export interface Envelope<T = unknown> {
  code: number | string;
  msg: string;
  data: T;
}

const successCodes: ReadonlySet<unknown> = new Set(Object.values(SuccessCode));
const sessionCodes: ReadonlySet<unknown> = new Set([ErrorCode.Unauthorized, ErrorCode.SessionExpired]);

/** The backend answers 200 and '100000' for success; a string '200' is accepted as the same code. */
export function isSuccessCode(code: unknown): code is SuccessCodeValue {
  return successCodes.has(code) || code === '200';
}

export function isSessionCode(code: unknown): code is typeof ErrorCode.Unauthorized | typeof ErrorCode.SessionExpired {
  return sessionCodes.has(typeof code === 'string' ? Number(code) : code);
}

export function isEnvelope(value: unknown): value is Envelope {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (typeof candidate.code === 'number' || typeof candidate.code === 'string') && 'msg' in candidate;
}

export type { ErrorCodeValue, SuccessCodeValue };
export { ErrorCode, SuccessCode };
