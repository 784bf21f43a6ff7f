import {
  addRole,
  deleteRole,
  editRole,
  getPermissionTree,
  getRole,
  listRoleOptions,
  listRoles,
  type RoleInput,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

// Seeded roles: 1 super administrator (held by admin alone), 2 operations … 6 onboarding auditor (held by nobody).
const SUPER_ADMIN_ROLE = 1;
const OPERATIONS_ROLE = 2;
const UNUSED_ROLE = 6;

const nightShift: RoleInput = {
  code: 'night_shift',
  name: 'Night shift',
  description: 'Watches alarms and restarts chargers overnight',
  permissions: ['operator:alarm:*', 'operator:pile:list', 'operator:pile:restart'],
};

const support: RoleInput = {
  code: 'support',
  name: 'Customer support',
  description: 'Customers and their cards, alarms included',
  permissions: ['customer:*:*', 'operator:rfid:*', 'operator:alarm:*', 'money:order:list'],
};

const superAdminWithoutWildcard: RoleInput = {
  code: 'super_admin',
  name: 'Super administrator',
  description: 'Every action in every area',
  permissions: ['operator:station:list'],
};

describe('roles', () => {
  it('lists a page of roles with their user counts', async () => {
    const page = await expectAnswer({
      description: 'a page of roles',
      path: '/Role/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listRoles'),
      call: (client) => listRoles(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.users).toEqual(expect.any(Number));
  });

  it('lists the roles to choose from and the grantable permissions', async () => {
    const options = await expectAnswer({
      description: 'the roles to choose from',
      path: '/Role/options',
      answer: okAnswer('listRoleOptions'),
      call: (client) => listRoleOptions(client),
    });
    const tree = await expectAnswer({
      description: 'the permission tree',
      path: '/Role/permission_tree',
      answer: okAnswer('getPermissionTree'),
      call: (client) => getPermissionTree(client),
    });
    expect([typeof options[0]?.name, typeof tree[0]?.key]).toEqual(['string', 'string']);
  });

  it('reads one role, or answers 404 for an unknown one', async () => {
    const role = await expectAnswer({
      description: 'the detail of a role',
      path: '/Role/info',
      body: { params: { id: OPERATIONS_ROLE } },
      answer: okAnswer('getRole'),
      call: (client) => getRole(client, OPERATIONS_ROLE),
    });
    const error = await expectRefusal({
      description: 'the detail of a role that does not exist',
      path: '/Role/info',
      body: { params: { id: 9999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getRole(client, 9999999),
    });
    expect([Array.isArray(role.permissions), error?.code]).toEqual([true, 404]);
  });

  it('adds a role, or marks a malformed code', async () => {
    const role = await expectAnswer({
      description: 'a new role',
      path: '/Role/add',
      body: { params: nightShift },
      answer: okAnswer('addRole'),
      call: (client) => addRole(client, nightShift),
    });
    const error = await expectRefusal({
      description: 'a new role with a malformed code',
      path: '/Role/add',
      body: { params: { ...nightShift, code: 'Night Shift' } },
      answer: invalidAnswer('code', 'role code has an invalid format'),
      call: (client) => addRole(client, { ...nightShift, code: 'Night Shift' }),
    });
    expect([typeof role.id, error?.code, Object.keys(error?.fieldErrors ?? {})]).toEqual(['number', 1001, ['code']]);
  });

  it('edits a role, but never takes the last super administrator every permission', async () => {
    const role = await expectAnswer({
      description: 'a role edited',
      path: '/Role/edit',
      body: { params: { ...support, id: 4 } },
      answer: okAnswer('editRole'),
      call: (client) => editRole(client, 4, support),
    });
    const error = await expectRefusal({
      description: 'the super administrator role stripped of every permission',
      path: '/Role/edit',
      body: { params: { ...superAdminWithoutWildcard, id: SUPER_ADMIN_ROLE } },
      answer: errorAnswer(1009, 'At least one enabled user must keep all permissions (*:*:*)'),
      call: (client) => editRole(client, SUPER_ADMIN_ROLE, superAdminWithoutWildcard),
    });
    expect([typeof role.name, error?.code]).toEqual(['string', 1009]);
  });

  it('deletes a role nobody holds, and refuses one still held', async () => {
    const result = await expectAnswer({
      description: 'a role deleted',
      path: '/Role/del',
      body: { params: { id: UNUSED_ROLE } },
      answer: okAnswer('deleteRole'),
      call: (client) => deleteRole(client, UNUSED_ROLE),
    });
    const error = await expectRefusal({
      description: 'a role deleted while users still hold it',
      path: '/Role/del',
      body: { params: { id: OPERATIONS_ROLE } },
      answer: errorAnswer(1008, 'This role is still held by 1 user(s)'),
      call: (client) => deleteRole(client, OPERATIONS_ROLE),
    });
    expect([result, error?.code]).toEqual([null, 1008]);
  });

  it('refuses the read-only auditor every change to roles', async () => {
    const refusals = [
      await expectForbidden({
        description: 'a role added by the read-only auditor',
        path: '/Role/add',
        body: { params: nightShift },
        call: (client) => addRole(client, nightShift),
      }),
      await expectForbidden({
        description: 'a role edited by the read-only auditor',
        path: '/Role/edit',
        body: { params: { ...support, id: 4 } },
        call: (client) => editRole(client, 4, support),
      }),
      await expectForbidden({
        description: 'a role deleted by the read-only auditor',
        path: '/Role/del',
        body: { params: { id: UNUSED_ROLE } },
        call: (client) => deleteRole(client, UNUSED_ROLE),
      }),
    ];
    expect(refusals.map((error) => error?.code)).toEqual([403, 403, 403]);
  });
});
