import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { encodeForm, type FormBody } from '@pcharging/api-client/wire';
import { CONSUMER, givenOf, LEGACY_PROVIDER, type PactFile, type RecordedInteraction } from '../pact-files';
import { type DecodedField, decodedOnly } from './decoded';

interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
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

/** Verifier options for a backend reached over HTTP, whose states (if any) are set through a states URL. */
export function backendVerifierOptions(options: {
  baseUrl: string;
  statesUrl?: string | undefined;
  /** Sent as `x-sim-key` (the verifier sends its custom headers to the states URL too): the simulator asks for it. */
  statesKey?: string | undefined;
  pactUrls: string[];
}): VerifierOptions {
  return {
    provider: LEGACY_PROVIDER,
    providerBaseUrl: options.baseUrl,
    pactUrls: options.pactUrls,
    logLevel: 'warn',
    requestFilter: reencodeFormBodies as VerifierOptions['requestFilter'],
    ...(options.statesUrl ? { providerStatesSetupUrl: options.statesUrl } : {}),
    ...(options.statesKey ? { customProviderHeaders: { 'x-sim-key': options.statesKey } } : {}),
  };
}

/** One difference the Pact verifier found between an interaction and the provider's answer. */
export interface Mismatch {
  type: string;
  path?: string;
  key?: string;
  expected?: unknown;
  actual?: unknown;
  actualBody?: string;
  mismatch?: string;
}

export type Outcome =
  /** `decoded`: the fields that differ from the pact in type only, which the web app's decoder reads (a PHP wire). */
  | { result: 'pass'; decoded?: DecodedField[] }
  | { result: 'fail'; mismatches: Mismatch[] }
  | { result: 'error'; message: string };

export interface VerifiedInteraction {
  file: PactFile;
  interaction: RecordedInteraction;
  outcome: Outcome;
}

interface VerifierError {
  interaction: string;
  mismatch: { type: string; mismatches?: Mismatch[]; message?: string };
}

/** The part of the verifier's JSON results that tells which interactions failed and how. */
export interface VerifierResults {
  result: boolean;
  errors: VerifierError[];
}

/** The verifier's JSON results read back from their text, or undefined for text that holds none. */
export function parseResults(text: string): VerifierResults | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'errors' in parsed && Array.isArray(parsed.errors)) {
      return parsed as VerifierResults;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Runs the Pact verifier and resolves with its results whether the pacts pass or not (pact-js resolves with the
 * JSON of a passing run and rejects with it as the message of a failing one). Rejects only when it could not run.
 */
export async function runVerifier(options: VerifierOptions): Promise<VerifierResults> {
  try {
    const results = parseResults(String(await new Verifier(options).verifyProvider()));
    return results ?? { result: true, errors: [] };
  } catch (error) {
    const results = error instanceof Error ? parseResults(error.message) : undefined;
    if (!results) throw error;
    return results;
  }
}

/** How the verifier names an interaction in its results. */
function verifierName(file: PactFile, interaction: RecordedInteraction): string {
  return `Verifying a pact between ${CONSUMER} and ${file.provider}${givenOf(interaction)} - ${interaction.description}`;
}

/**
 * Every interaction of the files with what the verifier made of it. A failure the verifier reports for no
 * interaction of the files throws: read as a pass, it would hide a failure.
 */
export function outcomesOf(files: readonly PactFile[], results: VerifierResults): VerifiedInteraction[] {
  const failures = new Map(results.errors.map((error) => [error.interaction, error.mismatch]));
  const known = new Set(files.flatMap((file) => file.interactions.map((i) => verifierName(file, i))));
  const unknown = [...failures.keys()].filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new Error(`the verifier reported failures of no known interaction:\n${unknown.join('\n')}`);
  return files.flatMap((file) =>
    file.interactions.map((interaction) => {
      const failure = failures.get(verifierName(file, interaction));
      const decoded = failure?.mismatches && decodedOnly(failure.mismatches);
      const outcome: Outcome = !failure
        ? { result: 'pass' }
        : decoded
          ? { result: 'pass', decoded }
          : failure.mismatches
            ? { result: 'fail', mismatches: failure.mismatches }
            : { result: 'error', message: failure.message ?? failure.type };
      return { file, interaction, outcome };
    }),
  );
}
