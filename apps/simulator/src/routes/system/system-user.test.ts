import { createHash } from 'node:crypto';
import {
  type ApiClient,
  addRole,
  addUser,
  closeDay,
  deletePriceTemplate,
  deleteUser,
  editUser,
  getCurrentUser,
  getUser,
  hashPassword,
  listUsers,
  type ParamsOf,
  resetUserPassword,
  setUserStatus,
  type User,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const suite = signedInSuite(['admin'], { fresh: 'test' });
const { admin } = suite.clients;

const newUser = (username: string, overrides: Partial<ParamsOf<'addUser'>> = {}): ParamsOf<'addUser'> => ({
  username,
  pwd: hashPassword('N3w#Start!'),
  nickname: 'Jane',
  full_name: 'Jane Doe',
  user_code: `C-${username}`,
  email: `${username}@pcharging.example`,
  phone: '+1 514 555 0199',
  role_id: 2,
  department: 'Network operations',
  ...overrides,
});

const detailsOf = (user: User) => ({
  nickname: user.nickname,
  full_name: user.full_name,
  user_code: user.user_code,
  email: user.email,
  phone: user.phone,
  role_id: user.role_id,
  department: user.department,
});

/** A user who may manage users but does not hold `*:*:*`. */
async function signInUserManager(): Promise<ApiClient> {
  const role = await addRole(admin, { code: 'user_manager', name: 'User manager', permissions: ['system:user:*'] });
  await addUser(admin, newUser('manager', { role_id: role.id }));
  return (await signIn(suite.harness, 'manager', 'N3w#Start!')).client;
}

async function answerOf(path: string, body: string, token = suite.tokenOf('admin')) {
  return (await (await suite.harness.send(path, { token, body })).json()) as { code: number; msg: string };
}

describe('listUsers', () => {
  it('lists the seeded accounts with role names and never a password or its hash', async () => {
    const response = await suite.harness.send('/User/lists', { token: suite.tokenOf('admin') });
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password|pwd/i);
    const page = await listUsers(admin, {}, { page: 1, size: 20 });
    expect(page.total).toBe(5);
    expect(page.items.find((u) => u.username === 'finance')).toMatchObject({
      nickname: 'Farid Benali',
      user_code: 'U0003',
      role_name: 'Finance',
      department: 'Finance',
      status: 1,
    });
  });

  it('filters by keyword on username, nickname, e-mail or phone, with wildcards taken literally', async () => {
    const byMail = await listUsers(admin, { keyword: 'support@' }, { page: 1, size: 20 });
    expect(byMail.items.map((u) => u.username)).toEqual(['support']);
    const byNickname = await listUsers(admin, { keyword: 'olivia' }, { page: 1, size: 20 });
    expect(byNickname.items.map((u) => u.username)).toEqual(['ops']);
    const byPhone = await listUsers(admin, { keyword: '555 0104' }, { page: 1, size: 20 });
    expect(byPhone.items.map((u) => u.username)).toEqual(['auditor']);
    expect((await listUsers(admin, { keyword: '%' }, { page: 1, size: 20 })).total).toBe(0);
  });

  it('filters by status, role and department', async () => {
    await setUserStatus(admin, { id: 3, status: 0 });
    const disabled = await listUsers(admin, { status: 0 }, { page: 1, size: 20 });
    expect(disabled.items.map((u) => u.username)).toEqual(['finance']);
    const byRole = await listUsers(admin, { role_id: 5 }, { page: 1, size: 20 });
    expect(byRole.items.map((u) => u.username)).toEqual(['auditor']);
    const byDepartment = await listUsers(admin, { department: 'Customer care' }, { page: 1, size: 20 });
    expect(byDepartment.items.map((u) => u.username)).toEqual(['support']);
  });

  it('pages, newest first', async () => {
    suite.harness.clock.advance(1000);
    await addUser(admin, newUser('newest'));
    const first = await listUsers(admin, {}, { page: 1, size: 4 });
    expect(first).toMatchObject({ total: 6 });
    expect(first.items[0]?.username).toBe('newest');
    expect((await listUsers(admin, {}, { page: 2, size: 4 })).items).toHaveLength(2);
  });

  it('refuses a status outside 0 and 1 in the language of the request', async () => {
    const response = await suite.harness.send('/User/lists', {
      token: suite.tokenOf('admin'),
      locale: 'fr',
      body: 'params[status]=5',
    });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Statut invalide (parmi 0, 1)' });
  });

  it('is refused to a role without system:user:list', async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect((await rejection(listUsers(ops, {}, { page: 1, size: 20 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('getUser', () => {
  it('answers one user with its last sign-in', async () => {
    const user = await getUser(admin, { id: 1 });
    expect(user).toMatchObject({
      id: 1,
      username: 'admin',
      full_name: 'Alexandre Martin',
      role_name: 'Super administrator',
    });
    expect(user.last_login_at).toBe(new Date(suite.harness.clock.now()).toISOString());
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await rejection(getUser(admin, { id: 999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('addUser', () => {
  it('creates an enabled user who can sign in with the md5 password they were given', async () => {
    const created = await addUser(admin, newUser('jdoe'));
    expect(created).toMatchObject({
      username: 'jdoe',
      full_name: 'Jane Doe',
      status: 1,
      role_name: 'Operations',
      created_by: 'admin',
      updated_by: 'admin',
      last_login_at: null,
    });
    const { client } = await signIn(suite.harness, 'jdoe', 'N3w#Start!');
    expect(await getCurrentUser(client)).toMatchObject({ name: 'jdoe', real_name: 'Jane' });
  });

  it('answers "Added successfully"', async () => {
    const body = `params[username]=kim&params[pwd]=${md5('x')}&params[nickname]=Kim&params[role_id]=3`;
    expect(await answerOf('/User/add', body)).toMatchObject({ code: 200, msg: 'Added successfully' });
  });

  it('refuses a taken username or user code', async () => {
    const takenName = await rejection(addUser(admin, newUser('ops')));
    expect(takenName).toMatchObject({ code: ErrorCode.Conflict, serverMessage: 'ops already exists' });
    const takenCode = await rejection(addUser(admin, newUser('jdoe', { user_code: 'U0002' })));
    expect(takenCode).toMatchObject({ code: ErrorCode.Conflict, serverMessage: 'U0002 already exists' });
  });

  it('refuses a role that does not exist', async () => {
    const error = await rejection(addUser(admin, newUser('jdoe', { role_id: 99 })));
    expect(error).toMatchObject({ code: ErrorCode.NotFound, serverMessage: 'Unknown role' });
  });

  it('refuses a password that is not an md5 digest, and other malformed fields', async () => {
    const response = await suite.harness.send('/User/add', {
      token: suite.tokenOf('admin'),
      body: 'params[username]=jdoe&params[pwd]=Secret123!&params[nickname]=Jane&params[role_id]=2&params[email]=jane@',
    });
    const answer = (await response.json()) as {
      code: number;
      data: { errors: Array<{ field: string; message: string }> };
    };
    expect(answer.code).toBe(ErrorCode.InvalidInput);
    expect(answer.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'pwd', message: 'Invalid password (32 hexadecimal characters)' },
        { field: 'email', message: 'Invalid e-mail (name@domain.tld)' },
      ]),
    );
    const noUsername = await rejection(addUser(admin, newUser('')));
    expect(noUsername?.fieldErrors.username).toBe('Invalid username (at least 3 characters)');
  });

  it('is refused to a role without system:user:add', async () => {
    const { client: auditor } = await signIn(suite.harness, 'auditor');
    expect((await rejection(addUser(auditor, newUser('jdoe'))))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('editUser', () => {
  it("changes a user's details and role, keeping the username, and records who did it", async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect((await rejection(deletePriceTemplate(ops, { id: 999 })))?.code).toBe(ErrorCode.NotFound);
    suite.harness.clock.advance(60_000);
    const edited = await editUser(admin, {
      nickname: 'Liv',
      full_name: 'Olivia Park-Lee',
      email: 'liv@pcharging.example',
      role_id: 3,
      department: 'Finance',
      id: 2,
    });
    expect(edited).toMatchObject({
      username: 'ops',
      nickname: 'Liv',
      user_code: '',
      role_name: 'Finance',
      updated_by: 'admin',
      updated_at: new Date(suite.harness.clock.now()).toISOString(),
    });
    // The new role applies to the session already open: finance may not delete price templates.
    expect((await rejection(deletePriceTemplate(ops, { id: 999 })))?.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses a user code another user has, and keeps its own', async () => {
    const ops = await getUser(admin, { id: 2 });
    await expect(editUser(admin, { ...detailsOf(ops), id: 2 })).resolves.toMatchObject({ user_code: 'U0002' });
    const error = await rejection(editUser(admin, { ...detailsOf(ops), user_code: 'U0003', id: 2 }));
    expect(error?.code).toBe(ErrorCode.Conflict);
  });

  it('refuses an unknown role and a user that does not exist', async () => {
    const ops = await getUser(admin, { id: 2 });
    expect((await rejection(editUser(admin, { ...detailsOf(ops), role_id: 99, id: 2 })))?.code).toBe(
      ErrorCode.NotFound,
    );
    expect((await rejection(editUser(admin, { ...detailsOf(ops), id: 999 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('refuses to move the last super administrator to another role', async () => {
    const self = await getUser(admin, { id: 1 });
    const error = await rejection(editUser(admin, { ...detailsOf(self), role_id: 2, id: 1 }));
    expect(error).toMatchObject({
      code: ErrorCode.InvalidState,
      serverMessage: 'At least one enabled user must keep all permissions (*:*:*)',
    });
    expect((await getUser(admin, { id: 1 })).role_id).toBe(1);
  });
});

describe('deleteUser', () => {
  it('deletes a user, whose token stops working and who can no longer sign in', async () => {
    const { client: support } = await signIn(suite.harness, 'support');
    expect(await answerOf('/User/del', 'params[id]=4')).toMatchObject({ code: 200, msg: 'Deleted successfully' });
    expect((await rejection(getUser(admin, { id: 4 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(getCurrentUser(support)))?.code).toBe(ErrorCode.Unauthorized);
    expect((await rejection(signIn(suite.harness, 'support')))?.code).toBe(ErrorCode.BadCredentials);
  });

  it('never deletes the caller', async () => {
    const error = await rejection(deleteUser(admin, { id: 1 }));
    expect(error).toMatchObject({
      code: ErrorCode.InvalidState,
      serverMessage: 'You cannot do this to your own account',
    });
  });

  it('leaves a super administrator to super administrators', async () => {
    const manager = await signInUserManager();
    expect((await rejection(deleteUser(manager, { id: 1 })))?.code).toBe(ErrorCode.Forbidden);
    await addUser(admin, newUser('second_admin', { role_id: 1 }));
    const { client: second } = await signIn(suite.harness, 'second_admin', 'N3w#Start!');
    await deleteUser(second, { id: 1 });
    expect((await rejection(getUser(second, { id: 1 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('answers 404 for a user that does not exist and 403 to the auditor', async () => {
    expect((await rejection(deleteUser(admin, { id: 999 })))?.code).toBe(ErrorCode.NotFound);
    const { client: auditor } = await signIn(suite.harness, 'auditor');
    expect((await rejection(deleteUser(auditor, { id: 2 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('setUserStatus', () => {
  it('disables a user, whose token stops working at once, and enables them again', async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect(await answerOf('/User/status', 'params[id]=2&params[status]=0')).toMatchObject({
      code: 200,
      msg: 'Disabled successfully',
    });
    expect((await getUser(admin, { id: 2 })).status).toBe(0);
    expect((await rejection(getCurrentUser(ops)))?.code).toBe(ErrorCode.Unauthorized);
    expect((await rejection(signIn(suite.harness, 'ops')))?.code).toBe(ErrorCode.BadCredentials);

    expect(await answerOf('/User/status', 'params[id]=2&params[status]=1')).toMatchObject({
      code: 200,
      msg: 'Enabled successfully',
    });
    const { client: again } = await signIn(suite.harness, 'ops');
    await expect(getCurrentUser(again)).resolves.toMatchObject({ name: 'ops' });
  });

  it('never disables the caller, and leaves a super administrator to super administrators', async () => {
    expect((await rejection(setUserStatus(admin, { id: 1, status: 0 })))?.code).toBe(ErrorCode.InvalidState);
    const manager = await signInUserManager();
    const error = await rejection(setUserStatus(manager, { id: 1, status: 0 }));
    expect(error).toMatchObject({ code: ErrorCode.Forbidden, serverMessage: expect.stringContaining('*:*:*') });
    expect((await getUser(admin, { id: 1 })).status).toBe(1);
  });

  it('refuses a status outside 0 and 1', async () => {
    const answer = await answerOf('/User/status', 'params[id]=2&params[status]=2');
    expect(answer).toMatchObject({ code: 1001, msg: 'Invalid status (one of 0, 1)' });
  });
});

describe('resetUserPassword', () => {
  it("sets a new password and ends that user's sessions", async () => {
    const { client: ops } = await signIn(suite.harness, 'ops');
    expect(await answerOf('/User/reset_password', `params[id]=2&params[pwd]=${md5('Fresh#Start1')}`)).toMatchObject({
      code: 200,
      msg: 'Password reset successfully',
    });
    expect((await rejection(getCurrentUser(ops)))?.code).toBe(ErrorCode.Unauthorized);
    expect((await rejection(signIn(suite.harness, 'ops')))?.code).toBe(ErrorCode.BadCredentials);
    const { client } = await signIn(suite.harness, 'ops', 'Fresh#Start1');
    await expect(getCurrentUser(client)).resolves.toMatchObject({ name: 'ops' });
    expect((await getUser(admin, { id: 2 })).updated_by).toBe('admin');
  });

  it("keeps the caller's own session when they reset their own password", async () => {
    const { client: otherAdminSession } = await signIn(suite.harness, 'admin');
    await resetUserPassword(admin, { id: 1, pwd: hashPassword('Fresh#Start1') });
    await expect(getCurrentUser(admin)).resolves.toMatchObject({ name: 'admin' });
    expect((await rejection(getCurrentUser(otherAdminSession)))?.code).toBe(ErrorCode.Unauthorized);
  });

  it('refuses a password that is not an md5 digest, an unknown user, and a role without system:user:reset', async () => {
    const answer = await answerOf('/User/reset_password', 'params[id]=2&params[pwd]=short');
    expect(answer).toMatchObject({ code: 1001, msg: 'Invalid new password (32 hexadecimal characters)' });
    expect((await rejection(resetUserPassword(admin, { id: 999, pwd: hashPassword('Fresh#Start1') })))?.code).toBe(
      ErrorCode.NotFound,
    );
    const { client: support } = await signIn(suite.harness, 'support');
    expect((await rejection(resetUserPassword(support, { id: 2, pwd: hashPassword('Fresh#Start1') })))?.code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('deleteUser of a user on the books', () => {
  it('refuses with 1008 when the user has closed a day, instead of failing on the foreign key', async () => {
    const admin = suite.client('admin');
    const closer = await addUser(admin, newUser('closer', { role_id: 1 }));
    const { client } = await signIn(suite.harness, 'closer', 'N3w#Start!');
    const day = new Date(suite.harness.clock.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await closeDay(client, { day });
    const error = await rejection(deleteUser(admin, { id: closer.id }));
    expect(error).toMatchObject({ code: ErrorCode.Conflict });
    await expect(getUser(admin, { id: closer.id })).resolves.toMatchObject({ username: 'closer' });
  });
});
