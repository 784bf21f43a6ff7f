import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { ErrorCode, type ErrorCodeValue } from '@pcharging/api-client/wire';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { expireSessions } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { type MessageKey, translate } from '../lib/messages';

const messageOfCode: Partial<Record<ErrorCodeValue, MessageKey>> = {
  [ErrorCode.Unauthorized]: 'unauthorized',
  [ErrorCode.Forbidden]: 'forbidden',
  [ErrorCode.NotFound]: 'notFound',
  [ErrorCode.ServerError]: 'serverError',
  [ErrorCode.CaptchaInvalid]: 'captchaInvalid',
  [ErrorCode.BadCredentials]: 'badCredentials',
  [ErrorCode.TooManyAttempts]: 'tooManyAttempts',
  [ErrorCode.SessionExpired]: 'sessionExpired',
  [ErrorCode.AccountDisabled]: 'accountDisabled',
  [ErrorCode.OldPasswordWrong]: 'oldPasswordWrong',
  [ErrorCode.Conflict]: 'conflictInUse',
};

const sleep = (milliseconds: number) => new Promise((done) => setTimeout(done, milliseconds));

async function tokenOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<string | undefined> {
  const header = c.req.header('token');
  if (header) return header;
  if (!(c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) return undefined;
  // Hono caches the body, so the guard after this still reads it.
  return new URLSearchParams(await c.req.text()).get('token') ?? undefined;
}

/**
 * Applies the faults injected for this operation before anything else runs: latency first, then at most one
 * answer (an HTTP error, a business error, or an expired session that the guard then refuses with 1005).
 */
export function faultInjection(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { faults, clock } = c.get('simulation');
    const hit = faults.take(operation.operationId, clock.now());
    if (hit.length === 0) return next();
    for (const fault of hit) if (fault.kind === 'latency') await sleep(fault.latencyMs ?? 0);
    const answer = hit.find((fault) => fault.kind !== 'latency');
    if (!answer) return next();
    const locale = c.get('locale');
    if (answer.kind === 'http-status') {
      const status = (answer.status ?? 500) as ContentfulStatusCode;
      // The envelope keeps a documented code: the status itself when it is one, else a server error.
      const code = (Object.values(ErrorCode) as number[]).includes(status) ? status : ErrorCode.ServerError;
      c.set('resultCode', code);
      return c.json({ code, msg: answer.msg ?? translate(locale, 'serverError'), data: null }, status);
    }
    if (answer.kind === 'business-error') {
      const code: ErrorCodeValue = answer.code ?? ErrorCode.ServerError;
      const key = messageOfCode[code];
      const msg =
        answer.msg ??
        (code === ErrorCode.InvalidState
          ? translate(locale, 'invalidState', { state: 'busy' })
          : translate(locale, key ?? 'serverError'));
      c.set('resultCode', code);
      return c.json({ code, msg, data: null });
    }
    const token = await tokenOf(c);
    if (!token) return c.json({ code: ErrorCode.SessionExpired, msg: translate(locale, 'sessionExpired'), data: null });
    expireSessions(c.get('deps'), token);
    return next();
  };
}
