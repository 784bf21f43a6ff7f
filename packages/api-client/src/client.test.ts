import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { getDictionary, importRfidCards, listPriceTemplates, login, logout } from './generated/client';
import { hashPassword } from './wire/password-hash';
import { LOGIN_TYPE } from './wire/sign-in';

/** A full collection now, without starting Node with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function jsonAnswer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });
}

function recordingClient(answer: () => Response | Promise<Response>, token: string | null = 'tok-1') {
  const requests: Request[] = [];
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://backend.test/api/index.php/_pcharging',
    getToken: () => token,
    getLocale: () => 'fr',
    onSessionExpired,
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests, onSessionExpired };
}

describe('requests', () => {
  it('sends form bodies with params[…], the md5 password, type 2 and no token before sign-in', async () => {
    const { client, requests } = recordingClient(() => jsonAnswer({ code: 1003, msg: 'x', data: null }), null);
    await login(client, { account: 'admin', pwd: hashPassword('Admin#2026'), code: 'ab12', type: LOGIN_TYPE }).catch(
      () => undefined,
    );
    const request = requests[0];
    expect(request?.url).toBe('http://backend.test/api/index.php/_pcharging/Admin_user/login');
    expect(request?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.has('token')).toBe(false);
    const body = new URLSearchParams(await request?.text());
    expect(Object.fromEntries(body)).toEqual({
      'params[account]': 'admin',
      'params[pwd]': createHash('md5').update('Admin#2026').digest('hex'),
      'params[code]': 'ab12',
      'params[type]': '2',
    });
  });

  it('sends the token as header and body field, and the language as Accept-Language', async () => {
    const { client, requests } = recordingClient(() => jsonAnswer({ code: 200, msg: 'ok', data: null }));
    await logout(client);
    const request = requests[0];
    expect(request?.headers.get('token')).toBe('tok-1');
    expect(request?.headers.get('Accept-Language')).toBe('fr');
    expect(new URLSearchParams(await request?.text()).get('token')).toBe('tok-1');
  });

  it('sends an upload as multipart, with the file part and the token as a text part', async () => {
    const report = { imported: 0, skipped: 0, failed: 0, rows: [] };
    const { client, requests } = recordingClient(() => jsonAnswer({ code: 200, msg: 'ok', data: report }));
    await importRfidCards(client, { file: new File(['xlsx bytes'], 'cards.xlsx') });
    const request = requests[0];
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('token')).toBe('tok-1');
    const form = await request?.formData();
    expect(form?.get('token')).toBe('tok-1');
    const file = form?.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cards.xlsx');
    expect(await (file as File).text()).toBe('xlsx bytes');
  });

  it('sends GET calls without a form content type', async () => {
    const { client, requests } = recordingClient(() => jsonAnswer({ code: 200, msg: 'ok', data: [] }));
    await getDictionary(client, { key: 'bool' });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toMatch(/\/base\/getDatadictionary\/bool$/);
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('answers', () => {
  it.each([200, '100000', '200'])('returns data for success code %j', async (code) => {
    const { client } = recordingClient(() => jsonAnswer({ code, msg: 'ok', data: [{ id: 1, name: 'Yes' }] }));
    await expect(getDictionary(client, { key: 'bool' })).resolves.toEqual([{ id: 1, name: 'Yes' }]);
  });

  it('answers a page sent as list/count as items/total', async () => {
    const { client } = recordingClient(() =>
      jsonAnswer({ code: 200, msg: 'ok', data: { list: [{ id: 4, name: 'Peak' }], count: '1' } }),
    );
    await expect(listPriceTemplates(client, {}, { page: 1, size: 10 })).resolves.toEqual({
      items: [{ id: 4, name: 'Peak' }],
      total: 1,
    });
  });

  it('decodes the answer between the network and the caller, and reports what it converted', async () => {
    const onConverted = vi.fn();
    const client = createApiClient({
      baseUrl: 'http://backend.test/api/index.php/_pcharging',
      onConverted,
      fetch: async () =>
        jsonAnswer({ code: '200', msg: 'ok', data: { list: [{ id: '4', name: 'Peak' }], count: '1' } }),
    });
    await expect(listPriceTemplates(client, {}, { page: 1, size: 10 })).resolves.toEqual({
      items: [{ id: 4, name: 'Peak' }],
      total: 1,
    });
    expect(onConverted).toHaveBeenCalledWith('listPriceTemplates', [
      { path: 'data.items[].id', from: 'string', to: 'integer' },
    ]);
  });

  it('rejects an answer it cannot read with the operation and the field, and logs the raw value once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = recordingClient(() =>
      jsonAnswer({ code: 200, msg: 'ok', data: { list: [{ id: 'four', name: 'Peak' }], count: 1 } }),
    );
    const error = (await listPriceTemplates(client, {}, { page: 1, size: 10 }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'decode', operation: 'listPriceTemplates', field: 'data.items[0].id' });
    expect(error.message).toBe('listPriceTemplates answered data.items[0].id in a form the app cannot read');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContain('four');
    log.mockRestore();
  });

  it.each([
    ['0', 0],
    ['1', 1],
  ])('reads a sign-in answer with is_admin %j as %j', async (wire, flag) => {
    const { client } = recordingClient(() =>
      jsonAnswer({
        code: 200,
        msg: 'ok',
        data: {
          account_id: '7',
          real_name: 'Ops',
          name: 'ops',
          is_admin: wire,
          action_list: 'operator:station:list',
          role_list: [],
          menu: [],
          login_token: 't',
          expires_in: '1800',
        },
      }),
    );
    const answer = await login(client, { account: 'ops', pwd: hashPassword('x'), code: 'ab12', type: LOGIN_TYPE });
    expect(answer.is_admin).toBe(flag);
    expect(answer.account_id).toBe(7);
  });

  it.each([401, 1005, '1005'])('rejects code %j as an expired session and notifies once', async (code) => {
    const { client, onSessionExpired } = recordingClient(() => jsonAnswer({ code, msg: 'expired', data: null }));
    const error = await getDictionary(client, { key: 'bool' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('session');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects a business code with the server message and field errors', async () => {
    const { client, onSessionExpired } = recordingClient(() =>
      jsonAnswer({
        code: 1001,
        msg: 'Invalid e-mail',
        data: { errors: [{ field: 'email', message: 'Invalid e-mail' }] },
      }),
    );
    const error = (await logout(client).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('business');
    expect(error.code).toBe(1001);
    expect(error.serverMessage).toBe('Invalid e-mail');
    expect(error.fieldErrors).toEqual({ email: 'Invalid e-mail' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects an HTTP error with its status', async () => {
    const { client } = recordingClient(() => new Response('boom', { status: 502 }));
    await expect(logout(client)).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('rejects an empty body as an empty answer', async () => {
    const { client } = recordingClient(
      () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(logout(client)).rejects.toMatchObject({ kind: 'empty' });
  });

  it('rejects a body that is not an envelope as an empty answer', async () => {
    const { client } = recordingClient(() => jsonAnswer({ hello: 'world' }));
    await expect(logout(client)).rejects.toMatchObject({ kind: 'empty' });
  });

  it('rejects a refused connection as a network error', async () => {
    const { client } = recordingClient(() => Promise.reject(new TypeError('fetch failed')));
    await expect(logout(client)).rejects.toMatchObject({ kind: 'network' });
  });

  /**
   * Like real fetch to a backend that never answers: rejects once the request's signal aborts (or already has).
   * Only that signal keeps the pending answer alive.
   */
  const silentBackend = (timeoutMs: number) =>
    createApiClient({
      baseUrl: 'http://backend.test',
      timeoutMs,
      fetch: (request) =>
        new Promise((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    });

  it('gives up after the timeout as a timeout error', async () => {
    await expect(logout(silentBackend(20))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('still times out when the garbage collector runs while the backend is silent', async () => {
    const client = silentBackend(50);
    const answer = logout(client).catch((error: unknown) => error);
    for (let round = 0; round < 3; round += 1) {
      collectGarbage();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect(answer).resolves.toMatchObject({ kind: 'timeout' });
  });
});

describe('cookie jar', () => {
  it('returns cookies set by earlier answers, for Node callers', async () => {
    const requests: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      cookieJar: true,
      fetch: async (request) => {
        requests.push(request);
        const headers = new Headers({ 'Content-Type': 'application/json' });
        headers.append('Set-Cookie', 'pcaptcha=c1; HttpOnly; Path=/');
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), { headers });
      },
    });
    await logout(client);
    await logout(client);
    expect(requests[0]?.headers.has('Cookie')).toBe(false);
    expect(requests[1]?.headers.get('Cookie')).toBe('pcaptcha=c1');
  });
});
