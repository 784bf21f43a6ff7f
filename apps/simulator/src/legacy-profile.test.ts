import {
  type ApiClient,
  addRole,
  addUser,
  getCurrentUser,
  getOrder,
  getPort,
  hashPassword,
  listOrders,
  listPorts,
  listStations,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, rejection, signIn } from './testing/harness';

interface Envelope {
  code: number | string;
  msg: string;
  data: unknown;
}

async function answerOf(harness: Harness, path: string, token: string, body = ''): Promise<[number, Envelope]> {
  const response = await harness.send(path, { token, body });
  return [response.status, (await response.json()) as Envelope];
}

describe('the legacy profile (PCHARGING_PROFILE=legacy)', () => {
  let legacy: Harness;
  let admin: ApiClient;
  let token: string;
  beforeAll(async () => {
    legacy = await createHarness({ config: { backendProfile: 'legacy' } });
    ({ client: admin, token } = await signIn(legacy, 'admin'));
  });
  afterAll(() => legacy.close());

  it('answers an extension operation exactly as an unknown action', async () => {
    const unknown = await answerOf(legacy, '/Nothing/here', token);
    expect(unknown[0]).toBe(404);
    expect(unknown[1]).toMatchObject({ code: ErrorCode.NotFound, data: null });
    for (const path of ['/Base/capabilities', '/Charging_session/lists', '/Order/refund', '/Station/map']) {
      expect(await answerOf(legacy, path, token)).toEqual(unknown);
    }
  });

  it('signs in without the network settings and lists no extension screen in the menu', async () => {
    const user = await getCurrentUser(admin);
    expect(user).not.toHaveProperty('network');
    const paths = user.menu.flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);
    expect(paths).toContain('/operator/station');
    expect(paths).toContain('/money/order');
    expect(paths).not.toContain('/operator/map');
    expect(paths).not.toContain('/operator/session');
  });

  it('leaves the extension fields out of a port and an order, keeping the legacy ones', async () => {
    const [port] = (await listPorts(admin, { pile_id: 1 }, { page: 1, size: 1 })).items;
    expect(port).toBeDefined();
    const detail = await getPort(admin, { id: port?.id ?? 0 });
    expect(detail.chargerstatus).toBe(port?.chargerstatus);
    for (const field of ['session_id', 'power_now_kw', 'inoperative_since', 'inoperative_reason']) {
      expect(detail).not.toHaveProperty(field);
    }
    const [order] = (await listOrders(admin, {}, { page: 1, size: 1 })).items;
    const orderDetail = await getOrder(admin, { id: order?.id ?? 0 });
    expect(orderDetail.order_no).toBe(order?.order_no);
    for (const field of ['refunded', 'refundable', 'end_kind', 'stopped_by', 'stop_reason']) {
      expect(orderDetail).not.toHaveProperty(field);
    }
  });

  it.each([
    ['/Equipment/lists', 'params%5Bstatus%5D=2'],
    ['/Order/lists', 'params%5Bkeyword%5D=singh'],
  ])('refuses a filter the legacy backend does not take: %s %s', async (path, form) => {
    const [status, answer] = await answerOf(legacy, path, token, form);
    expect(status).toBe(200);
    expect(answer.code).toBe(ErrorCode.InvalidInput);
  });

  it('reads only *:*:* as a wildcard', async () => {
    const role = await addRole(admin, { code: 'stations', name: 'Stations', permissions: ['operator:station:*'] });
    await addUser(admin, {
      username: 'wide',
      pwd: hashPassword('N3w#Start!'),
      nickname: 'Wide',
      full_name: 'Wide Card',
      user_code: 'W-1',
      email: 'wide@pcharging.example',
      phone: '+1 514 555 0100',
      role_id: role.id,
      department: 'Operations',
    });
    const wide = (await signIn(legacy, 'wide', 'N3w#Start!')).client;
    expect((await rejection(listStations(wide, {}, { page: 1, size: 5 })))?.code).toBe(ErrorCode.Forbidden);
  });
});
