import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API_BASE_PATH,
  type ApiClient,
  type ApiError,
  createApiClient,
  type DataOf,
  decodeAnswer,
  getCaptcha,
  hashPassword,
  isSuccessCode,
  LOGIN_TYPE,
  login,
} from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import { type OpenedDatabase, openDatabase, openDatabaseCopy } from '@pcharging/db';
import { type SeedProfile, seedDatabase } from '@pcharging/seeds';
import type { Hono } from 'hono';
import { createApp, simulationOf } from '../app';
import type { Domain } from '../domain/domain';
import type { AppEnv } from '../http/context';
import type { Sandboxes } from '../http/sandboxes';
import { ManualClock } from '../lib/clock';
import { type SimulatorConfig, testConfig } from '../lib/env';
import { type Logger, silentLogger } from '../lib/logger';
import { answerValidator } from '../lib/openapi-schemas';
import { SEED_IMAGE_DIR_ENV } from './seed-images';

export { TEST_SIM_KEY } from '../lib/env';

export const TEST_CAPTCHA = 'T3ST';

export interface Harness {
  app: Hono<AppEnv>;
  database: OpenedDatabase;
  clock: ManualClock;
  config: SimulatorConfig;
  /** Serves a request through the app, checking a JSON answer against the OpenAPI document. */
  fetch(request: Request): Promise<Response>;
  /** Every JSON answer, checked against the OpenAPI document; a mismatch fails the call. */
  client(options?: { locale?: string; token?: () => string | null | undefined }): ApiClient;
  /** Raw form POST (or GET) to a `_pcharging` path, for malformed-input tests; answers are checked too. */
  send(
    path: string,
    init?: { body?: string; token?: string; locale?: string; method?: string; cookie?: string },
  ): Promise<Response>;
  /**
   * Lets simulated time pass with the engine off, as `PCHARGING_FLEET=off` does: the network stays still, but
   * what operators set going (a restart) happens when due.
   */
  passTime(milliseconds: number): void;
  /** The domain as a handler gets it, for changes made as an operator's (scenarios, set-ups), in English. */
  domain(): Domain;
  close(): void;
}

const templates = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${API_BASE_PATH}${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

function decodedAnswer(operationId: string, body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('code' in body) || !isSuccessCode(body.code)) return body;
  return { ...body, data: decodeAnswer(operationId, 'data' in body ? body.data : undefined).value };
}

