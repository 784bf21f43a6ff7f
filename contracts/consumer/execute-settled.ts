import type { PactV3, V3MockServer } from '@pact-foundation/pact';

/** The part of pact-js's native handle that executeTest asks once the test function has returned. */
interface MatchBookkeeping {
  mockServerMatchedSuccessfully(port: number): boolean;
}

const SETTLE_LIMIT_MS = 2_000;
const SETTLE_POLL_MS = 5;

/**
 * The native mock server of pact-js 16 answers a request first and records the match on another task
 * (pact-js #1835, pact-reference #535). On a busy machine executeTest can read the match list before that
 * task has run and fail with "expected but not received" for a request the client got its answer to.
 * Waiting until the server reports its matches closes that window; a real mismatch never settles and is
 * reported by executeTest as usual once the wait gives up.
 */
async function matchesRecorded(pact: PactV3, port: number): Promise<void> {
  const native = (pact as unknown as { pact?: MatchBookkeeping }).pact;
  if (typeof native?.mockServerMatchedSuccessfully !== 'function') return;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (!native.mockServerMatchedSuccessfully(port) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

/** `pact.executeTest(test)`, checked only once the mock server has recorded what it answered. */
export function executeSettled<T>(pact: PactV3, test: (mock: V3MockServer) => Promise<T>): Promise<T | undefined> {
  return pact.executeTest(async (mock) => {
    const value = await test(mock);
    await matchesRecorded(pact, mock.port);
    return value;
  });
}
