import {
  type ApiClient,
  addRole,
  addUser,
  deleteUser,
  editRole,
  editUser,
  type GrantablePermission,
  getUser,
  hashPassword,
  listUsers,
  type ParamsOf,
  type RoleInput,
  resetUserPassword,
  setUserStatus,
  type User,
} from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import { ErrorCode, encodeForm } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { type RoleSeed, roleSeeds } from '@pcharging/seeds';
import { hasPermission } from '@pcharging/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from './testing/documented-examples';
import { createHarness, type Harness, rejection, signIn } from './testing/harness';

/**
 * Every operation that names an action string, called by an account of every seeded role: refused with 403 exactly
 * when the role's action list does not grant it. The expectation comes from the seed's action lists, the answer
 * from the server's own check, so a permission wrongly named in the document or wrongly enforced shows here.
 */

const guarded = operations.filter(
  (operation) => operation.permission !== null && operation.permission !== 'authenticated',
);

/** A user holding the role, made through the API as an administrator would (one seeded role has no account). */
async function accountFor(harness: Harness, role: RoleSeed): Promise<string> {
  const [stored] = harness.database.db
    .select({ id: tables.roles.id })
    .from(tables.roles)
    .where(eq(tables.roles.code, role.code))
    .all();
  const { token } = await signIn(harness, 'admin');
  const username = `matrix_${role.code}`.slice(0, 32);
  const response = await harness.send('/User/add', {
    token,
    body: encodeForm({
      token,
      params: {
        username,
        pwd: hashPassword('Admin#2026'),
        nickname: role.name,
        full_name: role.name,
        user_code: `M${String(stored?.id ?? 0).padStart(4, '0')}`,
        email: `${username}@pcharging.example`,
        phone: '+1 514 555 0150',
        role_id: stored?.id ?? 0,
        department: 'Permission matrix',
      },
    }),
  });
  expect(await response.json()).toMatchObject({ code: 200 });
  return username;
}

it('checks every guarded operation', () => {
  expect(guarded.length).toBeGreaterThan(80);
});

