import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { hashPasswordDigest } from '@pcharging/db';
import { keepingASuperAdmin } from '../../data/system/super-admins';
import {
  deleteUserRow,
  endUserSessions,
  findUser,
  insertUser,
  listUserPage,
  roleExists,
  type UserDetails,
  type UserRecord,
  updateUser,
  userCodeTaken,
  usernameTaken,
} from '../../data/system/system-user-queries';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok, requireSession } from '../../http/wire';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';

type UserInput = components['schemas']['UserInput'];

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString());

function userAnswer(user: UserRecord) {
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
    created_at: new Date(user.createdAt).toISOString(),
    created_by: user.createdBy,
    updated_at: new Date(user.updatedAt).toISOString(),
    updated_by: user.updatedBy,
  };
}

function detailsFrom(input: UserInput): UserDetails {
  return {
    nickname: input.nickname.trim(),
    fullName: input.full_name?.trim() ?? '',
    userCode: input.user_code?.trim() ?? '',
    email: input.email?.trim() ?? '',
    phone: input.phone?.trim() ?? '',
    roleId: input.role_id,
    department: input.department?.trim() ?? '',
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
  getUser: (c, params) => {
    const user = findUser(c.get('deps').db, params.id);
    if (!user) throw notFound();
    return ok(c, userAnswer(user));
  },
  addUser: async (c, input) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    // Hashed first, so that no other request can slip in between the checks and the insert.
    const passwordHash = await hashPasswordDigest(input.pwd);
    const details = detailsFrom(input);
    if (!roleExists(db, details.roleId)) throw new BusinessError(ErrorCode.InvalidInput, 'unknownRole');
    if (usernameTaken(db, input.username)) throw duplicateName(input.username);
    if (details.userCode && userCodeTaken(db, details.userCode)) throw duplicateName(details.userCode);
    const id = insertUser(db, { ...details, username: input.username, passwordHash }, session.userId, clock.now());
    const user = findUser(db, id);
    if (!user) throw notFound();
    return ok(c, userAnswer(user), 'added');
  },
  editUser: (c, input) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    if (!findUser(db, input.id)) throw notFound();
    const details = detailsFrom(input);
    if (!roleExists(db, details.roleId)) throw new BusinessError(ErrorCode.InvalidInput, 'unknownRole');
    if (details.userCode && userCodeTaken(db, details.userCode, input.id)) throw duplicateName(details.userCode);
    keepingASuperAdmin(db, () => updateUser(db, input.id, details, session.userId, clock.now()));
    const user = findUser(db, input.id);
    if (!user) throw notFound();
    return ok(c, userAnswer(user), 'updated');
  },
  deleteUser: (c, params) => {
    const { db } = c.get('deps');
    const session = requireSession(c);
    const id = params.id;
    if (!findUser(db, id)) throw notFound();
    if (id === session.userId) throw new BusinessError(ErrorCode.InvalidState, 'notOnYourself');
    // Sessions go with the user (foreign key cascade).
    keepingASuperAdmin(db, () => deleteUserRow(db, id));
    return ok(c, null, 'deleted');
  },
  setUserStatus: (c, params) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    const { id, status } = params;
    if (!findUser(db, id)) throw notFound();
    if (id === session.userId) throw new BusinessError(ErrorCode.InvalidState, 'notOnYourself');
    keepingASuperAdmin(db, () => {
      updateUser(db, id, { status }, session.userId, clock.now());
      if (status === 0) endUserSessions(db, id);
    });
    const user = findUser(db, id);
    if (!user) throw notFound();
    return ok(c, userAnswer(user), status === 1 ? 'enabled' : 'disabled');
  },
  resetUserPassword: async (c, params) => {
    const { db, clock } = c.get('deps');
    const session = requireSession(c);
    const { id, pwd } = params;
    if (!findUser(db, id)) throw notFound();
    const passwordHash = await hashPasswordDigest(pwd);
    db.transaction(() => {
      updateUser(db, id, { passwordHash }, session.userId, clock.now());
      // Resetting one's own password keeps the session it was done from, as changing it does.
      endUserSessions(db, id, id === session.userId ? session.tokenHash : undefined);
    });
    return ok(c, null, 'passwordReset');
  },
} satisfies AreaHandlers;
