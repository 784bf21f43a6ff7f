import type { components } from '@pcharging/api-client';
import { isTemporaryPassword } from '@pcharging/db';
import { parseActionList, WILDCARD_PERMISSION } from '@pcharging/validation';
import { getCookie, setCookie } from 'hono/cookie';
import { type Account, findAccountById } from '../../data/auth/account-queries';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../../domain/auth/device-cookies';
import { authNow, endSession } from '../../domain/auth/sessions';
import {
  CAPTCHA_TTL_MS,
  changePassword,
  issueCaptcha,
  randomCaptchaAnswer,
  signIn,
  updateProfile,
} from '../../domain/auth/sign-in';
import { admitSignInWork } from '../../domain/auth/sign-in-admission';
import { cameOverTls, clientAddress } from '../../http/client-address';
import type { AreaHandlers } from '../../http/operation-handlers';
import { binaryAnswer, ok, requireSession } from '../../http/wire';
import { offeredCapabilities, widerWildcards } from '../../lib/backend-profile';
import { renderCaptcha } from '../../lib/captcha-image';
import type { SimulatorConfig } from '../../lib/env';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { menuFor } from '../../menu/menu';

type Schemas = components['schemas'];

export const CAPTCHA_COOKIE = 'pcaptcha';

function sessionUser(account: Account, token: string, config: SimulatorConfig): Schemas['SessionUser'] {
  const { network } = config;
  const actions = parseActionList(account.actionList);
  const actionList = actions.join(',');
  return {
    account_id: account.id,
    real_name: account.nickname,
    name: account.username,
    is_admin: actions.includes(WILDCARD_PERMISSION) ? 1 : 0,
    action_list: actionList,
    role_list: [{ role_id: account.roleId, role_name: account.roleName, login_token: token, action_list: actionList }],
    menu: menuFor({
      permissions: actions,
      rules: { widerWildcards: widerWildcards(config) },
      offered: offeredCapabilities(config),
    }),
    network: { time_zone: network.timeZone, currency: network.currency },
  };
}

function profileOf(account: Account): Schemas['Profile'] {
  return {
    username: account.username,
    nickname: account.nickname,
    email: account.email,
    phone: account.phone,
    role_name: account.roleName,
    last_login_at: iso(account.lastLoginAt),
    created_at: iso(account.createdAt),
  };
}

export const authOperations = {
  getCaptcha: (c) => {
    const { config } = c.get('deps');
    const admission = {
      deviceCookie: getCookie(c, DEVICE_COOKIE),
      perSecond: config.signInRate,
      now: authNow(c.get('deps')),
    };
    admitSignInWork('captcha', admission);
    const answer = config.fixedCaptcha ?? randomCaptchaAnswer();
    const id = issueCaptcha(c.get('deps'), answer, getCookie(c, CAPTCHA_COOKIE));
    setCookie(c, CAPTCHA_COOKIE, id, {
      httpOnly: true,
      secure: cameOverTls(c, config.trustedProxies),
      sameSite: 'Lax',
      path: '/',
      maxAge: CAPTCHA_TTL_MS / 1000,
    });
    return binaryAnswer(c, renderCaptcha(answer), { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  },
  login: async (c, params) => {
    const { config } = c.get('deps');
    const admission = {
      deviceCookie: getCookie(c, DEVICE_COOKIE),
      perSecond: config.signInRate,
      now: authNow(c.get('deps')),
    };
    admitSignInWork('signIn', admission);
    const attempt = {
      account: params.account,
      address: clientAddress(c, config.trustedProxies),
      passwordDigest: params.pwd,
      captcha: params.code,
      captchaId: getCookie(c, CAPTCHA_COOKIE),
      deviceCookie: getCookie(c, DEVICE_COOKIE),
    };
    const { account, token, deviceCookie } = await signIn(c.get('deps'), attempt, config.tokenTtlSeconds);
    setCookie(c, DEVICE_COOKIE, deviceCookie, {
      httpOnly: true,
      secure: cameOverTls(c, config.trustedProxies),
      sameSite: 'Strict',
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    c.set('session', {
      tokenHash: '',
      userId: account.id,
      username: account.username,
      nickname: account.nickname,
      roleId: account.roleId,
      roleName: account.roleName,
      permissions: parseActionList(account.actionList),
      mustChangePassword: isTemporaryPassword(account.passwordHash),
    });
    return ok(c, {
      ...sessionUser(account, token, config),
      login_token: token,
      expires_in: config.tokenTtlSeconds,
    });
  },
  logout: (c) => {
    endSession(c.get('deps'), requireSession(c).tokenHash);
    return ok(c, null, 'loggedOut');
  },
  getCurrentUser: (c) => {
    const session = requireSession(c);
    const account = found(findAccountById(c.get('deps').db, session.userId));
    const token = c.req.header('token') || c.get('formFields').token || '';
    return ok(c, { ...sessionUser(account, token, c.get('deps').config), ...profileOf(account) });
  },
  changePassword: async (c, params) => {
    const address = clientAddress(c, c.get('deps').config.trustedProxies);
    const change = { id: params.id, oldDigest: params.oldPwd, newDigest: params.pwd, address };
    await changePassword(c.get('deps'), requireSession(c), change);
    return ok(c, null);
  },
  updateProfile: (c, params) => {
    const { db } = c.get('deps');
    const session = requireSession(c);
    updateProfile(c.get('deps'), session.userId, params);
    const account = found(findAccountById(db, session.userId));
    return ok(c, profileOf(account));
  },
} satisfies AreaHandlers;
