import {
  addUser,
  deleteUser,
  editUser,
  getUser,
  hashPassword,
  listUsers,
  type NewSystemUserInput,
  resetUserPassword,
  type SystemUserInput,
  setUserStatus,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

// Seeded users: 1 admin (the only super administrator, signed in here), 2 ops, 3 finance, 4 support, 5 auditor.
const SIGNED_IN_USER = 1;
const OPERATIONS_ROLE = 2;

const newUser: NewSystemUserInput = {
  username: 'jdoe',
  password: 'Jane#2026pass',
  nickname: 'Jane Doe',
  full_name: 'Jane Elizabeth Doe',
  user_code: 'U0100',
  email: 'jane.doe@pcharging.example',
  phone: '+1 514 555 0199',
  role_id: OPERATIONS_ROLE,
  department: 'Network operations',
};
const { password, ...newUserDetails } = newUser;
const newUserParams = { ...newUserDetails, pwd: hashPassword(password) };

const opsDetails: SystemUserInput = {
  nickname: 'Olivia P.',
  full_name: 'Olivia Park',
  user_code: 'U0002',
  email: 'olivia.park@pcharging.example',
  phone: '+1 514 555 0101',
  role_id: OPERATIONS_ROLE,
  department: 'Network operations',
};

const adminMovedToOperations: SystemUserInput = {
  nickname: 'Alex Martin',
  user_code: 'U0001',
  email: 'admin@pcharging.example',
  role_id: OPERATIONS_ROLE,
};

const refusedOnYourself = errorAnswer(1009, 'You cannot do this to your own account');
const lastSuperAdmin = errorAnswer(1009, 'At least one enabled user must keep all permissions (*:*:*)');

describe('system users', () => {
  it('lists a page of users', async () => {
    const page = await expectAnswer({
      description: 'a page of system users',
      path: '/User/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listUsers'),
      call: (client) => listUsers(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.username).toEqual(expect.any(String));
  });

  it('asks to sign in again when the session has expired', async () => {
    const error = await expectRefusal({
      ...asExpired,
      description: 'a page of system users with an expired session',
      path: '/User/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: errorAnswer(1005, MESSAGES.sessionExpired),
      call: (client) => listUsers(client, {}, FIRST_PAGE),
    });
    expect(error?.code).toBe(1005);
  });

  it('reads one user, or answers 404 for an unknown one', async () => {
    const user = await expectAnswer({
      description: 'the detail of a system user',
      path: '/User/info',
      body: { params: { id: 2 } },
      answer: okAnswer('getUser'),
      call: (client) => getUser(client, 2),
    });
    const error = await expectRefusal({
      description: 'the detail of a system user that does not exist',
      path: '/User/info',
      body: { params: { id: 9999999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getUser(client, 9999999),
    });
    expect([typeof user.role_name, error?.code]).toEqual(['string', 404]);
  });

  it('adds a user with the md5 of the password, or marks the invalid field', async () => {
    const user = await expectAnswer({
      description: 'a new system user',
      path: '/User/add',
      body: { params: newUserParams },
      answer: okAnswer('addUser'),
      call: (client) => addUser(client, newUser),
    });
    const error = await expectRefusal({
      description: 'a new system user with a username too short',
      path: '/User/add',
      body: { params: { ...newUserParams, username: 'j' } },
      answer: invalidAnswer('username', 'username must be at least 3 characters'),
      call: (client) => addUser(client, { ...newUser, username: 'j' }),
    });
    expect([typeof user.id, error?.code, Object.keys(error?.fieldErrors ?? {})]).toEqual([
      'number',
      1001,
      ['username'],
    ]);
  });

  it('edits a user', async () => {
    const user = await expectAnswer({
      description: 'a system user edited',
      path: '/User/edit',
      body: { params: { ...opsDetails, id: 2 } },
      answer: okAnswer('editUser'),
      call: (client) => editUser(client, 2, opsDetails),
    });
    expect(user.nickname).toEqual(expect.any(String));
  });

  it('refuses to take the last super administrator their role', async () => {
    const error = await expectRefusal({
      description: 'the last super administrator moved to another role',
      path: '/User/edit',
      body: { params: { ...adminMovedToOperations, id: SIGNED_IN_USER } },
      answer: lastSuperAdmin,
      call: (client) => editUser(client, SIGNED_IN_USER, adminMovedToOperations),
    });
    expect(error?.code).toBe(1009);
  });

  it('disables a user, but never yourself', async () => {
    const user = await expectAnswer({
      description: 'a system user disabled',
      path: '/User/status',
      body: { params: { id: 2, status: 0 } },
      answer: okAnswer('setUserStatus'),
      call: (client) => setUserStatus(client, 2, 0),
    });
    const error = await expectRefusal({
      description: 'the signed-in user disabling their own account',
      path: '/User/status',
      body: { params: { id: SIGNED_IN_USER, status: 0 } },
      answer: refusedOnYourself,
      call: (client) => setUserStatus(client, SIGNED_IN_USER, 0),
    });
    expect([user.status, error?.code]).toEqual([0, 1009]);
  });

  it('resets a password', async () => {
    const result = await expectAnswer({
      description: 'the password of a system user reset',
      path: '/User/reset_password',
      body: { params: { id: 2, pwd: hashPassword('Reset#2026pass') } },
      answer: okAnswer('resetUserPassword'),
      call: (client) => resetUserPassword(client, 2, 'Reset#2026pass'),
    });
    expect(result).toBeNull();
  });

  it('deletes a user, but never yourself', async () => {
    const result = await expectAnswer({
      description: 'a system user deleted',
      path: '/User/del',
      body: { params: { id: 4 } },
      answer: okAnswer('deleteUser'),
      call: (client) => deleteUser(client, 4),
    });
    const error = await expectRefusal({
      description: 'the signed-in user deleting their own account',
      path: '/User/del',
      body: { params: { id: SIGNED_IN_USER } },
      answer: refusedOnYourself,
      call: (client) => deleteUser(client, SIGNED_IN_USER),
    });
    expect([result, error?.code]).toEqual([null, 1009]);
  });

  it('refuses the read-only auditor every change to users', async () => {
    const refusals = [
      await expectForbidden({
        description: 'a system user added by the read-only auditor',
        path: '/User/add',
        body: { params: newUserParams },
        call: (client) => addUser(client, newUser),
      }),
      await expectForbidden({
        description: 'a system user edited by the read-only auditor',
        path: '/User/edit',
        body: { params: { ...opsDetails, id: 2 } },
        call: (client) => editUser(client, 2, opsDetails),
      }),
      await expectForbidden({
        description: 'a system user disabled by the read-only auditor',
        path: '/User/status',
        body: { params: { id: 2, status: 0 } },
        call: (client) => setUserStatus(client, 2, 0),
      }),
      await expectForbidden({
        description: 'a password reset by the read-only auditor',
        path: '/User/reset_password',
        body: { params: { id: 2, pwd: hashPassword('Reset#2026pass') } },
        call: (client) => resetUserPassword(client, 2, 'Reset#2026pass'),
      }),
      await expectForbidden({
        description: 'a system user deleted by the read-only auditor',
        path: '/User/del',
        body: { params: { id: 4 } },
        call: (client) => deleteUser(client, 4),
      }),
    ];
    expect(refusals.map((error) => error?.code)).toEqual([403, 403, 403, 403, 403]);
  });
});
