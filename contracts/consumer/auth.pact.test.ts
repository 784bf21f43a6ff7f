import { join } from 'node:path';
import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import {
  type Capability,
  changePassword,
  getCaptcha,
  getCurrentUser,
  hashPassword,
  LOGIN_TYPE,
  login,
  logout,
  updateProfile,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { executeSettled } from './execute-settled';
import {
  apiPath,
  CAPTCHA_ANSWER,
  CAPTCHA_COOKIE,
  clientFor,
  FORM,
  formBody,
  newPact,
  rejection,
  SIGNED_IN_ADMIN,
  signedInRequest,
  TOKENS,
} from './support';

const { like, eachLike, integer, regex, string } = MatchersV3;

const successCode = 200;
const menuItem = {
  path: string('/metadata'),
  meta: like({
    title: 'Data centre',
    title_en: 'Data centre',
    title_fr: 'Centre de données',
    'title_zh-cn': '数据中心',
    icon: 'BarChartOutlined',
  }),
  children: eachLike({
    path: string('/metadata/overview'),
    meta: like({ title: 'Data Overview', icon: 'DashboardOutlined', role: 'metadata:overview:view' }),
  }),
};
const sessionUser = {
  account_id: integer(1),
  real_name: string('Alex Martin'),
  name: string('admin'),
  is_admin: integer(1),
  action_list: string('*:*:*'),
  role_list: eachLike({
    role_id: integer(1),
    role_name: string('Super administrator'),
    login_token: string(TOKENS.admin),
    action_list: string('*:*:*'),
  }),
  menu: eachLike(menuItem),
};
const errorAnswer = (code: number, msg: string) => ({ code, msg: string(msg), data: null });
/** The network's own day and money, sent by a backend that offers network settings. */
const network = { time_zone: string('America/Toronto'), currency: string('CAD') };

describe('captcha', () => {
  it('fetches an image captcha bound by a cookie', async () => {
    const pact = newPact()
      .uponReceiving('a request for a captcha image')
      .withRequest({ method: 'POST', path: apiPath('/Base/verification_code') })
      .withResponseBinaryFile(
        {
          status: 200,
          headers: {
            'Set-Cookie': regex(/pcaptcha=[\w-]+;.*/, 'pcaptcha=abc; Max-Age=120; Path=/; HttpOnly; SameSite=Lax'),
          },
        },
        'image/png',
        join(import.meta.dirname, 'fixtures', 'captcha.png'),
      );
    await executeSettled(pact, async (mock) => {
      const image = await getCaptcha(clientFor(mock.url));
      expect(image.type).toBe('image/png');
      expect(image.size).toBeGreaterThan(100);
    });
  });
});

describe('login', () => {
  /** A sign-in as admin once a captcha was issued: its interaction, and the web app's call that makes it. */
  function signIn(
    description: string,
    answer: unknown,
    { password = 'Admin#2026', code = CAPTCHA_ANSWER, capability = null as Capability | null } = {},
  ) {
    const params = { account: 'admin', pwd: hashPassword(password), code, type: LOGIN_TYPE } as const;
    const pact = newPact(capability)
      .given('a captcha was issued', { cookie: CAPTCHA_COOKIE, answer: CAPTCHA_ANSWER })
      .uponReceiving(description)
      .withRequest({
        method: 'POST',
        path: apiPath('/Admin_user/login'),
        headers: { 'Content-Type': FORM, Cookie: CAPTCHA_COOKIE },
        body: formBody({ params }),
      })
      .willRespondWith({ status: 200, body: answer });
    return { pact, call: (mock: V3MockServer) => login(clientFor(mock.url, { cookie: CAPTCHA_COOKIE }), params) };
  }

  it('signs in with account, md5 password, captcha and type 2', async () => {
    const { pact, call } = signIn('a sign-in with the right password and captcha', {
      code: successCode,
      msg: string('Success'),
      data: like({ ...sessionUser, login_token: string(TOKENS.admin), expires_in: integer(7200) }),
    });
    await executeSettled(pact, async (mock) => {
      const answer = await call(mock);
      expect(answer.role_list[0]?.login_token).toBeTruthy();
      expect(answer.menu.length).toBeGreaterThan(0);
    });
  });

  it("answers the network's zone and currency, where the backend offers network settings", async () => {
    const { pact, call } = signIn(
      "a sign-in answering the network's zone and currency",
      { code: successCode, msg: string('Success'), data: like({ login_token: string(TOKENS.admin), network }) },
      { capability: 'network-settings' },
    );
    await executeSettled(pact, async (mock) => {
      expect((await call(mock)).network?.time_zone).toBe('America/Toronto');
    });
  });

  it('is refused with code 1002 when the captcha is wrong', async () => {
    const { pact, call } = signIn(
      'a sign-in with a wrong captcha',
      errorAnswer(1002, 'The captcha is wrong or has expired'),
      { code: 'ZZZZ' },
    );
    await executeSettled(pact, async (mock) => {
      expect((await rejection(call(mock)))?.code).toBe(1002);
    });
  });

  it('is refused with code 1003 when the password is wrong', async () => {
    const { pact, call } = signIn('a sign-in with a wrong password', errorAnswer(1003, 'Wrong account or password'), {
      password: 'Wrong#2026',
    });
    await executeSettled(pact, async (mock) => {
      expect((await rejection(call(mock)))?.code).toBe(1003);
    });
  });
});

describe('session', () => {
  it('restores the signed-in user', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a request for the signed-in user')
      .withRequest(signedInRequest('/Admin_user/info'))
      .willRespondWith({
        status: 200,
        body: {
          code: successCode,
          msg: string('Success'),
          data: like({
            ...sessionUser,
            username: string('admin'),
            nickname: string('Alex Martin'),
            email: string('admin@pcharging.example'),
            phone: string('+1 514 555 0100'),
            role_name: string('Super administrator'),
            last_login_at: null,
            created_at: regex(/^\d{4}-\d\d-\d\dT.+Z$/, '2026-01-15T09:00:00.000Z'),
          }),
        },
      });
    await executeSettled(pact, async (mock) => {
      const user = await getCurrentUser(clientFor(mock.url, { token: TOKENS.admin }));
      expect(user.name).toBe('admin');
    });
  });

  it("restores the network's zone and currency, where the backend offers network settings", async () => {
    const pact = newPact('network-settings')
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving("a request for the signed-in user with the network's zone and currency")
      .withRequest(signedInRequest('/Admin_user/info'))
      .willRespondWith({
        status: 200,
        body: { code: successCode, msg: string('Success'), data: like({ name: string('admin'), network }) },
      });
    await executeSettled(pact, async (mock) => {
      const user = await getCurrentUser(clientFor(mock.url, { token: TOKENS.admin }));
      expect(user.network?.currency).toBe('CAD');
    });
  });

  it('answers 401 to an unknown token', async () => {
    const pact = newPact()
      .uponReceiving('a request with an unknown token')
      .withRequest(signedInRequest('/Admin_user/info', undefined, 'POST', TOKENS.unknown))
      .willRespondWith({
        status: 200,
        body: errorAnswer(401, 'Authentication failed, cannot access system resources'),
      });
    await executeSettled(pact, async (mock) => {
      const error = await rejection(getCurrentUser(clientFor(mock.url, { token: TOKENS.unknown })));
      expect(error?.kind).toBe('session');
      expect(error?.code).toBe(401);
    });
  });

  it('answers 1005 to an expired token', async () => {
    const pact = newPact()
      .given('a session has expired', { account: 'admin', token: TOKENS.expired })
      .uponReceiving('a request with an expired token')
      .withRequest(signedInRequest('/Admin_user/info', undefined, 'POST', TOKENS.expired))
      .willRespondWith({
        status: 200,
        body: errorAnswer(1005, 'Invalid session, or the session has expired. Please log in again.'),
      });
    await executeSettled(pact, async (mock) => {
      const error = await rejection(getCurrentUser(clientFor(mock.url, { token: TOKENS.expired })));
      expect(error?.kind).toBe('session');
      expect(error?.code).toBe(1005);
    });
  });

  it('logs out', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a logout')
      .withRequest(signedInRequest('/Admin_user/logout'))
      .willRespondWith({ status: 200, body: { code: successCode, msg: string('Logged out'), data: null } });
    await executeSettled(pact, async (mock) => {
      await expect(logout(clientFor(mock.url, { token: TOKENS.admin }))).resolves.toBeNull();
    });
  });
});

