import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACT_FILE, PROVIDER, reencodeFormBodies } from './provider-under-test';

interface PactFile {
  interactions: Array<{ description: string; providerStates?: Array<{ name: string }> }>;
}

/** The interactions that can only pass once their "Given …" state is set, as "description (given …)". */
export function interactionsNeedingStates(pactFile = PACT_FILE): string[] {
  const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
  return pact.interactions
    .filter((interaction) => (interaction.providerStates ?? []).length > 0)
    .map(
      (interaction) =>
        `${interaction.description} (given ${(interaction.providerStates ?? []).map((s) => s.name).join(', ')})`,
    );
}

/**
 * Verifies the web's pact against a backend reached over HTTP. Without a states URL it says first which
 * interactions need a state it cannot set, so their failures read as missing set-up, not as broken answers.
 */
export async function verifyRunningBackend(options: { baseUrl: string; statesUrl?: string }): Promise<void> {
  if (!options.statesUrl) {
    const needing = interactionsNeedingStates();
    process.stderr.write(
      `PACT_PROVIDER_STATES_URL is not set: ${needing.length} interactions need a provider state that cannot be set ` +
        `and may fail:\n${needing.map((line) => `  - ${line}`).join('\n')}\n`,
    );
  }
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.baseUrl,
    pactUrls: [PACT_FILE],
    logLevel: 'warn',
    requestFilter: reencodeFormBodies as VerifierOptions['requestFilter'],
    ...(options.statesUrl ? { providerStatesSetupUrl: options.statesUrl } : {}),
  });
  await verifier.verifyProvider();
}
