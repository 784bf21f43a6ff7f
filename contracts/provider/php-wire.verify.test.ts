import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PACT_FILE, readPactFile } from '../pact-files';
import { legacyContractPasses } from '../readiness/report';
import { verdict } from '../readiness/report-text';
import { failuresOf, type SimulatorUnderTest, simulatorReadiness, startSimulator } from './provider-under-test';

// The simulator playing the legacy backend on a PHP wire (PCHARGING_PROFILE=legacy, PCHARGING_WIRE=php): every
// number a string, every flag "0"/"1". The pacts demand JSON numbers; the web app decodes the strings.
describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('the legacy profile on the PHP wire', () => {
  let simulator: SimulatorUnderTest;
  afterAll(() => simulator?.stop());

  describe('as it is', () => {
    beforeAll(async () => {
      simulator = await startSimulator({ profile: 'legacy', wire: 'php' });
    });

    it('passes the legacy contract, listing the fields that arrive as strings and are decoded', async () => {
      const report = await simulatorReadiness(simulator, [readPactFile(LEGACY_PACT_FILE)]);
      expect(failuresOf(report.operations)).toEqual([]);
      expect(legacyContractPasses(report)).toBe(true);
      expect(report.decoded).toContainEqual({
        contract: null,
        operationId: 'login',
        path: '$.data.expires_in',
        from: 'string',
        to: 'integer',
      });
      expect(report.decoded.filter((row) => row.to === 'boolean').length).toBeGreaterThan(0);
      expect(verdict(report)).toMatch(
        new RegExp(`^The legacy contract passes \\(\\d+ of \\d+, ${report.decoded.length} fields arrive as strings`),
      );
    });
  });
});

describe.skipIf(Boolean(process.env.PACT_PROVIDER_BASE_URL))('a PHP wire with a field the app cannot read', () => {
  let broken: SimulatorUnderTest;
  beforeAll(async () => {
    broken = await startSimulator({
      profile: 'legacy',
      wire: 'php',
      mutation: (path, answer) =>
        path.endsWith('/Alarm/count') ? { ...answer, data: { open: 'several', acknowledged: '1' } } : answer,
    });
  });
  afterAll(() => broken?.stop());

  it('still fails the legacy contract there', async () => {
    const report = await simulatorReadiness(broken, [readPactFile(LEGACY_PACT_FILE)]);
    expect(failuresOf(report.operations).map((line) => line.split(':')[0])).toEqual(['legacy countOpenAlarms']);
    expect(legacyContractPasses(report)).toBe(false);
  });
});
