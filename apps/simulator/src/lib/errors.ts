import { ErrorCode, type ErrorCodeValue } from '@pcharging/api-client/wire';
import type { MessageKey, MessageValues } from './messages';

/** A failure the backend answers as `{code, msg, data}` with HTTP 200; `msg` is translated when answered. */
export class BusinessError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly values: MessageValues = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'BusinessError';
  }
}

/** Invalid input whose message is already written in the request's language. */
export class InvalidInputError extends Error {
  readonly code = ErrorCode.InvalidInput;
  constructor(
    message: string,
    readonly issues: ReadonlyArray<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

export const unauthorized = () => new BusinessError(ErrorCode.Unauthorized, 'unauthorized');
export const sessionExpired = () => new BusinessError(ErrorCode.SessionExpired, 'sessionExpired');
export const forbidden = () => new BusinessError(ErrorCode.Forbidden, 'forbidden');
export const notFound = () => new BusinessError(ErrorCode.NotFound, 'notFound');

/** The record a lookup found, or 404 for the caller. */
export function found<T>(record: T | undefined): T {
  if (record === undefined) throw notFound();
  return record;
}
export const duplicateName = (title: string) => new BusinessError(ErrorCode.Conflict, 'duplicateName', { title });
