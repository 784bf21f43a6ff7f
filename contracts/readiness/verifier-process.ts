// The Pact verifier run for verify-backend in a process of its own: the verifier prints every interaction to this
// process's stdout from native code, which the parent reads for its progress and keeps out of the report.
//   verifier-process.ts <results-file> <base-url> <states-url or ''> <pact-file>...
import { writeFileSync } from 'node:fs';
import { backendVerifierOptions, runVerifier } from './verification';

const [resultsFile, baseUrl, statesUrl, ...pactUrls] = process.argv.slice(2);
if (!resultsFile || !baseUrl || pactUrls.length === 0) {
  throw new Error('usage: verifier-process.ts <results-file> <base-url> <states-url or ""> <pact-file>...');
}
const statesKey = process.env.PACT_PROVIDER_STATES_KEY || undefined;
const options = backendVerifierOptions({ baseUrl, statesUrl: statesUrl || undefined, statesKey, pactUrls });
const results = await runVerifier(options);
writeFileSync(resultsFile, JSON.stringify(results));
