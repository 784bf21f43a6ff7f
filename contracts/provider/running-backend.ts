import { readPactFiles } from '../pact-files';
import { offeredBy } from '../readiness/backend';
import { type ReadinessReport, readinessReport } from '../readiness/report';
import { backendVerifierOptions, outcomesOf, runVerifier } from '../readiness/verification';

/**
 * The readiness of a backend reached over HTTP, over every pact: what `npm run verify-backend` prints, for a test.
 * Without a states URL, the interactions that need a state fail; the report lists those states.
 */
export async function verifyRunningBackend(options: { baseUrl: string; statesUrl?: string }): Promise<ReadinessReport> {
  const files = readPactFiles();
  const pactUrls = files.map((file) => file.path);
  const statesKey = process.env.PACT_PROVIDER_STATES_KEY || undefined;
  const results = await runVerifier(backendVerifierOptions({ ...options, statesKey, pactUrls }));
  const { offered, discovery } = await offeredBy(options.baseUrl);
  return readinessReport({
    verified: outcomesOf(files, results),
    offered,
    discovery,
    statesSet: Boolean(options.statesUrl),
  });
}
