import { createHash } from 'node:crypto';
import {
  changePassword,
  getCaptcha,
  getCurrentUser,
  hashPassword,
  LOGIN_TYPE,
  login,
  logout,
  updateProfile,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { describe, expect, it } from 'vitest';
import { createHarness, rejection, signIn, TEST_CAPTCHA } from '../../testing/harness';
import { simulatorSuite } from '../../testing/signed-in-suite';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const suite = simulatorSuite({ fresh: 'test' });

describe('captcha', () => {
  it('answers a PNG image and binds it to the client with an HttpOnly cookie', async () => {
    const response = await suite.harness.send('/Base/verification_code');
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(response.headers.get('set-cookie')).toMatch(/pcaptcha=[\w-]+;.*HttpOnly/i);
  });

  it('rejects a reused captcha', async () => {
    const client = suite.harness.client();
    await getCaptcha(client);
    await login(client, { account: 'admin', pwd: hashPassword('Admin#2026'), code: TEST_CAPTCHA, type: LOGIN_TYPE });
    const error = await rejection(
      login(client, { account: 'admin', pwd: hashPassword('Admin#2026'), code: TEST_CAPTCHA, type: LOGIN_TYPE }),
    );
    expect(error?.code).toBe(ErrorCode.CaptchaInvalid);
  });

  it('rejects a captcha older than two minutes', async () => {
    const client = suite.harness.client();
    await getCaptcha(client);
    suite.harness.clock.advance(2 * 60 * 1000 + 1);
    const error = await rejection(
      login(client, { account: 'admin', pwd: hashPassword('Admin#2026'), code: TEST_CAPTCHA, type: LOGIN_TYPE }),
    );
    expect(error?.code).toBe(ErrorCode.CaptchaInvalid);
  });

  it('rejects a login from a client that never fetched a captcha', async () => {
    const error = await rejection(
      login(suite.harness.client(), {
        account: 'admin',
        pwd: hashPassword('Admin#2026'),
        code: TEST_CAPTCHA,
        type: LOGIN_TYPE,
      }),
    );
    expect(error?.code).toBe(ErrorCode.CaptchaInvalid);
  });

  it('accepts the answer in any letter case', async () => {
    const client = suite.harness.client();
    await getCaptcha(client);
    await expect(
      login(client, {
        account: 'admin',
        pwd: hashPassword('Admin#2026'),
        code: TEST_CAPTCHA.toLowerCase(),
        type: LOGIN_TYPE,
      }),
    ).resolves.toMatchObject({ name: 'admin' });
  });
});

describe('login', () => {
  it("answers the spec's shape with the token in role_list and the menu filtered by permission", async () => {
    const { answer } = await signIn(suite.harness, 'admin');
    expect(answer.login_token).toMatch(/^[\w-]{40,}$/);
    expect(answer.role_list[0]?.login_token).toBe(answer.login_token);
    expect(answer.role_list[0]?.action_list).toBe('*:*:*');
    expect(answer).toMatchObject({ account_id: 1, real_name: 'Alex Martin', name: 'admin', is_admin: 1 });
    expect(answer.menu.map((item) => item.path)).toEqual(['/metadata', '/operator', '/money', '/customers', '/system']);
    expect(answer.network).toEqual({ time_zone: 'America/Toronto', currency: 'CAD' });
  });

  it('gives the auditor read permissions only and no menu it cannot open', async () => {
    const { answer } = await signIn(suite.harness, 'auditor');
    const actions = answer.action_list.split(',');
    expect(answer.is_admin).toBe(0);
    expect(actions.every((action) => /:(list|view|export)$/.test(action))).toBe(true);
    expect(actions).not.toContain('system:user:add');
  });

  it('gives finance no operations or system menu', async () => {
    const { answer } = await signIn(suite.harness, 'finance');
    const paths = answer.menu.flatMap((item) => (item.children ?? []).map((child) => child.path));
    expect(paths).toContain('/money/order');
    expect(paths).not.toContain('/system/user');
    expect(paths).not.toContain('/operator/rfid');
  });

  it('rejects a wrong password and an unknown account with the same code', async () => {
    for (const [account, password] of [
      ['admin', 'Wrong#2026'],
      ['nobody', 'Admin#2026'],
    ] as const) {
      const error = await rejection(signIn(suite.harness, account, password));
      expect(error?.code).toBe(ErrorCode.BadCredentials);
    }
  });

  it('slows sign-ins down after three failures in a row, even with the right password, for a second', async () => {
    const attempt = (password: string) => rejection(signIn(suite.harness, 'ops', password));
    for (let i = 0; i < 3; i += 1) expect((await attempt('Wrong#2026'))?.code).toBe(ErrorCode.BadCredentials);
    const slowed = await attempt('Admin#2026');
    expect(slowed?.code).toBe(ErrorCode.TooManyAttempts);
    expect(slowed?.data).toMatchObject({ retry_after: 1 });
    expect(slowed?.serverMessage).toBe('Too many failed attempts. Try again in 1 s.');
    suite.harness.clock.advance(1000);
    expect(await attempt('Admin#2026')).toBeUndefined();
  });

  it('refuses a disabled account with the answer a wrong password gets, whatever the password', async () => {
    suite.harness.database.sqlite.prepare("update admin_users set status = 0 where username = 'support'").run();
    expect((await rejection(signIn(suite.harness, 'support')))?.code).toBe(ErrorCode.BadCredentials);
    expect((await rejection(signIn(suite.harness, 'support', 'Wrong#2026')))?.code).toBe(ErrorCode.BadCredentials);
  });

  it('stores no password as md5 or clear text', () => {
    const hashes = suite.harness.database.db
      .select({ hash: tables.adminUsers.passwordHash })
      .from(tables.adminUsers)
      .all();
    for (const { hash } of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain(md5('Admin#2026'));
      expect(hash).not.toContain('Admin#2026');
    }
  });
});

describe('sessions', () => {
  it('answers 401 to an unknown token and to no token', async () => {
    const unknown = await suite.harness.send('/Admin_user/info', { token: 'not-a-token' });
    expect(await unknown.json()).toMatchObject({ code: 401 });
    const none = await suite.harness.send('/Admin_user/info');
    expect(await none.json()).toMatchObject({ code: 401 });
  });

  it('answers 1005 once the token has been idle longer than the TTL, and slides while used', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    const ttl = suite.harness.config.tokenTtlSeconds * 1000;
    suite.harness.clock.advance(ttl - 10_000);
    await expect(getCurrentUser(client)).resolves.toMatchObject({
      name: 'ops',
      network: { time_zone: 'America/Toronto', currency: 'CAD' },
    });
    suite.harness.clock.advance(ttl - 10_000);
    await expect(getCurrentUser(client)).resolves.toMatchObject({ name: 'ops' });
    suite.harness.clock.advance(ttl + 1);
    const error = await rejection(getCurrentUser(client));
    expect(error?.kind).toBe('session');
    expect(error?.code).toBe(ErrorCode.SessionExpired);
  });

  it('slides a session of a few seconds too, while it is used', async () => {
    const short = await createHarness({ config: { tokenTtlSeconds: 2 } });
    try {
      const { client } = await signIn(short, 'ops');
      for (let step = 0; step < 5; step += 1) {
        short.clock.advance(1_500);
        await expect(getCurrentUser(client)).resolves.toMatchObject({ name: 'ops' });
      }
      short.clock.advance(2_001);
      expect((await rejection(getCurrentUser(client)))?.code).toBe(ErrorCode.SessionExpired);
    } finally {
      short.close();
    }
  });

  it('accepts the token from the body field as well as the header', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const response = await suite.harness.send('/Admin_user/info', { body: `token=${encodeURIComponent(token)}` });
    expect(await response.json()).toMatchObject({ code: 200, data: { name: 'ops' } });
  });

  it('ends the session on logout', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    await logout(client);
    expect((await rejection(getCurrentUser(client)))?.code).toBe(ErrorCode.Unauthorized);
  });

  it('restores the user with permissions, menu and profile', async () => {
    const { client } = await signIn(suite.harness, 'support');
    const user = await getCurrentUser(client);
    expect(user).toMatchObject({ name: 'support', real_name: 'Sofia Chen', role_name: 'Customer support' });
    expect(user.last_login_at).not.toBeNull();
    expect(user.action_list.split(',')).toContain('operator:rfid:bind');
  });
});

