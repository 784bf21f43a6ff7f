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
import { crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer } from './support';

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
  crudContracts({
    resource: { one: 'a role', many: 'roles', path: '/Role' },
    // With their user counts.
    list: { call: listRoles, check: (page) => expect(page.items[0]?.users).toEqual(expect.any(Number)) },
    info: { id: OPERATIONS_ROLE, call: getRole, check: (role) => expect(Array.isArray(role.permissions)).toBe(true) },
    add: {
      input: nightShift,
      call: addRole,
      check: (role) => expect(typeof role.id).toBe('number'),
      invalid: {
        description: 'a new role with a malformed code',
        field: 'code',
        value: 'Night Shift',
        message: 'role code has an invalid format',
      },
    },
    // Never taking the last super administrator every permission.
    edit: {
      id: 4,
      input: support,
      call: editRole,
      check: (role) => expect(typeof role.name).toBe('string'),
      refused: {
        description: 'the super administrator role stripped of every permission',
        id: SUPER_ADMIN_ROLE,
        input: superAdminWithoutWildcard,
        answer: errorAnswer(1009, 'At least one enabled user must keep all permissions (*:*:*)'),
      },
    },
    // A role nobody holds can go; one still held cannot.
    remove: {
      id: UNUSED_ROLE,
      call: deleteRole,
      refused: {
        description: 'a role deleted while users still hold it',
        id: OPERATIONS_ROLE,
        answer: errorAnswer(1008, 'Users still holding this role: 1'),
      },
    },
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
});
