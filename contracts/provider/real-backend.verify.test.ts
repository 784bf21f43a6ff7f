import { describe, expect, it } from 'vitest';
import { verifyRunningBackend } from './running-backend';

const baseUrl = process.env.PACT_PROVIDER_BASE_URL;
const statesUrl = process.env.PACT_PROVIDER_STATES_URL;

// `PACT_PROVIDER_BASE_URL=https://backend.example npm test -- contracts: provider` verifies a running backend.
// Interactions that need a provider state can only pass when the backend offers PACT_PROVIDER_STATES_URL.
describe.runIf(Boolean(baseUrl))('a running backend honours every pact', () => {
  it(`verifies ${baseUrl}`, async () => {
    await expect(
      verifyRunningBackend({ baseUrl: String(baseUrl), ...(statesUrl ? { statesUrl } : {}) }),
    ).resolves.toBeUndefined();
  });
});
