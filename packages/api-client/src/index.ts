export {
  API_BASE_PATH,
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type OkData,
  settle,
} from './client';
export { type Conversion, type Decoded, DecodeMismatch, decodeAnswer, readAs } from './decode';
export { type DownloadedFile, downloadFile, fetchBlob, fileNameFromDisposition } from './download';
export {
  ApiError,
  type ApiErrorKind,
  describeError,
  type ErrorDescription,
  type ErrorMessageKey,
  isApiError,
} from './errors';
export * from './generated/client';
export * from './generated/enums';
export type * from './generated/models';
export type { components, paths } from './generated/schema';
export type {
  AnswerOf,
  BodyOf,
  DataOf,
  OperationId,
  PageInfoOf,
  ParamsOf,
  PathParamsOf,
} from './operation-types';
export { normalizePage, type Page, type PageRequest, type RawPage, toPageInfo } from './page';
export { grantableOnly, isGrantablePermission } from './permissions';
export { uploadParts } from './upload';
export { ErrorCode, isSessionCode, isSuccessCode, SuccessCode } from './wire/envelope';
export { hashPassword } from './wire/password-hash';
export { LOGIN_TYPE } from './wire/sign-in';
