import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { TEST_SIM_KEY } from '@pcharging/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PACT_FILE, pactFileOf } from '../pact-files';
import type { ReadinessReport } from '../readiness/report';
import { runVerifyBackend } from '../readiness/run-cli';
import {
  expectLegacyBackend,
  type SimulatorUnderTest,
  simulatorReadiness,
  simulatorVerifierOptions,
  startSimulator,
} from './provider-under-test';

/** A folder of pact files holding the first interactions of each pact given, under the pact's own file name. */
function slice(count: number, ...paths: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'pcharging-pacts-slice-'));
  for (const path of paths) {
    const pact = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(
      join(folder, basename(path)),
      JSON.stringify({ ...pact, interactions: pact.interactions.slice(0, count) }),
    );
  }
  return folder;
}

// The simulator playing the legacy PHP backend (PCHARGING_PROFILE=legacy).
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('the legacy profile', () => {
  let simulator: SimulatorUnderTest;
  beforeAll(async () => {
    simulator = await startSimulator({ profile: 'legacy' });
  });
  afterAll(() => simulator.stop());

  it("passes the legacy contract, offers no capability and fails every capability's pact", async () => {
    expectLegacyBackend(await simulatorReadiness(simulator));
  });

  it('turns the verification of the sessions pact red', async () => {
    const options = simulatorVerifierOptions(simulator, [pactFileOf('sessions')]);
    await expect(new Verifier(options).verifyProvider()).rejects.toThrow();
  });

  // What a backend team runs, by URL with the simulator's control surface as the states URL, over a slice of the
  // pacts (its states URL puts the whole demo network back before each interaction: ~65 ms apiece).
  it('reads the same in npm run verify-backend, which exits 0', async () => {
    const url = simulator.server.url;
    const pacts = slice(6, LEGACY_PACT_FILE, pactFileOf('sessions'), pactFileOf('discovery'));
    const jsonFile = join(mkdtempSync(join(tmpdir(), 'pcharging-readiness-')), 'report.json');
    const run = await runVerifyBackend([
      url,
      '--states',
      `${url}/__sim/pact-states`,
      '--states-key',
      TEST_SIM_KEY,
      '--json',
      jsonFile,
      '--pacts',
      pacts,
    ]);
    expect(run.stdout).toMatch(/^ {2}pcharging-api: 6 interactions$/m);
    expect(run.stdout).toContain('The legacy contract passes (6 of 6)');
    expect(run.code, run.stderr).toBe(0);
    expectLegacyBackend(JSON.parse(readFileSync(jsonFile, 'utf8')) as ReadinessReport);
  });
});
