import { describe, expect, it } from 'vitest';
import { formatReport } from '../readiness/report-text';
import { failuresOf } from './provider-under-test';
import { verifyRunningBackend } from './running-backend';

const baseUrl = process.env.PACT_PROVIDER_BASE_URL;
const statesUrl = process.env.PACT_PROVIDER_STATES_URL;

// `PACT_PROVIDER_BASE_URL=https://backend.example npm test -- contracts: provider` verifies a running backend: the
// legacy contract and the pact of every capability it offers. Interactions that need a provider state can only pass
// when the backend sets them through PACT_PROVIDER_STATES_URL. `npm run verify-backend` prints the same report.
describe.runIf(Boolean(baseUrl))('a running backend honours the pacts of what it offers', () => {
  it(`verifies ${baseUrl}`, async () => {
    const report = await verifyRunningBackend({ baseUrl: String(baseUrl), ...(statesUrl ? { statesUrl } : {}) });
    process.stdout.write(`${formatReport(report, String(baseUrl))}\n`);
    const offered = report.operations.filter((row) => row.contract === null || report.offered.includes(row.contract));
    expect(failuresOf(offered)).toEqual([]);
  });
});
