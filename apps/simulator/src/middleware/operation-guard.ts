import { paramsWithheld } from '@pcharging/api-client/capabilities';
import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { decodeForm, ErrorCode } from '@pcharging/api-client/wire';
import { hasPermission } from '@pcharging/validation';
import type { MiddlewareHandler } from 'hono';
import { resolveSession } from '../domain/auth/sessions';
import type { AppEnv } from '../http/context';
import { offeredCapabilities, widerWildcards } from '../lib/backend-profile';
import { BusinessError, forbidden, sessionExpired, unauthorized } from '../lib/errors';
import { validateRequestBody } from '../lib/validate-request';

interface RequestBody extends ReturnType<typeof decodeForm> {
  uploads: Record<string, File>;
}

const formBody = (text: string): RequestBody => ({ ...decodeForm(text), uploads: Object.create(null) });

/** Text parts read like a url-encoded form (`params[...]`, `token`); file parts are kept aside by field name. */
async function readMultipartBody(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<RequestBody> {
  let parts: FormData;
  try {
    parts = await c.req.formData();
  } catch {
    // A broken multipart body reads as an empty form and fails validation like any other.
    return formBody('');
  }
  const text = new URLSearchParams();
  const uploads: Record<string, File> = Object.create(null);
  for (const [name, value] of parts) {
    if (typeof value === 'string') text.append(name, value);
    else uploads[name] = value;
  }
  return { ...formBody(text.toString()), uploads };
}

async function readRequestBody(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<RequestBody> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return formBody('');
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data')) return readMultipartBody(c);
  // The legacy backend reads only form bodies; anything else arrives as an empty form and fails validation.
  if (!type.includes('application/x-www-form-urlencoded')) return formBody('');
  return formBody(await c.req.text());
}

/**
 * The one gate every `_pcharging` operation passes, driven by its OpenAPI descriptor: session (401/1005),
 * then `x-permission` (403), then the request schema (1001). Handlers only ever see checked input.
 */
export function operationGuard(operation: OperationDescriptor): MiddlewareHandler<AppEnv> {
  const takesPathParams = operation.path.includes('{');
  return async (c, next) => {
    const { db, wallClock, config } = c.get('deps');
    const form = await readRequestBody(c);
    c.set('formFields', form.fields);
    c.set('uploads', form.uploads);
    if (!operation.isPublic) {
      const token = c.req.header('token') || form.fields.token;
      if (!token) throw unauthorized();
      const lookup = resolveSession({ db, wallClock }, token, config.tokenTtlSeconds);
      if (lookup.status === 'unknown') throw unauthorized();
      if (lookup.status === 'expired') throw sessionExpired();
      c.set('session', lookup.session);
      const permission = operation.permission;
      // A temporary password opens only what needs no permission: changing it, one's profile, signing out.
      if (lookup.session.mustChangePassword && permission && permission !== 'authenticated') {
        throw new BusinessError(ErrorCode.Forbidden, 'passwordChangeRequired');
      }
      const rules = { widerWildcards: widerWildcards(config) };
      if (
        permission &&
        permission !== 'authenticated' &&
        !hasPermission(lookup.session.permissions, permission, rules)
      ) {
        throw forbidden();
      }
    }
    const body = validateRequestBody(
      operation.operationId,
      form,
      c.get('locale'),
      Object.keys(form.uploads),
      paramsWithheld(operation.operationId, offeredCapabilities(config)),
    );
    // A call without a body (`GET /base/getDatadictionary/{key}`) takes its business fields from the path.
    c.set('params', takesPathParams ? { ...c.req.param(), ...body.params } : body.params);
    c.set('pageinfo', body.pageinfo);
    await next();
  };
}

/** `/base/getDatadictionary/{key}` → `/base/getDatadictionary/:key` */
export function honoPath(openapiPath: string): string {
  return openapiPath.replace(/\{(\w+)\}/g, ':$1');
}
