import {
  addRole,
  addUser,
  deleteRole,
  editRole,
  editUser,
  getCurrentUser,
  getPermissionTree,
  getRole,
  grantableOnly,
  hashPassword,
  listOperationLogs,
  listRoleOptions,
  listRoles,
  listStations,
  listUsers,
  type PermissionNode,
  type Role,
  type RoleInput,
} from '@pcharging/api-client';
import { permissionCatalogue } from '@pcharging/api-client/operations';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { actionLabels, areaLabels, entityLabels } from '../../lib/permission-vocabulary';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['admin'], { fresh: 'test' });
const { admin } = suite.clients;

const inputOf = (role: Role): RoleInput => ({
  code: role.code,
  name: role.name,
  description: role.description,
  permissions: grantableOnly(role.permissions),
});

const nightShift: RoleInput = {
  code: 'night_shift',
  name: 'Night shift',
  description: 'Watches alarms overnight',
  permissions: ['operator:alarm:*', 'operator:station:list'],
};

describe('listRoles', () => {
  it('lists every role with the number of users holding it', async () => {
    const page = await listRoles(admin, {}, { page: 1, size: 20 });
    expect(page.total).toBe(6);
    expect(page.items.map((r) => [r.code, r.users])).toEqual([
      ['super_admin', 1],
      ['operations', 1],
      ['finance', 1],
      ['support', 1],
      ['auditor', 1],
      ['onboarding_auditor', 0],
    ]);
    expect(page.items[0]?.permissions).toEqual(['*:*:*']);
  });

  it('finds roles by part of the name, code or description, and pages', async () => {
    const byDescription = await listRoles(admin, { keyword: 'changes nothing' }, { page: 1, size: 20 });
    expect(byDescription.items.map((r) => r.code)).toEqual(['auditor']);
    const second = await listRoles(admin, {}, { page: 2, size: 4 });
    expect(second).toMatchObject({ total: 6 });
    expect(second.items.map((r) => r.code)).toEqual(['auditor', 'onboarding_auditor']);
  });

  it('is refused to a role without system:role:list', async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect((await rejection(listRoles(ops, {}, { page: 1, size: 20 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('listRoleOptions', () => {
  it('offers every role by name for the user form', async () => {
    const options = await listRoleOptions(admin);
    expect(options).toHaveLength(6);
    expect(options).toContainEqual({ id: 3, name: 'Finance' });
  });

  it('is refused to a role without system:user:list', async () => {
    const { client: finance } = await signIn(suite.harness, 'finance');
    expect((await rejection(listRoleOptions(finance)))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('getRole', () => {
  it('answers one role with its permissions', async () => {
    const role = await getRole(admin, { id: 6 });
    expect(role).toMatchObject({ code: 'onboarding_auditor', users: 0 });
    expect(role.permissions).toContain('operator:station:audit');
  });

  it('answers 404 for a role that does not exist', async () => {
    expect((await rejection(getRole(admin, { id: 99 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('addRole', () => {
  it('creates a role whose wildcards grant their whole area or entity', async () => {
    const role = await addRole(admin, {
      ...nightShift,
      permissions: ['operator:alarm:*', 'system:*:*', 'operator:station:list', 'operator:alarm:*'],
    });
    expect(role).toMatchObject({ code: 'night_shift', users: 0 });
    expect(role.permissions).toEqual(['operator:alarm:*', 'system:*:*', 'operator:station:list']);

    await addUser(admin, {
      username: 'nightowl',
      pwd: hashPassword('N1ght#Owl'),
      nickname: 'Owl',
      role_id: role.id,
    });
    const { client: owl } = await signIn(suite.harness, 'nightowl', 'N1ght#Owl');
    await expect(listOperationLogs(owl, {}, { page: 1, size: 5 })).resolves.toMatchObject({
      total: expect.any(Number),
    });
    await expect(listStations(owl, {}, { page: 1, size: 5 })).resolves.toMatchObject({ total: 24 });
  });

  it('refuses permissions outside the vocabulary, naming them, in the language of the request', async () => {
    const error = await rejection(
      // Sent past the generated type, as a client of another make could send it.
      addRole(admin, {
        ...nightShift,
        permissions: ['operator:station:list', 'operator:*:list', 'station:fly', '*'] as never,
      }),
    );
    expect(error).toMatchObject({
      code: ErrorCode.InvalidInput,
      serverMessage: 'Invalid permissions (unknown: operator:*:list, station:fly, *)',
    });
    expect(error?.fieldErrors.permissions).toBe('Invalid permissions (unknown: operator:*:list, station:fly, *)');

    const { token } = await signIn(suite.harness, 'admin', undefined, 'fr');
    const response = await suite.harness.send('/Role/add', {
      token,
      locale: 'fr',
      body: 'params[code]=x1&params[name]=X&params[permissions]=["money:order:fly"]',
    });
    expect(await response.json()).toMatchObject({
      code: 1001,
      msg: 'Liste des autorisations invalide (inconnues : money:order:fly)',
    });
  });

  it('refuses a malformed code and a permission list that is not a list', async () => {
    const badCode = await rejection(addRole(admin, { ...nightShift, code: 'Night Shift' }));
    expect(badCode?.fieldErrors.code).toBe('Invalid role code (wrong format)');
    const response = await suite.harness.send('/Role/add', {
      token: suite.tokenOf('admin'),
      body: 'params[code]=x1&params[name]=X&params[permissions]=operator:station:list',
    });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Invalid permissions (wrong format)' });
  });

  it('refuses a code or a name another role has', async () => {
    expect(await rejection(addRole(admin, { ...nightShift, code: 'finance' }))).toMatchObject({
      code: ErrorCode.Conflict,
      serverMessage: 'finance already exists',
    });
    expect(await rejection(addRole(admin, { ...nightShift, name: 'Finance' }))).toMatchObject({
      code: ErrorCode.Conflict,
      serverMessage: 'Finance already exists',
    });
  });

  it('is refused to the auditor, who may only read roles', async () => {
    const { client: auditor } = await signIn(suite.harness, 'auditor');
    await expect(listRoles(auditor, {}, { page: 1, size: 5 })).resolves.toMatchObject({ total: 6 });
    expect((await rejection(addRole(auditor, nightShift)))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(editRole(auditor, { ...nightShift, id: 4 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(deleteRole(auditor, { id: 6 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('editRole', () => {
  it("changes what the role's users may call from their next call, without signing in again", async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect((await rejection(listUsers(ops, {}, { page: 1, size: 5 })))?.code).toBe(ErrorCode.Forbidden);
    await expect(listStations(ops, {}, { page: 1, size: 5 })).resolves.toMatchObject({ total: 24 });

    const operations = await getRole(admin, { id: 2 });
    const edited = await editRole(admin, {
      ...inputOf(operations),
      permissions: grantableOnly([
        ...operations.permissions.filter((p) => p !== 'operator:station:list'),
        'system:user:list',
      ]),
      id: 2,
    });
    expect(edited.permissions).toContain('system:user:list');

    await expect(listUsers(ops, {}, { page: 1, size: 5 })).resolves.toMatchObject({ total: 5 });
    expect((await rejection(listStations(ops, {}, { page: 1, size: 5 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await getCurrentUser(ops)).action_list.split(',')).toContain('system:user:list');
  });

  it('refuses to take all permissions away from the last super administrator', async () => {
    const superAdmin = await getRole(admin, { id: 1 });
    const error = await rejection(editRole(admin, { ...inputOf(superAdmin), permissions: ['system:*:*'], id: 1 }));
    expect(error).toMatchObject({ code: ErrorCode.InvalidState });
    expect((await getRole(admin, { id: 1 })).permissions).toEqual(['*:*:*']);

    await editUser(admin, { nickname: 'Olivia Park', role_id: 1, id: 2 });
    await expect(
      editRole(admin, { ...inputOf(await getRole(admin, { id: 2 })), name: 'Network operations', id: 2 }),
    ).resolves.toMatchObject({ name: 'Network operations' });
  });

  it('refuses a name another role has, keeps its own, and answers 404 for an unknown role', async () => {
    const finance = await getRole(admin, { id: 3 });
    await expect(editRole(admin, { ...inputOf(finance), description: 'Money', id: 3 })).resolves.toMatchObject({
      description: 'Money',
    });
    expect((await rejection(editRole(admin, { ...inputOf(finance), name: 'Operations', id: 3 })))?.code).toBe(
      ErrorCode.Conflict,
    );
    expect((await rejection(editRole(admin, { ...nightShift, id: 99 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('deleteRole', () => {
  it('deletes a role no user holds', async () => {
    const response = await suite.harness.send('/Role/del', { token: suite.tokenOf('admin'), body: 'params[id]=6' });
    expect(await response.json()).toMatchObject({ code: 200, msg: 'Deleted successfully' });
    expect((await rejection(getRole(admin, { id: 6 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('refuses while users hold the role, and answers 404 for an unknown role', async () => {
    expect(await rejection(deleteRole(admin, { id: 3 }))).toMatchObject({
      code: ErrorCode.Conflict,
      serverMessage: 'Users still holding this role: 1',
    });
    expect((await getRole(admin, { id: 3 })).users).toBe(1);
    expect((await rejection(deleteRole(admin, { id: 99 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('getPermissionTree', () => {
  const flatten = (nodes: readonly PermissionNode[]): PermissionNode[] =>
    nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

  it('answers the vocabulary as all → area → entity → action with grantable keys and English labels', async () => {
    const tree = await getPermissionTree(admin);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ key: '*:*:*', level: 'all', label: 'All permissions' });
    const operator = tree[0]?.children?.find((node) => node.key === 'operator:*:*');
    expect(operator).toMatchObject({ level: 'area', label: 'Operations' });
    const station = operator?.children?.find((node) => node.key === 'operator:station:*');
    expect(station).toMatchObject({ level: 'entity', label: 'Stations' });
    expect(station?.children).toContainEqual({ key: 'operator:station:list', level: 'action', label: 'View list' });

    const actions = flatten(tree).filter((node) => node.level === 'action');
    expect(actions.map((node) => node.key)).toEqual([...permissionCatalogue]);
  });

  it('has a label for every area, entity and action of the vocabulary', () => {
    for (const permission of permissionCatalogue) {
      const [area = '', entity = '', action = ''] = permission.split(':');
      expect(areaLabels[area], area).toBeTruthy();
      expect(entityLabels[entity], entity).toBeTruthy();
      expect(actionLabels[action], action).toBeTruthy();
    }
  });

  it('accepts every key of the tree as a role permission', async () => {
    const keys = flatten(await getPermissionTree(admin)).map((node) => node.key);
    // The document's GrantablePermission lists every key of the tree.
    expect(grantableOnly(keys)).toEqual(keys);
    await expect(addRole(admin, { ...nightShift, permissions: grantableOnly(keys) })).resolves.toMatchObject({
      permissions: keys,
    });
  });

  it('is refused to a role without system:role:list', async () => {
    const { client: support } = await signIn(suite.harness, 'support');
    expect((await rejection(getPermissionTree(support)))?.code).toBe(ErrorCode.Forbidden);
  });
});
