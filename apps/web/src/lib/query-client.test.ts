import { ApiError, createApiClient, DEFAULT_TIMEOUT_MS, getDictionary } from '@pcharging/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestMeta } from './query-client';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('./feedback', () => ({ toastError, bindMessage: vi.fn() }));

const { createQueryClient, shouldRetry } = await import('./query-client');

async function failQuery(error: unknown, meta?: RequestMeta) {
  const client = createQueryClient({ retry: false });
  await client.fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(error), meta }).catch(() => undefined);
}

async function failMutation(error: unknown, meta?: RequestMeta) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error), meta });
  await mutation.execute(undefined).catch(() => undefined);
}

const business = (code: number, msg = '') => new ApiError({ kind: 'business', code, serverMessage: msg });

describe('error policy', () => {
  beforeEach(() => toastError.mockClear());

  it("shows the server's message of a business error", async () => {
    await failQuery(business(1003, 'Wrong account or password'));
    expect(toastError).toHaveBeenCalledWith('Wrong account or password');
  });

  it('shows the catalogue text for 403 and for transport faults', async () => {
    await failQuery(business(403, 'Forbidden'));
    await failMutation(new ApiError({ kind: 'network' }));
    await failMutation(new ApiError({ kind: 'http', status: 502 }));
    expect(toastError.mock.calls).toEqual([
      ['No permission for this operation'],
      ['Backend interface connection error'],
      ['Backend interface error 502'],
    ]);
  });

  it('leaves an expired session to the re-login dialog, and says a refused one failed to authenticate', async () => {
    await failQuery(new ApiError({ kind: 'session', code: 1005 }));
    expect(toastError).not.toHaveBeenCalled();
    await failMutation(new ApiError({ kind: 'session', code: 401 }));
    expect(toastError.mock.calls).toEqual([['Authentication failed, cannot access system resources']]);
  });

  it('shows the server-error text for an empty answer and the timeout text for a timeout', async () => {
    await failQuery(new ApiError({ kind: 'empty', status: 200 }));
    await failQuery(new ApiError({ kind: 'timeout' }));
    expect(toastError.mock.calls).toEqual([
      ['Backend interface connection error'],
      ['Backend interface connection timeout'],
    ]);
  });

  it('lets a query or mutation opt out', async () => {
    await failQuery(business(1001, 'Invalid'), { silentError: true });
    await failMutation(business(1001, 'Invalid'), { silentError: (error) => error instanceof ApiError });
    expect(toastError).not.toHaveBeenCalled();
    await failMutation(business(1002, 'Wrong captcha'), { silentError: () => false });
    expect(toastError).toHaveBeenCalledWith('Wrong captcha');
  });

  it('retries transport faults but not timeouts, business, session or unreadable answers', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'network' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(false);
    expect(shouldRetry(0, business(500, 'Server fault'))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'session', code: 1005 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'decode', operation: 'listOrders', field: 'data.total' }))).toBe(false);
  });
});

describe('a read the backend never answers', () => {
  beforeEach(() => toastError.mockClear());
  afterEach(() => vi.useRealTimers());

  it("says it timed out at the spec's 30 s, without trying again", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const api = createApiClient({ baseUrl: 'http://backend.test/api/index.php/_pcharging', fetch });
    const client = createQueryClient();
    const failed = client
      .fetchQuery({ queryKey: ['silent'], queryFn: () => getDictionary(api, { key: 'bool' }) })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(toastError.mock.calls).toEqual([['Backend interface connection timeout']]);
    await vi.advanceTimersByTimeAsync(3 * DEFAULT_TIMEOUT_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('invalidation declared on a mutation', () => {
  function clientWith(...keys: string[][]) {
    const client = createQueryClient({ retry: false });
    for (const key of keys) client.setQueryData(key, 'cached');
    const stale = () => keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
    return { client, stale };
  }

  it('invalidates the keys it names and everything below them, after its own onSuccess and before it resolves', async () => {
    const { client, stale } = clientWith(['alarms', 'list'], ['alarms', 'detail', '3'], ['orders']);
    const seenByOnSuccess: string[][] = [];
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve('done'),
      onSuccess: () => {
        seenByOnSuccess.push(stale());
      },
      meta: { invalidates: [['alarms']] },
    });
    await mutation.execute(undefined);
    expect(seenByOnSuccess).toEqual([[]]);
    expect(stale()).toEqual(['alarms/list', 'alarms/detail/3']);
  });

  it('reads the keys from the answer and the variables, exactly when told', async () => {
    const { client, stale } = clientWith(['chargers', 'detail', '7'], ['chargers', 'detail', '7', 'whitelist']);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: (cards: string[]) => Promise.resolve({ id: '7', cards }),
      meta: {
        invalidates: (saved: { id: string }, cards: string[]) =>
          cards.length > 0 ? [{ queryKey: ['chargers', 'detail', saved.id], exact: true }] : [],
      },
    });
    await mutation.execute(['C1']);
    expect(stale()).toEqual(['chargers/detail/7']);
  });

  it('invalidates nothing after a failure unless it says so', async () => {
    const refused = business(1009, 'Charger offline');
    const { client, stale } = clientWith(['ports'], ['alarms']);
    const fail = (meta: RequestMeta) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(refused), meta: { silentError: true, ...meta } })
        .execute(undefined)
        .catch(() => undefined);
    await fail({ invalidates: [['alarms']] });
    await fail({ invalidates: [['alarms']], invalidatesOnError: (error) => error !== refused });
    expect(stale()).toEqual([]);
    await fail({ invalidates: [['ports']], invalidatesOnError: true });
    expect(stale()).toEqual(['ports']);
  });
});
