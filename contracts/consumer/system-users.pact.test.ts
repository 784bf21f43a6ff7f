import {
  type ApiClient,
  addUser,
  deleteUser,
  editUser,
  getUser,
  hashPassword,
  listUsers,
  type ParamsOf,
  resetUserPassword,
  setUserStatus,
  type UserInput,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer, expectRefusal } from './support';

// Seeded users: 1 admin (the only super administrator, signed in here), 2 ops, 3 finance, 4 support, 5 auditor.
const SIGNED_IN_USER = 1;
const OPERATIONS_ROLE = 2;

// The client sends the md5 of the password, last, as the web app does.
const newUser: ParamsOf<'addUser'> = {
  username: 'jdoe',
  nickname: 'Jane Doe',
  full_name: 'Jane Elizabeth Doe',
  user_code: 'U0100',
  email: 'jane.doe@pcharging.example',
  phone: '+1 514 555 0199',
  role_id: OPERATIONS_ROLE,
  department: 'Network operations',
  pwd: hashPassword('Jane#2026pass'),
};

const opsDetails: UserInput = {
  nickname: 'Olivia P.',
  full_name: 'Olivia Park',
  user_code: 'U0002',
  email: 'olivia.park@pcharging.example',
  phone: '+1 514 555 0101',
  role_id: OPERATIONS_ROLE,
  department: 'Network operations',
};

const adminMovedToOperations: UserInput = {
  nickname: 'Alex Martin',
  user_code: 'U0001',
  email: 'admin@pcharging.example',
  role_id: OPERATIONS_ROLE,
};

const refusedOnYourself = errorAnswer(1009, 'You cannot do this to your own account');

const disableOps = {
  path: '/User/status',
  body: { params: { id: 2, status: 0 } },
  call: (client: ApiClient) => setUserStatus(client, { id: 2, status: 0 }),
};
const resetOpsPassword = {
  path: '/User/reset_password',
  body: { params: { id: 2, pwd: hashPassword('Reset#2026pass') } },
  call: (client: ApiClient) => resetUserPassword(client, { id: 2, pwd: hashPassword('Reset#2026pass') }),
};

describe('system users', () => {
  crudContracts({
    resource: { one: 'a system user', many: 'system users', path: '/User' },
    list: {
      call: listUsers,
      check: (page) => expect(page.items[0]?.username).toEqual(expect.any(String)),
      refusedSession: 'expired',
    },
    info: { id: 2, call: getUser, check: (user) => expect(typeof user.role_name).toBe('string') },
    add: {
      input: newUser,
      call: addUser,
      check: (user) => expect(typeof user.id).toBe('number'),
      invalid: {
        description: 'a new system user with a username too short',
        field: 'username',
        value: 'j',
        message: 'username must be at least 3 characters',
      },
    },
    edit: {
      id: 2,
      input: opsDetails,
      call: editUser,
      check: (user) => expect(user.nickname).toEqual(expect.any(String)),
      refused: {
        description: 'the last super administrator moved to another role',
        id: SIGNED_IN_USER,
        input: adminMovedToOperations,
        answer: errorAnswer(1009, 'At least one enabled user must keep all permissions (*:*:*)'),
      },
    },
    remove: {
      id: 4,
      call: deleteUser,
      refused: {
        description: 'the signed-in user deleting their own account',
        id: SIGNED_IN_USER,
        answer: refusedOnYourself,
      },
    },
    forbidden: [
      { ...disableOps, description: 'a system user disabled by the read-only auditor' },
      { ...resetOpsPassword, description: 'a password reset by the read-only auditor' },
    ],
  });

  it('disables a user, but never yourself', async () => {
    const user = await expectAnswer({
      ...disableOps,
      description: 'a system user disabled',
      answer: okAnswer('setUserStatus'),
    });
    const error = await expectRefusal({
      description: 'the signed-in user disabling their own account',
      path: '/User/status',
      body: { params: { id: SIGNED_IN_USER, status: 0 } },
      answer: refusedOnYourself,
      call: (client) => setUserStatus(client, { id: SIGNED_IN_USER, status: 0 }),
    });
    expect([user.status, error?.code]).toEqual([0, 1009]);
  });

  it('resets a password', async () => {
    const result = await expectAnswer({
      ...resetOpsPassword,
      description: 'the password of a system user reset',
      answer: okAnswer('resetUserPassword'),
    });
    expect(result).toBeNull();
  });
});
