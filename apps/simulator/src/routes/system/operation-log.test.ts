import {
  type ApiClient,
  addRole,
  addUser,
  deleteRole,
  editUser,
  hashPassword,
  listOperationLogs,
  resetUserPassword,
  setUserStatus,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, rejection, signIn } from '../../testing/harness';

let harness: Harness;
let admin: ApiClient;
let auditor: ApiClient;
let auditorToken: string;
let startedAt: number;

// One history for every test: sign-ins, a few changes, a refusal and a failed sign-in, a minute apart.
beforeAll(async () => {
  harness = await createHarness();
  startedAt = harness.clock.now();
  admin = (await signIn(harness, 'admin')).client;
  harness.clock.advance(60_000);
  await addRole(admin, { code: 'night_shift', name: 'Night shift', permissions: ['operator:alarm:*'] });
  harness.clock.advance(60_000);
  await resetUserPassword(admin, { id: 2, pwd: hashPassword('Fresh#Start1') });
  harness.clock.advance(60_000);
  const { client: ops } = await signIn(harness, 'ops', 'Fresh#Start1');
  await rejection(setUserStatus(ops, { id: 3, status: 0 }));
  harness.clock.advance(60_000);
  await rejection(signIn(harness, 'nobody'));
  harness.clock.advance(60_000);
  ({ client: auditor, token: auditorToken } = await signIn(harness, 'auditor'));
});
afterAll(() => harness.close());

