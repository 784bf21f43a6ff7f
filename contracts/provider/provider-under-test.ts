import { join } from 'node:path';
import type { VerifierOptions } from '@pact-foundation/pact';
import { encodeForm, type FormBody } from '@pcharging/api-client/wire';
import {
  type AppDependencies,
  createApp,
  listen,
  PROVIDER_STATE_NAMES,
  ProviderStates,
  type RunningServer,
  silentLogger,
  systemClock,
  testConfig,
} from '@pcharging/simulator';

export const PACT_FILE = join(import.meta.dirname, '..', 'pacts', 'pcharging-web-pcharging-api.json');
export const PROVIDER = 'pcharging-api';

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}
/** A state whose parameters are the strings the consumer named in `given(…)`. */
function state(setup: (params: Record<string, string>) => void) {
  return {
    setup: async (params: unknown) => {
      setup((params ?? {}) as Record<string, string>);
      return undefined;
    },
  };
}

/**
 * pact-js's proxy parses form bodies and would forward them as JSON with the old Content-Length;
 * this puts the form encoding back so the provider receives what the consumer sent.
 */
export const reencodeFormBodies = (req: ProxiedRequest, _res: unknown, next: () => void): void => {
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded') && req.body && !Buffer.isBuffer(req.body)) {
    const encoded = Buffer.from(encodeForm(req.body as FormBody));
    req.body = encoded;
    req.headers['content-length'] = String(encoded.length);
  }
  next();
};

export interface SimulatorUnderTest {
  server: RunningServer;
  states: ProviderStates;
  /** A freshly seeded network, the engine's picture of it included. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** Rewrites a JSON answer on its way out: the mutation check uses it to break the provider on purpose. */
export type AnswerMutation = (path: string, answer: Record<string, unknown>) => Record<string, unknown>;

/** The simulator on a free port, over a fresh database that every interaction resets. */
export async function startSimulator(mutation?: AnswerMutation): Promise<SimulatorUnderTest> {
  const deps = { config: testConfig(), clock: systemClock } as AppDependencies;
  const states = new ProviderStates(deps);
  await states.reset();
  // Each reset opens a new database connection, so the app (and its fleet engine) is made anew with it.
  let app = createApp(deps, { logger: silentLogger() });
  const fetch = async (request: Request): Promise<Response> => {
    const response = await app.fetch(request);
    if (!mutation || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
    const answer = mutation(new URL(request.url).pathname, (await response.json()) as Record<string, unknown>);
    return Response.json(answer, { status: response.status });
  };
  const server = await listen({ fetch });
  return {
    server,
    states,
    reset: async () => {
      await states.reset();
      app = createApp(deps, { logger: silentLogger() });
    },
    stop: async () => {
      await server.close();
      states.close();
    },
  };
}

/** Verifier options for the simulator: states are set with its own seeding and repository code. */
export function simulatorVerifierOptions(target: SimulatorUnderTest): VerifierOptions {
  const { states } = target;
  return {
    provider: PROVIDER,
    providerBaseUrl: target.server.url,
    pactUrls: [PACT_FILE],
    logLevel: 'warn',
    requestFilter: reencodeFormBodies as VerifierOptions['requestFilter'],
    beforeEach: () => target.reset(),
    // pact-js types each handler as both an object and a function; its runtime takes either form.
    stateHandlers: Object.fromEntries(
      PROVIDER_STATE_NAMES.map((name) => [name, state((params) => states.apply(name, params))]),
    ) as unknown as VerifierOptions['stateHandlers'],
  };
}
