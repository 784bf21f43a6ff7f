import {
  type ApiClient,
  getCurrentUser,
  getDictionary,
  getOverview,
  listCustomers,
  listOrders,
  listPiles,
  listStations,
} from '@pcharging/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from '../testing/harness';

/** Every scalar of a value that is not a string or null, with its path. */
function nonStrings(value: unknown, path = 'data'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nonStrings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => nonStrings(inner, `${path}.${key}`));
  }
  return value === null || typeof value === 'string' ? [] : [path];
}

describe('PCHARGING_WIRE=php on the legacy profile', () => {
  let php: Harness;
  let clean: Harness;
  let phpAdmin: { client: ApiClient; token: string };
  let cleanAdmin: { client: ApiClient; token: string };
  beforeAll(async () => {
    php = await createHarness({ config: { backendProfile: 'legacy', wire: 'php' } });
    clean = await createHarness({ config: { backendProfile: 'legacy' } });
    phpAdmin = await signIn(php, 'admin');
    cleanAdmin = await signIn(clean, 'admin');
  });
  afterAll(() => {
    php.close();
    clean.close();
  });

  it('writes every number and flag of an answer as a string, as PDO and json_encode do', async () => {
    const response = await php.send('/Station/lists', {
      token: phpAdmin.token,
      body: 'pageinfo[page]=1&pageinfo[perpage]=5',
    });
    const answer = (await response.json()) as { code: unknown; data: { items: unknown[]; total: unknown } };
    expect(answer.code).toBe(200);
    expect(typeof answer.data.total).toBe('string');
    expect(answer.data.items.length).toBe(5);
    expect(nonStrings(answer.data)).toEqual([]);
  });

  it('writes the sign-in flag as "0"/"1"', async () => {
    const response = await php.send('/Admin_user/info', { token: phpAdmin.token });
    const answer = (await response.json()) as { data: Record<string, unknown> };
    expect(answer.data.is_admin).toBe('1');
    expect(answer.data.account_id).toEqual(expect.stringMatching(/^\d+$/));
    expect(answer.data).not.toHaveProperty('network');
    expect(answer.data.email).toBeTypeOf('string');
  });

  it('writes an empty map as []', async () => {
    const response = await php.send('/Customer/lists', {
      token: phpAdmin.token,
      body: `params[keyword]=${encodeURIComponent('nobody-has-this-name')}&pageinfo[page]=1&pageinfo[perpage]=5`,
    });
    const answer = (await response.json()) as { data: { items: unknown[]; total: unknown } };
    expect(answer.data).toEqual({ items: [], total: '0' });
    const { phpStyle } = await import('./php-wire');
    expect(phpStyle({})).toEqual([]);
    expect(phpStyle({ a: {} })).toEqual({ a: [] });
  });

  it("writes an optional legacy field the answer lacks as null, and leaves a capability's field out", async () => {
    const { phpStyle } = await import('./php-wire');
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, note: { type: 'string' }, live: { type: 'boolean' } },
      required: ['id'],
      extensions: ['live'],
    };
    expect(phpStyle({ id: 4 }, schema)).toEqual({ id: '4', note: null });
  });

  it('reads, through the client, exactly as the clean wire with the same data', async () => {
    const page = { page: 1, size: 20 };
    const calls: Array<(client: ApiClient) => Promise<unknown>> = [
      // The tokens differ; the rest of the session is the same.
      (client) => getCurrentUser(client).then((user) => user.role_list.map((role) => role.role_name)),
      (client) => getCurrentUser(client).then(({ role_list: _tokens, ...user }) => user),
      (client) => listStations(client, {}, page),
      (client) => listPiles(client, {}, page),
      (client) => listOrders(client, {}, page),
      (client) => listCustomers(client, {}, page),
      (client) => getDictionary(client, { key: 'station_type' }),
      (client) => getOverview(client),
    ];
    for (const call of calls) {
      expect(await call(phpAdmin.client)).toEqual(await call(cleanAdmin.client));
    }
  });
});
