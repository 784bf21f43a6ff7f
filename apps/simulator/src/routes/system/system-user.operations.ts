import type { components } from '@pcharging/api-client';
import { findUser, listUserPage, type UserRecord } from '../../data/system/system-user-queries';
import { addUser, deleteUser, editUser, resetUserPassword, setUserStatus } from '../../domain/system/system-users';
import type { AreaHandlers } from '../../http/operation-handlers';
import { actorOf, domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';

function userAnswer(user: UserRecord): components['schemas']['User'] {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    full_name: user.fullName,
    user_code: user.userCode,
    email: user.email,
    phone: user.phone,
    status: user.status === 1 ? 1 : 0,
    role_id: user.roleId,
    role_name: user.roleName,
    department: user.department,
    last_login_at: iso(user.lastLoginAt),
    created_at: iso(user.createdAt),
    created_by: user.createdBy,
    updated_at: iso(user.updatedAt),
    updated_by: user.updatedBy,
  };
}

export const systemUserOperations = {
  listUsers: (c, params, paging) => {
    const page = listUserPage(
      c.get('deps').db,
      {
        keyword: params.keyword?.trim() || undefined,
        status: params.status,
        roleId: params.role_id,
        department: params.department?.trim() || undefined,
      },
      paging,
    );
    return ok(c, { total: page.total, items: page.items.map(userAnswer) });
  },
  getUser: (c, params) => ok(c, userAnswer(found(findUser(c.get('deps').db, params.id)))),
  addUser: async (c, input) => {
    const id = await addUser(domainOf(c), input, actorOf(c));
    return ok(c, userAnswer(found(findUser(c.get('deps').db, id))), 'added');
  },
  editUser: (c, input) => {
    editUser(domainOf(c), input.id, input, actorOf(c));
    return ok(c, userAnswer(found(findUser(c.get('deps').db, input.id))), 'updated');
  },
  deleteUser: (c, params) => {
    deleteUser(domainOf(c), params.id, actorOf(c));
    return ok(c, null, 'deleted');
  },
  setUserStatus: (c, params) => {
    setUserStatus(domainOf(c), params.id, params.status, actorOf(c));
    return ok(
      c,
      userAnswer(found(findUser(c.get('deps').db, params.id))),
      params.status === 1 ? 'enabled' : 'disabled',
    );
  },
  resetUserPassword: async (c, params) => {
    await resetUserPassword(domainOf(c), params.id, params.pwd, actorOf(c));
    return ok(c, null, 'passwordReset');
  },
} satisfies AreaHandlers;
