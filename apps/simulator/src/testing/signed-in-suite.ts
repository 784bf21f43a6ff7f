import { API_BASE_PATH, type ApiClient, createApiClient } from '@pcharging/api-client';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHarness, type Harness, signIn } from './harness';

/** The demo seed's accounts, one per role. */
export type DemoAccount = 'admin' | 'ops' | 'support' | 'finance' | 'auditor';

export interface SignedInSuite<A extends DemoAccount> {
  /** The test file's simulator on the demo seed, made before its first test and closed after its last. */
  readonly harness: Harness;
  /** A client of the account, usable from the first test on: it carries the account's session. */
  client(account: A): ApiClient;
  /** The client of every account named, by account. */
  readonly clients: Readonly<Record<A, ApiClient>>;
  tokenOf(account: A): string;
}

export interface SuiteOptions {
  /** `test` makes a new simulator before each test of the suite, for tests that change what the next would read. */
  fresh?: 'suite' | 'test';
}

/**
 * One simulator for a test file (or the describe block it is called in), signed in once as each account named. The
 * clients exist at once (so a file can name them at its top) and send through the harness and the sessions made
 * before the first test.
 */
export function signedInSuite<A extends DemoAccount>(
  accounts: readonly A[],
  { fresh = 'suite' }: SuiteOptions = {},
): SignedInSuite<A> {
  let current: Harness | undefined;
  const tokens = new Map<A, string>();
  const harnessNow = (): Harness => {
    if (!current) throw new Error('the suite is used before its simulator was made (in its beforeAll or beforeEach)');
    return current;
  };
  const [before, after] = fresh === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    current = await createHarness();
    for (const account of accounts) tokens.set(account, (await signIn(current, account)).token);
  });
  after(() => current?.close());
  const clientOf = (account: A): ApiClient =>
    createApiClient({
      baseUrl: `http://sim.test${API_BASE_PATH}`,
      getLocale: () => 'en',
      getToken: () => tokens.get(account),
      fetch: (request) => harnessNow().fetch(request),
    });
  const clients = Object.fromEntries(accounts.map((account) => [account, clientOf(account)]));
  return {
    get harness() {
      return harnessNow();
    },
    client: clientOf,
    clients: clients as Record<A, ApiClient>,
    tokenOf(account) {
      const token = tokens.get(account);
      if (!token) throw new Error(`${account} is not signed in yet`);
      return token;
    },
  };
}

/** One simulator for a test file or a describe block, signed in as nobody. */
export const simulatorSuite = (options?: SuiteOptions) => signedInSuite([], options);
