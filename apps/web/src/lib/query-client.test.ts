import { ApiError } from '@pcharging/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('stays quiet for session errors: the re-login dialog speaks for them', async () => {
    await failQuery(new ApiError({ kind: 'session', code: 1005 }));
    await failMutation(new ApiError({ kind: 'session', code: 401 }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('lets a query or mutation opt out', async () => {
    await failQuery(business(1001, 'Invalid'), { silentError: true });
    await failMutation(business(1001, 'Invalid'), { silentError: (error) => error instanceof ApiError });
    expect(toastError).not.toHaveBeenCalled();
    await failMutation(business(1002, 'Wrong captcha'), { silentError: () => false });
    expect(toastError).toHaveBeenCalledWith('Wrong captcha');
  });

  it('retries transport faults but not business or session answers', () => {
    expect(shouldRetry(0, new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(2, new ApiError({ kind: 'timeout' }))).toBe(false);
    expect(shouldRetry(0, business(500, 'Server fault'))).toBe(false);
    expect(shouldRetry(0, new ApiError({ kind: 'session', code: 1005 }))).toBe(false);
  });
});
