import type { VerifierOptions } from '@pact-foundation/pact';
import { capabilityOf } from '@pcharging/api-client/capabilities';
import {
  type AppDependencies,
  createApp,
  listen,
  PROVIDER_STATE_NAMES,
  ProviderStates,
  type RunningServer,
  type SimulatorConfig,
  silentLogger,
  systemClock,
  testConfig,
} from '@pcharging/simulator';
import { expect } from 'vitest';
import { LEGACY_PROVIDER, type PactFile, readPactFiles } from '../pact-files';
import { offeredBy } from '../readiness/backend';
import { type OperationRow, type ReadinessReport, readinessReport } from '../readiness/report';
import { outcomesOf, reencodeFormBodies, runVerifier } from '../readiness/verification';

/** A state whose parameters are the strings the consumer named in `given(…)`. */
function state(setup: (params: Record<string, string>) => void) {
  return {
    setup: async (params: unknown) => {
      setup((params ?? {}) as Record<string, string>);
      return undefined;
    },
  };
}

export interface SimulatorUnderTest {
  server: RunningServer;
  states: ProviderStates;
  /** A freshly seeded network, the engine's picture of it included. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** Rewrites a JSON answer on its way out: the mutation check uses it to break the provider on purpose. */
export type AnswerMutation = (path: string, answer: Record<string, unknown>) => Record<string, unknown>;

/** The simulator on a free port, over a fresh database that every interaction resets; the full profile unless told. */
export async function startSimulator(
  options: {
    profile?: SimulatorConfig['backendProfile'];
    wire?: SimulatorConfig['wire'];
    mutation?: AnswerMutation;
  } = {},
): Promise<SimulatorUnderTest> {
  const { mutation } = options;
  const deps = {
    config: testConfig({ backendProfile: options.profile ?? 'full', wire: options.wire ?? 'json' }),
    clock: systemClock,
  } as AppDependencies;
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

/**
 * Verifier options for the simulator, reached at `baseUrl` (itself unless a proxy stands in front of it): states are
 * set with its own seeding and repository code.
 */
export function simulatorVerifierOptions(
  target: SimulatorUnderTest,
  pactUrls: string[],
  baseUrl = target.server.url,
): VerifierOptions {
  const { states } = target;
  return {
    provider: LEGACY_PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls,
    logLevel: 'warn',
    requestFilter: reencodeFormBodies as VerifierOptions['requestFilter'],
    beforeEach: () => target.reset(),
    // pact-js types each handler as both an object and a function; its runtime takes either form.
    stateHandlers: Object.fromEntries(
      PROVIDER_STATE_NAMES.map((name) => [name, state((params) => states.apply(name, params))]),
    ) as unknown as VerifierOptions['stateHandlers'],
  };
}

/** Every committed pact file: the legacy contract and each capability's. */
export const allPacts = (): PactFile[] => readPactFiles();

/** The readiness report of the simulator reached at `baseUrl`, as verify-backend prints it, over the pact files given. */
export async function simulatorReadiness(
  target: SimulatorUnderTest,
  files: PactFile[] = allPacts(),
  baseUrl = target.server.url,
): Promise<ReadinessReport> {
  const results = await runVerifier(
    simulatorVerifierOptions(
      target,
      files.map((file) => file.path),
      baseUrl,
    ),
  );
  const { offered, discovery } = await offeredBy(baseUrl);
  return readinessReport({ verified: outcomesOf(files, results), offered, discovery, statesSet: true });
}

/** The rows of a report that do not pass, with their first failure: none for a backend that honours the pacts. */
export const failuresOf = (rows: readonly OperationRow[]) =>
  rows
    .filter((row) => row.result !== 'passes')
    .map(
      (row) => `${row.contract ?? 'legacy'} ${row.operationId}: ${row.result} (${JSON.stringify(row.firstFailure)})`,
    );

/**
 * What the report of a legacy backend reads: the legacy contract passes; Base/capabilities is not answered, so no
 * capability is offered; every interaction of every capability's pact fails, and every extension operation is missing.
 */
export function expectLegacyBackend(report: ReadinessReport): void {
  expect(failuresOf(report.operations.filter((row) => row.contract === null))).toEqual([]);
  // Clean JSON: no field differs from the pacts in type only.
  expect(report.decoded).toEqual([]);
  expect([report.discovery, report.offered]).toEqual([false, []]);
  const passingSomewhat = report.capabilities.filter((row) => row.passed > 0).map((row) => row.capability);
  expect(passingSomewhat, 'capabilities whose pact partly passes').toEqual([]);
  const extensionRows = report.operations.filter((row) => capabilityOf(row.operationId) !== null);
  expect(extensionRows.length).toBeGreaterThan(0);
  expect(extensionRows.filter((row) => row.result !== 'missing').map((row) => row.operationId)).toEqual([]);
}
