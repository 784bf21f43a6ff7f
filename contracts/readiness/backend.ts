import { API_BASE_PATH, type Capability, createApiClient, getCapabilities, isApiError } from '@pcharging/api-client';
import { capabilitiesFromAnswer } from '@pcharging/api-client/capabilities';

/** A URL given to verify-backend that names no backend it can talk to; its message says why. */
export class BackendUrlError extends Error {}

const PROBE_TIMEOUT_MS = 10_000;

/**
 * The base a backend is verified at: its origin and any path before the API's base path, so that both
 * `https://backend.example` and `https://backend.example/api/index.php/_pcharging` name the same backend.
 */
export function backendBase(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackendUrlError(`"${url}" is not a URL; give the backend's address, such as http://localhost:8080`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new BackendUrlError(
      `"${url}" is not an http(s) URL; give the backend's address, such as http://localhost:8080`,
    );
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  const base = path.endsWith(API_BASE_PATH) ? path.slice(0, -API_BASE_PATH.length) : path;
  return `${parsed.origin}${base}`;
}

function transportFault(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * What a backend says it offers, read with the web app's own call: the capabilities of its `Base/capabilities`
 * answer, or none when it answers that call any other way (404, an unknown-action envelope, HTML): a legacy backend.
 * Throws BackendUrlError when nothing answers at all.
 */
export async function offeredBy(baseUrl: string): Promise<{ offered: Capability[]; discovery: boolean }> {
  let fault: unknown;
  const client = createApiClient({
    baseUrl: `${baseUrl}${API_BASE_PATH}`,
    getToken: () => undefined,
    getLocale: () => 'en',
    timeoutMs: PROBE_TIMEOUT_MS,
    fetch: async (request) => {
      try {
        return await fetch(request);
      } catch (error) {
        fault = error;
        throw error;
      }
    },
  });
  try {
    return { offered: [...capabilitiesFromAnswer(await getCapabilities(client))], discovery: true };
  } catch (error) {
    if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      const why = error.kind === 'timeout' ? `no answer within ${PROBE_TIMEOUT_MS / 1000} s` : transportFault(fault);
      throw new BackendUrlError(`cannot reach ${baseUrl}: ${why}`);
    }
    return { offered: [], discovery: false };
  }
}

/** Whether anything answers at the states URL (Pact's state-change protocol); a teardown of no state changes nothing. */
export async function checkStatesUrl(statesUrl: string, key: string | undefined): Promise<void> {
  try {
    await fetch(statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'x-sim-key': key } : {}) },
      body: JSON.stringify({ state: '', params: {}, action: 'teardown' }),
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    throw new BackendUrlError(`cannot reach the states URL ${statesUrl}: ${transportFault(error)}`);
  }
}
