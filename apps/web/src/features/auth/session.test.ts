import { createApiClient, LOGIN_TYPE, login } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { loginAnswer } from '../../testing/fixtures';
import { displayName, grantFromCurrentUser, grantFromLogin } from './session';

describe('grantFromLogin', () => {
  it('reads token, user, permissions of the first role and the menu', () => {
    const grant = grantFromLogin(loginAnswer({ is_admin: 1 }));
    expect(grant.token).toBe('tok-123');
    expect(grant.user).toEqual({
      id: 7,
      nickname: 'Ada Operator',
      username: 'ada',
      isAdmin: true,
      roleName: 'Operations',
    });
    expect(grant.permissions).toEqual(['operator:station:list', 'system:user:list']);
    expect(grant.menus.map((item) => item.path)).toEqual(['/operator']);
  });

  it('falls back to the top-level action_list when there is no role', () => {
    const grant = grantFromLogin(loginAnswer({ role_list: [], action_list: 'money:order:list, money:journal:list' }));
    expect(grant.permissions).toEqual(['money:order:list', 'money:journal:list']);
    expect(grant.user.isAdmin).toBe(false);
  });

  it("takes the first role's token when the top-level one is missing", () => {
    expect(grantFromLogin(loginAnswer({ login_token: '' })).token).toBe('tok-role');
  });

  it('refuses an answer without any token', () => {
    const answer = loginAnswer({ login_token: '', role_list: [] });
    expect(() => grantFromLogin(answer)).toThrow(/login_token/);
  });

  it('keeps the held token on a refresh', () => {
    const { login_token: _, expires_in: __, ...user } = loginAnswer();
    const grant = grantFromCurrentUser('held', {
      ...user,
      username: 'ada',
      nickname: 'Ada',
      email: '',
      phone: '',
      role_name: 'Operations',
      last_login_at: null,
      created_at: '2024-01-01T00:00:00Z',
    });
    expect(grant.token).toBe('held');
  });
});

describe('displayName', () => {
  it('is the nickname, else the username', () => {
    expect(displayName({ nickname: 'Ada', username: 'ada' })).toBe('Ada');
    expect(displayName({ nickname: ' ', username: 'ada' })).toBe('ada');
    expect(displayName(null)).toBe('');
  });
});

describe('a sign-in answer written the PHP way', () => {
  const phpAnswer = (isAdmin: string) =>
    Response.json({
      code: '200',
      msg: 'ok',
      data: { ...loginAnswer(), account_id: '7', is_admin: isAdmin, expires_in: '1800' },
    });
  const signIn = (isAdmin: string) =>
    login(createApiClient({ baseUrl: 'http://backend.test', fetch: async () => phpAnswer(isAdmin) }), {
      account: 'ada',
      pwd: '0'.repeat(32),
      code: 'ab12',
      type: LOGIN_TYPE,
    }).then(grantFromLogin);

  it('gives no administrator rights for is_admin "0"', async () => {
    const grant = await signIn('0');
    expect(grant.user.isAdmin).toBe(false);
    expect(grant.user.id).toBe(7);
  });

  it('gives them for is_admin "1"', async () => {
    expect((await signIn('1')).user.isAdmin).toBe(true);
  });
});
