export {
  API_BASE_PATH,
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type OkData,
  settle,
} from './client';
export { type DownloadedFile, downloadFile, fileNameFromDisposition } from './download';
export * from './endpoints/alarm';
export * from './endpoints/auth';
export * from './endpoints/base';
export * from './endpoints/charger';
export * from './endpoints/customer';
export * from './endpoints/equipment';
export * from './endpoints/journal';
export * from './endpoints/operator';
export * from './endpoints/order';
export * from './endpoints/price-template';
export * from './endpoints/rfid';
export * from './endpoints/station';
export * from './endpoints/statistics';
export * from './endpoints/system';
export {
  ApiError,
  type ApiErrorKind,
  describeError,
  type ErrorDescription,
  type ErrorMessageKey,
  isApiError,
} from './errors';
export * from './generated/enums';
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
export { ErrorCode, isSessionCode, isSuccessCode, SuccessCode } from './wire/envelope';
