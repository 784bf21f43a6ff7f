import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { PACT_FILE, PROVIDER, reencodeFormBodies } from './provider-under-test';

const baseUrl = process.env.PACT_PROVIDER_BASE_URL;
const statesUrl = process.env.PACT_PROVIDER_STATES_URL;

// `PACT_PROVIDER_BASE_URL=https://backend.example npm test -- contracts: provider` verifies a running backend.
// Interactions that need a provider state can only pass when the backend offers PACT_PROVIDER_STATES_URL.
describe.runIf(Boolean(baseUrl))('a running backend honours every pact', () => {
  it(`verifies ${baseUrl}`, async () => {
    if (!statesUrl) {
      process.stderr.write(
        'PACT_PROVIDER_STATES_URL is not set: interactions with a "Given …" state cannot be prepared and may fail.\n',
      );
    }
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: String(baseUrl),
      pactUrls: [PACT_FILE],
      logLevel: 'warn',
      requestFilter: reencodeFormBodies as VerifierOptions['requestFilter'],
      ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });
});
