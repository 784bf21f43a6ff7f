import { getCaptcha, hashPassword, LOGIN_TYPE, login } from '@pcharging/api-client';
import { assertConformingAnswer, createHarness, type Harness, TEST_CAPTCHA } from '@pcharging/simulator/testing';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { grantFromLogin } from '../features/auth/session';
import { api } from '../lib/api';
import { sessionStore } from '../lib/session-store';
import { appRoutes, renderRoutes } from './render';

export const DEMO_PASSWORD = 'Admin#2026';

/** A request's path below the API's base: `/Station/lists`. */
const apiPath = (request: Request): string =>
  new URL(request.url).pathname.replace(/^\/api\/index\.php\/_pcharging/, '');

export interface SimulatorUnderTest {
  /** The simulator of the current test file: a fresh copy of the seeded demo network. */
  readonly harness: Harness;
  /** Every `_pcharging` path the app called, in order (`/Station/lists`). */
  readonly calls: readonly string[];
}

type HarnessOptions = NonNullable<Parameters<typeof createHarness>[0]>;

/**
 * Serves the app's fetch calls from an in-process simulator on a copy of the demo seed, so that screen tests use
 * the real client, the real guard and real data. Each answer is also checked against the OpenAPI document (as the
 * backend's profile serves it: `config: { backendProfile: 'legacy' }` plays the legacy backend).
 * Call once per test file, at the top level.
 */
export function withSimulator(options: Pick<HarnessOptions, 'config'> = {}): SimulatorUnderTest {
  let harness: Harness | undefined;
  const calls: string[] = [];
  let cookie = '';

  beforeAll(async () => {
    harness = await createHarness(options);
  });
  afterAll(() => harness?.close());

  const serve = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (!harness) throw new Error('withSimulator(): the simulator is not started yet');
    const request = new Request(input, init);
    // The browser keeps the captcha cookie; Node's fetch does not, so this page keeps it.
    if (cookie) request.headers.set('Cookie', cookie);
    calls.push(apiPath(request));
    const response = await harness.app.fetch(request);
    const setCookie = response.headers.get('Set-Cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    await assertConformingAnswer(request, response, harness.config.backendProfile);
    return response;
  };

  // Stubbed before every test, because screen tests may unstub globals after theirs.
  beforeAllStub(serve);
  afterEach(() => {
    sessionStore.clear();
    calls.length = 0;
  });

  return {
    get harness() {
      if (!harness) throw new Error('withSimulator(): the simulator is not started yet');
      return harness;
    },
    calls,
  };
}

function beforeAllStub(serve: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  beforeAll(() => {
    vi.stubGlobal('fetch', vi.fn(serve));
  });
  afterEach(() => {
    vi.stubGlobal('fetch', vi.fn(serve));
  });
}

type Rewrite = (answer: Response, request: Request) => Response | Promise<Response>;

/**
 * For the rest of the test, the calls to the given `_pcharging` paths (`/Admin_user/info`) are answered by their
 * function instead, given the simulator's own answer: a backend that sends another shape or lacks a call.
 */
export function rewriteAnswers(rewrites: Readonly<Record<string, Rewrite>>): void {
  const serve = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const rewrite = rewrites[apiPath(request)];
      const answer = await serve(request.clone());
      return rewrite ? rewrite(answer, request) : answer;
    }),
  );
}

/** Signs in through the app's own client, as the login page does, and keeps the session in the app's store. */
export async function signInAs(account: string, password = DEMO_PASSWORD): Promise<void> {
  await getCaptcha(api);
  const answer = await login(api, { account, pwd: hashPassword(password), code: TEST_CAPTCHA, type: LOGIN_TYPE });
  sessionStore.signIn(grantFromLogin(answer));
}

/** Renders the whole app (guard, shell, menus, the screen) at a hash path such as `/operator/station?page=2`. */
export function renderApp(path: string) {
  return renderRoutes(appRoutes, path);
}
