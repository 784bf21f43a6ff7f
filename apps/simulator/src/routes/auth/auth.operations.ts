import { ErrorCode } from '@pcharging/api-client/wire';
import { hashPasswordDigest, passwordNeedsRehash, verifyPasswordDigest } from '@pcharging/db';
import { parseActionList, WILDCARD_PERMISSION } from '@pcharging/validation';
import { getCookie, setCookie } from 'hono/cookie';
import {
  type Account,
  clearFailedLogins,
  findAccount,
  findAccountById,
  lockRemaining,
  recordFailedLogin,
  recordLogin,
  rehashPassword,
  updatePasswordHash,
  updateProfile,
} from '../../data/auth/accounts';
import { CAPTCHA_TTL_MS, consumeCaptcha, issueCaptcha, randomCaptchaAnswer } from '../../data/auth/captchas';
import { createSession, endOtherSessions, endSession } from '../../data/auth/sessions';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok, requireSession } from '../../http/wire';
import { offeredCapabilities, widerWildcards } from '../../lib/backend-profile';
import { renderCaptcha } from '../../lib/captcha-image';
import type { SimulatorConfig } from '../../lib/env';
import { BusinessError, notFound } from '../../lib/errors';
import { menuFor } from '../../menu/menu';

export const CAPTCHA_COOKIE = 'pcaptcha';

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

function sessionUser(account: Account, token: string, config: SimulatorConfig) {
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
  } as const;
}

function profileOf(account: Account) {
  return {
    username: account.username,
    nickname: account.nickname,
    email: account.email,
    phone: account.phone,
    role_name: account.roleName,
    last_login_at: iso(account.lastLoginAt),
    created_at: new Date(account.createdAt).toISOString(),
  };
}

export const authOperations = {
  getCaptcha: (c) => {
    const { db, clock, config } = c.get('deps');
    const answer = config.fixedCaptcha ?? randomCaptchaAnswer();
    const id = issueCaptcha(db, answer, clock.now(), getCookie(c, CAPTCHA_COOKIE));
    setCookie(c, CAPTCHA_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: CAPTCHA_TTL_MS / 1000,
    });
    c.header('Cache-Control', 'no-store');
    return c.body(new Uint8Array(renderCaptcha(answer)), 200, { 'Content-Type': 'image/png' });
  },
  login: async (c, params) => {
    const { db, clock, config } = c.get('deps');
    const now = clock.now();
    if (!consumeCaptcha(db, getCookie(c, CAPTCHA_COOKIE), params.code, now)) {
      throw new BusinessError(ErrorCode.CaptchaInvalid, 'captchaInvalid');
    }
    const locked = lockRemaining(db, params.account, now);
    if (locked > 0) {
      const retryAfter = Math.ceil(locked / 1000);
      throw new BusinessError(
        ErrorCode.TooManyAttempts,
        'tooManyAttempts',
        { minutes: Math.ceil(retryAfter / 60) },
        { retry_after: retryAfter },
      );
    }
    const account = findAccount(db, params.account);
    const passwordMatches = account ? await verifyPasswordDigest(params.pwd, account.passwordHash) : false;
    if (!account || !passwordMatches) {
      recordFailedLogin(db, params.account, now);
      throw new BusinessError(ErrorCode.BadCredentials, 'badCredentials');
    }
    if (account.status !== 1) throw new BusinessError(ErrorCode.AccountDisabled, 'accountDisabled');
    clearFailedLogins(db, params.account);
    // A hash made at a lower cost (an older release) is made again now, while the digest is at hand.
    if (passwordNeedsRehash(account.passwordHash)) {
      rehashPassword(db, account.id, await hashPasswordDigest(params.pwd));
    }
    const token = createSession(db, account.id, now, config.tokenTtlSeconds);
    recordLogin(db, account.id, now);
    c.set('session', {
      tokenHash: '',
      userId: account.id,
      username: account.username,
      nickname: account.nickname,
      roleId: account.roleId,
      roleName: account.roleName,
      permissions: parseActionList(account.actionList),
    });
    return ok(c, {
      ...sessionUser(account, token, config),
      login_token: token,
      expires_in: config.tokenTtlSeconds,
    });
  },
  logout: (c) => {
    endSession(c.get('deps').db, requireSession(c).tokenHash);
    return ok(c, null, 'loggedOut');
  },
  getCurrentUser: (c) => {
    const session = requireSession(c);
    const account = findAccountById(c.get('deps').db, session.userId);
    if (!account) throw notFound();
    const token = c.req.header('token') || c.get('formFields').token || '';
    return ok(c, { ...sessionUser(account, token, c.get('deps').config), ...profileOf(account) });
  },
  changePassword: async (c, params) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    if (params.id !== session.userId) throw new BusinessError(ErrorCode.Forbidden, 'notOwnAccount');
    const account = findAccountById(db, session.userId);
    if (!account) throw notFound();
    if (!(await verifyPasswordDigest(params.oldPwd, account.passwordHash))) {
      throw new BusinessError(ErrorCode.OldPasswordWrong, 'oldPasswordWrong');
    }
    if (params.oldPwd.toLowerCase() === params.pwd.toLowerCase()) {
      throw new BusinessError(ErrorCode.InvalidInput, 'samePassword');
    }
    updatePasswordHash(db, session.userId, await hashPasswordDigest(params.pwd), clock.now());
    endOtherSessions(db, session.userId, session.tokenHash);
    return ok(c, null);
  },
  updateProfile: (c, params) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    updateProfile(db, session.userId, params, clock.now());
    const account = findAccountById(db, session.userId);
    if (!account) throw notFound();
    return ok(c, profileOf(account));
  },
} satisfies AreaHandlers;