describe.each(roleSeeds)('the $code role', (role) => {
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await createHarness();
    token = (await signIn(harness, await accountFor(harness, role))).token;
  });
  afterAll(() => harness.close());

  // Every operation of the wire, one after another: seconds on a busy machine.
  it('is refused exactly the operations its action list does not grant', async () => {
    const wrong: string[] = [];
    for (const operation of guarded) {
      const permission = operation.permission ?? '';
      const granted = hasPermission(role.actions, permission);
      const response = await harness.fetch(exampleRequest(operation, token));
      // An export that went through answers its workbook, not an envelope.
      const answer: unknown = (response.headers.get('content-type') ?? '').includes('json')
        ? await response.json()
        : { code: 200 };
      const code = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'code') : undefined;
      // A lost session would hide the answer to the permission check.
      if (code === 401 || code === 1005) wrong.push(`${operation.operationId}: session lost (${code})`);
      const refused = code === 403;
      if (refused === granted) {
        wrong.push(`${operation.operationId} (${permission}): ${granted ? 'refused though granted' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);
});

describe('delegated administration gives no more than it holds', () => {
  const delegated = [
    'system:user:list',
    'system:user:add',
    'system:user:edit',
    'system:user:reset',
    'system:user:status',
    'system:user:delete',
    'system:role:list',
    'system:role:add',
    'system:role:edit',
    'operator:station:list',
  ] as const satisfies readonly GrantablePermission[];
  let harness: Harness;
  let admin: ApiClient;
  let delegate: ApiClient;
  let delegateId: number;
  let delegateRoleId: number;
  let smallRoleId: number;

  const userParams = (username: string, roleId: number): ParamsOf<'addUser'> => ({
    username,
    pwd: hashPassword('Admin#2026'),
    nickname: username,
    role_id: roleId,
  });
  const detailsOf = (user: User, roleId: number): ParamsOf<'editUser'> => ({
    id: user.id,
    nickname: user.nickname,
    role_id: roleId,
  });
  const refusal = async (call: Promise<unknown>) => (await rejection(call))?.code;

  beforeAll(async () => {
    harness = await createHarness();
    admin = (await signIn(harness, 'admin')).client;
    delegateRoleId = (await addRole(admin, { code: 'delegate', name: 'Delegate', permissions: [...delegated] })).id;
    smallRoleId = (await addRole(admin, { code: 'small', name: 'Small', permissions: ['operator:station:list'] })).id;
    delegateId = (await addUser(admin, userParams('delegate', delegateRoleId))).id;
    delegate = (await signIn(harness, 'delegate')).client;
  });
  afterAll(() => harness.close());

  const roleIdOf = (code: string) =>
    harness.database.db.select({ id: tables.roles.id }).from(tables.roles).where(eq(tables.roles.code, code)).get()
      ?.id ?? 0;
  const superAdminRoleId = () => roleIdOf('super_admin');
  const financeRoleId = () => roleIdOf('finance');

  it('cannot give its own user the super administrator role', async () => {
    const self = await getUser(delegate, { id: delegateId });
    expect(await refusal(editUser(delegate, detailsOf(self, superAdminRoleId())))).toBe(ErrorCode.Forbidden);
    expect((await getUser(admin, { id: delegateId })).role_id).toBe(delegateRoleId);
  });

  it('cannot create a user with a role holding what it does not hold', async () => {
    expect(await refusal(addUser(delegate, userParams('escalated', superAdminRoleId())))).toBe(ErrorCode.Forbidden);
    expect(await refusal(addUser(delegate, userParams('money', financeRoleId())))).toBe(ErrorCode.Forbidden);
    await expect(addUser(delegate, userParams('modest', smallRoleId))).resolves.toMatchObject({ role_id: smallRoleId });
  });

  it('cannot reset, edit, disable or delete a super administrator or a user holding more', async () => {
    const admin1 = await getUser(admin, { id: 1 });
    expect(await refusal(resetUserPassword(delegate, { id: 1, pwd: hashPassword('Taken#Over1') }))).toBe(
      ErrorCode.Forbidden,
    );
    expect(await refusal(editUser(delegate, detailsOf(admin1, smallRoleId)))).toBe(ErrorCode.Forbidden);
    expect(await refusal(setUserStatus(delegate, { id: 1, status: 0 }))).toBe(ErrorCode.Forbidden);
    expect(await refusal(deleteUser(delegate, { id: 1 }))).toBe(ErrorCode.Forbidden);
    const finance = (await listUsers(admin, { keyword: 'finance' }, { page: 1, size: 1 })).items[0];
    expect(finance).toBeDefined();
    if (!finance) return;
    expect(await refusal(resetUserPassword(delegate, { id: finance.id, pwd: hashPassword('Taken#Over1') }))).toBe(
      ErrorCode.Forbidden,
    );
    expect((await getUser(admin, { id: 1 })).status).toBe(1);
  });

  it('resets and edits a user whose role it holds entirely', async () => {
    const modest = await addUser(admin, userParams('modest2', smallRoleId));
    await expect(resetUserPassword(delegate, { id: modest.id, pwd: hashPassword('Fresh#Start1') })).resolves.toBeNull();
    await expect(editUser(delegate, detailsOf(modest, delegateRoleId))).resolves.toMatchObject({
      role_id: delegateRoleId,
    });
  });

  it('cannot create or edit a role to hold *:*:* or anything it does not hold', async () => {
    const all: RoleInput = { code: 'all', name: 'All', permissions: ['*:*:*'] };
    expect(await refusal(addRole(delegate, all))).toBe(ErrorCode.Forbidden);
    const money: RoleInput = { code: 'money', name: 'Money', permissions: ['money:order:list'] };
    expect(await refusal(addRole(delegate, money))).toBe(ErrorCode.Forbidden);
    const wider: RoleInput = { code: 'wider', name: 'Wider', permissions: ['system:*:*'] };
    expect(await refusal(addRole(delegate, wider))).toBe(ErrorCode.Forbidden);
    const own: RoleInput & { id: number } = {
      id: delegateRoleId,
      code: 'delegate',
      name: 'Delegate',
      permissions: [...delegated, '*:*:*'],
    };
    expect(await refusal(editRole(delegate, own))).toBe(ErrorCode.Forbidden);
    const superRole: RoleInput & { id: number } = {
      id: superAdminRoleId(),
      code: 'super_admin',
      name: 'Super administrator',
      permissions: [],
    };
    expect(await refusal(editRole(delegate, { ...superRole, permissions: ['operator:station:list'] }))).toBe(
      ErrorCode.Forbidden,
    );
    const subset: RoleInput = {
      code: 'subset',
      name: 'Subset',
      permissions: ['system:user:list', 'operator:station:list'],
    };
    await expect(addRole(delegate, subset)).resolves.toMatchObject({ permissions: subset.permissions });
  });

  it('lets a super administrator give everything', async () => {
    const all = await addRole(admin, { code: 'everything', name: 'Everything', permissions: ['*:*:*'] });
    await expect(addUser(admin, userParams('second_admin', all.id))).resolves.toMatchObject({ role_id: all.id });
  });
});
