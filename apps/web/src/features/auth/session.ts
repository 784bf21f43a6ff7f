import type { CurrentUser, LoginData } from '@pcharging/api-client';
import { parseActionList } from '@pcharging/validation';
import { networkFrom } from '../../lib/network';
import type { SessionGrant, SessionUser } from '../../lib/session-store';

type SessionAnswer = Pick<
  LoginData,
  'account_id' | 'real_name' | 'name' | 'is_admin' | 'action_list' | 'role_list' | 'menu' | 'network'
>;

function userFrom(answer: SessionAnswer): SessionUser {
  return {
    id: answer.account_id,
    nickname: answer.real_name ?? '',
    username: answer.name ?? '',
    isAdmin: answer.is_admin === 1,
    roleName: answer.role_list?.[0]?.role_name ?? '',
  };
}

/** The first role's action_list wins; the top-level action_list is the fallback (spec section 6). */
function permissionsFrom(answer: SessionAnswer): string[] {
  const roleActions = answer.role_list?.[0]?.action_list;
  return parseActionList(roleActions || answer.action_list);
}

function grantOf(token: string, answer: SessionAnswer): SessionGrant {
  return {
    token,
    user: userFrom(answer),
    permissions: permissionsFrom(answer),
    menus: answer.menu ?? [],
    network: networkFrom(answer.network),
  };
}

export function grantFromLogin(answer: LoginData): SessionGrant {
  const token = answer.login_token || answer.role_list?.[0]?.login_token || '';
  if (!token) throw new Error('The login answer carries no login_token');
  return grantOf(token, answer);
}

/** A refresh keeps the token the browser already holds. */
export function grantFromCurrentUser(token: string, answer: CurrentUser): SessionGrant {
  return grantOf(token, answer);
}

export function displayName(user: Pick<SessionUser, 'nickname' | 'username'> | null | undefined): string {
  if (!user) return '';
  return user.nickname.trim() || user.username;
}