/** Throws when a JSON answer of a known operation does not match its schema in the OpenAPI document. */
export async function assertConformingAnswer(
  request: Request,
  response: Response,
  profile: SimulatorConfig['backendProfile'] = 'full',
  wire: SimulatorConfig['wire'] = 'json',
): Promise<void> {
  const path = new URL(request.url).pathname;
  const match = templates.find((t) => t.operation.method.toUpperCase() === request.method && t.pattern.test(path));
  if (!match || !(response.headers.get('content-type') ?? '').includes('application/json')) return;
  // A backend without the operation's capability answers it as an unknown action, not by its schema.
  if (profile === 'legacy' && match.operation.capability !== null) return;
  const sent: unknown = await response.clone().json();
  // On the PHP wire the answer conforms once decoded as the app decodes it.
  const body = wire === 'php' ? decodedAnswer(match.operation.operationId, sent) : sent;
  const validate = answerValidator(match.operation.operationId, profile);
  if (!validate(body)) {
    throw new Error(
      `${match.operation.operationId} answered outside its OpenAPI schema: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

// Seeding the demo network takes over a second; each profile is seeded once per module graph and copied. When
// the run's global setup names a directory (SEED_IMAGE_DIR_ENV), the image is also shared through it with the
// files of other graphs (the web tests give every file a graph of its own).
const seededImages = new Map<string, Promise<Buffer>>();

async function seed(profile: SeedProfile, now: number, timeZone: string): Promise<Buffer> {
  const database = openDatabase(':memory:');
  await seedDatabase(database.db, { profile, now, timeZone });
  const bytes = database.sqlite.serialize();
  database.close();
  return bytes;
}

async function sharedImage(profile: SeedProfile, now: number, timeZone: string): Promise<Buffer> {
  const directory = process.env[SEED_IMAGE_DIR_ENV];
  if (!directory) return seed(profile, now, timeZone);
  const file = join(directory, `${profile}-${now}-${timeZone.replace(/\W/g, '_')}.sqlite`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await seed(profile, now, timeZone);
    // Written whole under another name first: a file reading it at the same moment never sees half an image.
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}

function seededImage(profile: SeedProfile, now: number, timeZone: string): Promise<Buffer> {
  const key = `${profile} ${timeZone}`;
  let image = seededImages.get(key);
  if (!image) {
    image = sharedImage(profile, now, timeZone);
    seededImages.set(key, image);
  }
  return image;
}

export async function createHarness(
  options: {
    profile?: SeedProfile;
    config?: Partial<SimulatorConfig>;
    logger?: Logger;
    sandboxes?: Sandboxes;
    /** A database opened as the server opens it (see `prepareDatabase`), instead of a copy of the seeded image. */
    database?: OpenedDatabase;
  } = {},
): Promise<Harness> {
  const clock = new ManualClock();
  const config = testConfig({ fixedCaptcha: TEST_CAPTCHA, ...options.config });
  const database =
    options.database ??
    openDatabaseCopy(await seededImage(options.profile ?? 'demo', clock.now(), config.network.timeZone));
  const app = createApp(
    { db: database.db, config, clock, wallClock: clock },
    { logger: options.logger ?? silentLogger(), ...(options.sandboxes ? { sandboxes: options.sandboxes } : {}) },
  );

  const fetchThroughApp = async (request: Request) => {
    const response = await app.fetch(request);
    await assertConformingAnswer(request, response, config.backendProfile, config.wire);
    return response;
  };

  return {
    app,
    database,
    clock,
    config,
    fetch: fetchThroughApp,
    domain() {
      return {
        db: database.db,
        clock,
        wallClock: clock,
        network: simulationOf(app).engine,
        locale: 'en',
        timeZone: config.network.timeZone,
        currency: config.network.currency,
        suspectMs: config.suspectMinutes * 60_000,
      };
    },
    passTime(milliseconds) {
      clock.advance(milliseconds);
      simulationOf(app).engine.settleCommands(clock.now());
    },
    client(clientOptions = {}) {
      return createApiClient({
        baseUrl: `http://sim.test${API_BASE_PATH}`,
        cookieJar: true,
        getLocale: () => clientOptions.locale ?? 'en',
        ...(clientOptions.token ? { getToken: clientOptions.token } : {}),
        fetch: fetchThroughApp,
      });
    },
    send(path, init = {}) {
      const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
      if (init.token) headers.set('token', init.token);
      if (init.locale) headers.set('Accept-Language', init.locale);
      if (init.cookie) headers.set('Cookie', init.cookie);
      const method = init.method ?? 'POST';
      return fetchThroughApp(
        new Request(`http://sim.test${API_BASE_PATH}${path}`, {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: init.body ?? '' }),
        }),
      );
    },
    close: () => database.close(),
  };
}

/** Signs in through the real client (captcha first, as the page does) and returns a client holding the token. */
export async function signIn(
  harness: Harness,
  account: string,
  password = 'Admin#2026',
  locale = 'en',
): Promise<{ client: ApiClient; token: string; answer: DataOf<'login'> }> {
  let token: string | null = null;
  const client = harness.client({ locale, token: () => token });
  await getCaptcha(client);
  const answer = await login(client, { account, pwd: hashPassword(password), code: TEST_CAPTCHA, type: LOGIN_TYPE });
  token = answer.login_token;
  return { client, token, answer };
}

/** The ApiError a call rejects with, or undefined when it resolves. */
export function rejection(promise: Promise<unknown>): Promise<ApiError | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );
}