describe('own account', () => {
  const changeRequest = (oldPassword: string) =>
    signedInRequest('/Admin_user/changepw', {
      id: 1,
      oldPwd: hashPassword(oldPassword),
      pwd: hashPassword('N3w#Passw'),
    });

  it('changes the password', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a password change with the right old password')
      .withRequest(changeRequest('Admin#2026'))
      .willRespondWith({ status: 200, body: { code: successCode, msg: string('Success'), data: null } });
    await executeSettled(pact, async (mock) => {
      await changePassword(clientFor(mock.url, { token: TOKENS.admin }), {
        id: 1,
        oldPwd: hashPassword('Admin#2026'),
        pwd: hashPassword('N3w#Passw'),
      });
    });
  });

  it('is refused with 1007 when the old password is wrong', async () => {
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a password change with a wrong old password')
      .withRequest(changeRequest('Wrong#2026'))
      .willRespondWith({ status: 200, body: errorAnswer(1007, 'The old password is wrong') });
    await executeSettled(pact, async (mock) => {
      const error = await rejection(
        changePassword(clientFor(mock.url, { token: TOKENS.admin }), {
          id: 1,
          oldPwd: hashPassword('Wrong#2026'),
          pwd: hashPassword('N3w#Passw'),
        }),
      );
      expect(error?.code).toBe(1007);
    });
  });

  it('updates the profile', async () => {
    const profile = { nickname: 'Alex M.', email: 'alex@cpo.example', phone: '+1 514 555 0199' };
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a profile update')
      .withRequest(signedInRequest('/system/user/profile', profile, 'PUT'))
      .willRespondWith({
        status: 200,
        body: {
          code: successCode,
          msg: string('Success'),
          data: like({
            ...profile,
            username: string('admin'),
            role_name: string('Super administrator'),
            last_login_at: null,
            created_at: string('2026-01-15T09:00:00.000Z'),
          }),
        },
      });
    await executeSettled(pact, async (mock) => {
      const answer = await updateProfile(clientFor(mock.url, { token: TOKENS.admin }), profile);
      expect(answer.nickname).toBe('Alex M.');
    });
  });

  it('is refused with 1001 and a field error for an invalid e-mail', async () => {
    const profile = { nickname: 'Alex', email: 'not-an-email' };
    const pact = newPact()
      .given(...SIGNED_IN_ADMIN)
      .uponReceiving('a profile update with an invalid e-mail')
      .withRequest(signedInRequest('/system/user/profile', profile, 'PUT'))
      .willRespondWith({
        status: 200,
        body: {
          code: 1001,
          msg: string('Invalid e-mail (name@domain.tld)'),
          data: { errors: eachLike({ field: 'email', message: string('Invalid e-mail (name@domain.tld)') }) },
        },
      });
    await executeSettled(pact, async (mock) => {
      const error = await rejection(updateProfile(clientFor(mock.url, { token: TOKENS.admin }), profile));
      expect(error?.fieldErrors.email).toBeTruthy();
    });
  });
});
