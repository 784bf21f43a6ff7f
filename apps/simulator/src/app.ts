import { randomUUID } from 'node:crypto';
import { API_BASE_PATH } from '@pcharging/api-client';
import { answerWithholds, offersOperation } from '@pcharging/api-client/capabilities';
import { operations } from '@pcharging/api-client/operations';
import { ErrorCode } from '@pcharging/api-client/wire';
import { normalizeLocale } from '@pcharging/validation';
import { Hono } from 'hono';
import { CONTROL_BASE_PATH, controlRoutes } from './control/control.routes';
import { faultInjection } from './control/fault-injection';
import { apiReferenceRoutes, DOCS_BASE_PATH } from './docs/api-reference.routes';
import { createSimulation, type Simulation } from './fleet/simulation';
import { clientWentAway } from './http/client-gone';
import type { AppDependencies, AppEnv } from './http/context';
import { dispatch } from './http/operation-handlers';
import type { Sandboxes } from './http/sandboxes';
import { offeredCapabilities } from './lib/backend-profile';
import { BusinessError, InvalidInputError } from './lib/errors';
import { createLogger, type Logger } from './lib/logger';
import { translate } from './lib/messages';
import { declaredBodyLimit } from './middleware/body-limit';
import { withholdExtensionFields } from './middleware/legacy-answers';
import { networkDate } from './middleware/network-date';
import { honoPath, operationGuard } from './middleware/operation-guard';
import { captureLogSubject, operationLog } from './middleware/operation-log';
import { phpWire } from './middleware/php-wire';
import { requestLog } from './middleware/request-log';
import { HASHED_ASSETS_PREFIX, securityHeaders } from './middleware/security-headers';
import { UPLOADS_ROUTE, uploadsRoutes } from './routes/base/uploads.routes';
import { operationHandlers } from './routes/operation-map';

export const MAX_BODY_BYTES = 1024 * 1024;
/** A multipart upload may be larger; its handler caps the file itself and says so in a business answer. */
export const MAX_UPLOAD_BODY_BYTES = 4 * 1024 * 1024;

export interface CreateAppOptions {
  /** Extra routes mounted last, e.g. the built web app. */
  fallback?: (app: Hono<AppEnv>) => void;
  /** Where request lines and faults go; JSON lines on stdout when not given. */
  logger?: Logger;
  /** The fleet engine, clock control, live push and fault table; a still one is made when not given. */
  simulation?: Simulation;
  /** The sandboxes its control surface manages (the main network's app only). */
  sandboxes?: Sandboxes;
  /** The sandbox this app serves (a sandbox's app only). */
  ownSandbox?: { name: string; key: string };
}

const simulations = new WeakMap<Hono<AppEnv>, Simulation>();

/** The simulation an app was made with: tests and the server reach the engine and the live hub through it. */
export function simulationOf(app: Hono<AppEnv>): Simulation {
  const simulation = simulations.get(app);
  if (!simulation) throw new Error('not an app made by createApp');
  return simulation;
}

function createApi(config: AppDependencies['config']): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const offered = offeredCapabilities(config);
  for (const operation of operations) {
    // An operation of a capability not offered is not served: it answers as an unknown action does.
    if (!offersOperation(offered, operation.operationId)) continue;
    const method = operation.method.toUpperCase();
    const path = honoPath(operation.path);
    // Injected faults come first, as if the network or the backend failed before the call was handled.
    api.on(method, path, async (c, next) => {
      c.set('operationId', operation.operationId);
      await next();
    });
    api.on(method, path, faultInjection(operation));
    // The PHP wire encodes what the profile left of the answer, so it wraps the withholding.
    if (config.wire === 'php') api.on(method, path, phpWire(operation.operationId));
    // What the backend does not offer is not in its answers either (every extension field, for the legacy profile).
    if (answerWithholds(operation.operationId, offered)) {
      api.on(method, path, withholdExtensionFields(operation.operationId, offered));
    }
    if (operation.mutating) api.on(method, path, operationLog(operation));
    api.on(method, path, operationGuard(operation));
    if (operation.mutating) api.on(method, path, captureLogSubject(operation));
    api.on(method, path, dispatch(operationHandlers, operation.operationId));
  }
  return api;
}

