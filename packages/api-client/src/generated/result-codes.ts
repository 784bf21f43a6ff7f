// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

export const SuccessCode = {
  Ok: 200,
  OkLegacy: "100000",
} as const;

export const ErrorCode = {
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  ServerError: 500,
  InvalidInput: 1001,
  CaptchaInvalid: 1002,
  BadCredentials: 1003,
  TooManyAttempts: 1004,
  SessionExpired: 1005,
  AccountDisabled: 1006,
  OldPasswordWrong: 1007,
  Conflict: 1008,
  InvalidState: 1009,
  PortUnavailable: 1010,
  DriverNotAuthorized: 1011,
  BalanceBelowMinimum: 1012,
} as const;

export type SuccessCodeValue = (typeof SuccessCode)[keyof typeof SuccessCode];
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