describe('change password', () => {
  it('changes the own password and signs in with the new one, ending other sessions', async () => {
    const first = await signIn(suite.harness, 'finance');
    const second = await signIn(suite.harness, 'finance');
    await changePassword(first.client, { id: 3, oldPwd: hashPassword('Admin#2026'), pwd: hashPassword('N3w#Passw') });
    expect((await rejection(getCurrentUser(second.client)))?.code).toBe(ErrorCode.Unauthorized);
    await expect(getCurrentUser(first.client)).resolves.toMatchObject({ name: 'finance' });
    await expect(signIn(suite.harness, 'finance', 'N3w#Passw')).resolves.toBeDefined();
  });

  it('refuses a wrong old password', async () => {
    const { client } = await signIn(suite.harness, 'finance');
    const error = await rejection(
      changePassword(client, { id: 3, oldPwd: hashPassword('nope'), pwd: hashPassword('N3w#Passw') }),
    );
    expect(error?.code).toBe(ErrorCode.OldPasswordWrong);
  });

  it("refuses to change another account's password", async () => {
    const { client } = await signIn(suite.harness, 'finance');
    const error = await rejection(
      changePassword(client, { id: 1, oldPwd: hashPassword('Admin#2026'), pwd: hashPassword('N3w#Passw') }),
    );
    expect(error?.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses a password that is not an md5 digest, in the language asked for', async () => {
    const { token } = await signIn(suite.harness, 'finance');
    const response = await suite.harness.send('/Admin_user/changepw', {
      token,
      locale: 'zh-CN',
      body: 'params[id]=3&params[oldPwd]=Admin%232026&params[pwd]=x',
    });
    const answer = (await response.json()) as { code: number; msg: string; data: { errors: Array<{ field: string }> } };
    expect(answer.code).toBe(ErrorCode.InvalidInput);
    expect(answer.msg).toBe('旧密码无效（32 位十六进制字符）');
    expect(answer.data.errors.map((e) => e.field)).toEqual(['oldPwd', 'pwd']);
  });
});

describe('profile', () => {
  it('updates nickname, e-mail and phone and answers the new profile', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    const profile = await updateProfile(client, {
      nickname: 'Olivia P.',
      email: 'olivia@cpo.example',
      phone: '+1 (514) 555-0199',
    });
    expect(profile).toMatchObject({ nickname: 'Olivia P.', email: 'olivia@cpo.example', phone: '+1 (514) 555-0199' });
    await expect(getCurrentUser(client)).resolves.toMatchObject({ real_name: 'Olivia P.' });
  });

  it('refuses an invalid e-mail with a field error in French', async () => {
    const { client } = await signIn(suite.harness, 'ops', 'Admin#2026', 'fr');
    const error = await rejection(updateProfile(client, { nickname: 'Olivia', email: 'not-an-email' }));
    expect(error?.code).toBe(ErrorCode.InvalidInput);
    expect(error?.fieldErrors).toEqual({ email: 'E-mail invalide (nom@domaine.tld)' });
  });

  it('refuses an empty nickname', async () => {
    const { client } = await signIn(suite.harness, 'ops');
    const error = await rejection(updateProfile(client, { nickname: '' }));
    expect(error?.serverMessage).toBe('Nickname cannot be empty');
  });
});