export function createApp(deps: AppDependencies, options: CreateAppOptions = {}): Hono<AppEnv> {
  const logger = options.logger ?? createLogger('json');
  const app = new Hono<AppEnv>();
  const simulation =
    options.simulation ?? createSimulation(deps, (message) => logger.error({ source: 'fleet' }, message));
  simulations.set(app, simulation);

  app.use('*', securityHeaders);
  app.use('*', async (c, next) => {
    c.set('requestId', c.req.header('x-request-id') || randomUUID());
    await next();
  });
  app.use('*', requestLog(logger));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('simulation', simulation);
    c.set('locale', normalizeLocale(c.req.header('accept-language')));
    c.set('params', {});
    c.set('pageinfo', {});
    c.set('formFields', {});
    c.set('uploads', {});
    c.set('sandboxes', options.sandboxes);
    c.set('ownSandbox', options.ownSandbox);
    await next();
    // A hashed asset's request id would only add bytes to every file of the page; logs still carry it. Set on the
    // answer's headers, not with c.header(), which rebuilds the answer as a stream and takes it off the server's
    // direct write.
    if (!c.req.path.startsWith(HASHED_ASSETS_PREFIX)) c.res.headers.set('X-Request-Id', c.get('requestId'));
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  const limitTo = (maxSize: number) =>
    declaredBodyLimit(maxSize, (c) => {
      c.set('resultCode', ErrorCode.InvalidInput);
      return c.json(
        { code: ErrorCode.InvalidInput, msg: translate(c.get('locale'), 'requestTooLarge'), data: null },
        413,
      );
    });
  app.use(`${API_BASE_PATH}/*`, networkDate);
  const formLimit = limitTo(MAX_BODY_BYTES);
  const uploadLimit = limitTo(MAX_UPLOAD_BODY_BYTES);
  app.use(`${API_BASE_PATH}/*`, (c, next) =>
    (c.req.header('content-type') ?? '').includes('multipart/form-data') ? uploadLimit(c, next) : formLimit(c, next),
  );
  app.route(API_BASE_PATH, createApi(deps.config));
  app.route(CONTROL_BASE_PATH, controlRoutes);
  app.route(UPLOADS_ROUTE, uploadsRoutes);
  if (deps.config.apiReference) app.route(DOCS_BASE_PATH, apiReferenceRoutes);

  app.notFound((c) => {
    if (c.req.path.startsWith(API_BASE_PATH)) {
      c.set('resultCode', ErrorCode.NotFound);
      return c.json({ code: ErrorCode.NotFound, msg: translate(c.get('locale'), 'unknownEndpoint'), data: null }, 404);
    }
    // The control surface answers in JSON, as sim-control.yaml says, also for a path it does not have.
    if (c.req.path === CONTROL_BASE_PATH || c.req.path.startsWith(`${CONTROL_BASE_PATH}/`)) {
      return c.json({ error: 'no such control path' }, 404);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    const locale = c.get('locale') ?? 'en';
    if (error instanceof BusinessError) {
      c.set('resultCode', error.code);
      c.set('answerMessage', { key: error.messageKey, values: error.values });
      return c.json({ code: error.code, msg: translate(locale, error.messageKey, error.values), data: error.data });
    }
    if (error instanceof InvalidInputError) {
      c.set('resultCode', error.code);
      return c.json({ code: error.code, msg: error.message, data: { errors: error.issues } });
    }
    c.set('resultCode', ErrorCode.ServerError);
    // A client that went away mid-request (an aborted upload) is not a fault: the request line says so.
    if (clientWentAway(c)) return c.json({ code: ErrorCode.ServerError, msg: '', data: null }, 400);
    // Real faults: logged with the request id for the developer, never shown to the caller.
    logger.error({ reqId: c.get('requestId'), method: c.req.method, path: c.req.path, err: error }, 'request failed');
    return c.json({ code: ErrorCode.ServerError, msg: translate(locale, 'serverError'), data: null }, 500);
  });

  options.fallback?.(app);
  return app;
}