describe('listOperationLogs', () => {
  it('lists mutating calls newest first, with who, what, the result and when', async () => {
    const page = await listOperationLogs(auditor, {}, { page: 1, size: 20 });
    expect(page.items.map((entry) => entry.operation_id)).toEqual([
      'login',
      'login',
      'setUserStatus',
      'login',
      'resetUserPassword',
      'addRole',
      'login',
    ]);
    expect(page.items[5]).toMatchObject({
      username: 'admin',
      user_id: 1,
      method: 'POST',
      path: '/Role/add',
      params: { code: 'night_shift', name: 'Night shift', permissions: ['operator:alarm:*'] },
      result_code: '200',
      result_message: 'Added successfully',
      success: true,
      created_at: new Date(startedAt + 60_000).toISOString(),
    });
  });

  it('shows parameters with secrets masked', async () => {
    const page = await listOperationLogs(auditor, { operation_id: 'resetUserPassword' }, { page: 1, size: 20 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.params).toEqual({ id: 2, pwd: '***' });
    const logins = await listOperationLogs(auditor, { operation_id: 'login' }, { page: 1, size: 20 });
    for (const entry of logins.items) expect(entry.params).toMatchObject({ pwd: '***' });
  });

  it('filters by user id, or by account name including failed sign-ins of unknown accounts', async () => {
    const byOps = await listOperationLogs(auditor, { user_id: 2 }, { page: 1, size: 20 });
    expect(byOps.items.map((entry) => entry.operation_id)).toEqual(['setUserStatus', 'login']);
    const byName = await listOperationLogs(auditor, { username: 'nobody' }, { page: 1, size: 20 });
    expect(byName.items).toHaveLength(1);
    expect(byName.items[0]).toMatchObject({
      user_id: null,
      operation_id: 'login',
      success: false,
      result_code: '1003',
    });
  });

  it('filters by result', async () => {
    const failures = await listOperationLogs(auditor, { result: 'failure' }, { page: 1, size: 20 });
    expect(failures.items.map((entry) => [entry.operation_id, entry.result_code])).toEqual([
      ['login', '1003'],
      ['setUserStatus', '403'],
    ]);
    const successes = await listOperationLogs(auditor, { result: 'success' }, { page: 1, size: 20 });
    expect(successes.total).toBe(5);
    expect(successes.items.every((entry) => entry.success)).toBe(true);
  });

  it('finds entries by part of the operation, path, account or parameters, with wildcards taken literally', async () => {
    const byParameter = await listOperationLogs(auditor, { keyword: 'night_shift' }, { page: 1, size: 20 });
    expect(byParameter.items.map((entry) => entry.operation_id)).toEqual(['addRole']);
    const byPath = await listOperationLogs(auditor, { keyword: '/User/' }, { page: 1, size: 20 });
    expect(byPath.items.map((entry) => entry.operation_id)).toEqual(['setUserStatus', 'resetUserPassword']);
    expect((await listOperationLogs(auditor, { keyword: '%' }, { page: 1, size: 20 })).total).toBe(0);
  });

  it('filters by a time range: from inclusive, to exclusive', async () => {
    const iso = (offsetMs: number) => new Date(startedAt + offsetMs).toISOString();
    const window = await listOperationLogs(auditor, { from: iso(60_000), to: iso(180_000) }, { page: 1, size: 20 });
    expect(window.items.map((entry) => entry.operation_id)).toEqual(['resetUserPassword', 'addRole']);
    const withOffset = await listOperationLogs(
      auditor,
      { from: iso(60_000).replace('Z', '+00:00'), to: iso(60_001) },
      { page: 1, size: 20 },
    );
    expect(withOffset.items.map((entry) => entry.operation_id)).toEqual(['addRole']);
  });

  it('pages', async () => {
    const second = await listOperationLogs(auditor, {}, { page: 2, size: 3 });
    expect(second).toMatchObject({ total: 7 });
    expect(second.items.map((entry) => entry.operation_id)).toEqual(['login', 'resetUserPassword', 'addRole']);
  });

  it('refuses a time without a zone and an impossible time, in the language of the request', async () => {
    const noZone = await harness.send('/OperationLog/lists', {
      token: auditorToken,
      locale: 'fr',
      body: 'params[from]=2026-03-01T10:00:00',
    });
    expect(await noZone.json()).toMatchObject({ code: 1001, msg: 'Heure de début invalide (format incorrect)' });
    const impossible = await rejection(
      listOperationLogs(auditor, { to: '2026-13-01T00:00:00Z' }, { page: 1, size: 5 }),
    );
    expect(impossible).toMatchObject({
      code: ErrorCode.InvalidInput,
      serverMessage: 'Invalid end time (wrong format)',
    });
    const badResult = await harness.send('/OperationLog/lists', { token: auditorToken, body: 'params[result]=maybe' });
    expect(await badResult.json()).toMatchObject({ code: 1001, msg: 'Invalid result (one of success, failure)' });
  });

  it("names what each call was about, and says each message in the reader's language", async () => {
    const { client: french } = await signIn(harness, 'auditor', 'Admin#2026', 'fr');
    const page = await listOperationLogs(french, {}, { page: 1, size: 50 });
    const reset = page.items.find((entry) => entry.operation_id === 'resetUserPassword');
    expect(reset?.subject).toMatch(/\(ops\)$|^ops$/);
    expect(page.items.find((entry) => entry.operation_id === 'addRole')?.subject).toBe('Night shift');
    // Made in English, read in French.
    const refused = page.items.find((entry) => entry.operation_id === 'setUserStatus');
    expect(refused?.result_message).toBe("Vous n'avez pas l'autorisation d'effectuer cette opération");
    const english = await listOperationLogs(auditor, {}, { page: 1, size: 50 });
    expect(english.items.find((entry) => entry.operation_id === 'setUserStatus')?.result_message).toBe(
      'No permission for this operation',
    );
  });

  it('is refused to a role without system:log:list', async () => {
    const { client: support } = await signIn(harness, 'support');
    expect((await rejection(listOperationLogs(support, {}, { page: 1, size: 5 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('the auditor', () => {
  it('reads the log but cannot change users or roles', async () => {
    await expect(listOperationLogs(auditor, {}, { page: 1, size: 1 })).resolves.toMatchObject({
      items: [expect.anything()],
    });
    const refusals = await Promise.all([
      rejection(addUser(auditor, { username: 'sneaky', pwd: hashPassword('Sn3aky#1'), nickname: 'S', role_id: 1 })),
      rejection(editUser(auditor, { nickname: 'Arthur', role_id: 1, id: 5 })),
      rejection(setUserStatus(auditor, { id: 1, status: 0 })),
      rejection(resetUserPassword(auditor, { id: 1, pwd: hashPassword('Sn3aky#1') })),
      rejection(addRole(auditor, { code: 'sneaky', name: 'Sneaky', permissions: ['*:*:*'] })),
      rejection(deleteRole(auditor, { id: 6 })),
    ]);
    expect(refusals.map((error) => error?.code)).toEqual(Array(6).fill(ErrorCode.Forbidden));
  });
});
