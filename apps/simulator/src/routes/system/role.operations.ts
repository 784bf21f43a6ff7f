import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type Locale, parseActionList } from '@pcharging/validation';
import {
  deleteRoleRow,
  findRole,
  insertRole,
  listRolePage,
  type RoleColumns,
  type RoleRecord,
  roleClash,
  roleOptions,
  updateRole,
} from '../../data/system/role-queries';
import { keepingASuperAdmin } from '../../data/system/super-admins';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import { ruleText } from '../../lib/messages';
import { invalidField } from './invalid-field';
import { permissionTree, unknownPermissions } from './permission-vocabulary';

type RoleInput = components['schemas']['RoleInput'];

function roleAnswer(record: RoleRecord) {
  const { role } = record;
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    description: role.description,
    permissions: parseActionList(role.actionList),
    users: record.users,
    created_at: new Date(role.createdAt).toISOString(),
    updated_at: new Date(role.updatedAt).toISOString(),
  };
}

/** Checked columns of a role, or the 1001 naming the strings outside the vocabulary. */
function columnsFrom(input: RoleInput, locale: Locale): RoleColumns {
  const permissions = [...new Set(input.permissions.map((permission) => permission.trim()))];
  const unknown = unknownPermissions(permissions);
  if (unknown.length > 0) {
    throw invalidField(
      locale,
      'permissions',
      'permissions',
      ruleText(locale, 'unknownPermissions', { names: unknown.join(', ') }),
    );
  }
  return {
    code: input.code,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    actionList: permissions.join(','),
  };
}

export const roleOperations = {
  listRoles: (c, params, paging) => {
    const keyword = typeof params.keyword === 'string' ? params.keyword.trim() : '';
    const page = listRolePage(c.get('deps').db, keyword || undefined, paging);
    return ok(c, { total: page.total, items: page.items.map(roleAnswer) });
  },
  listRoleOptions: (c) => ok(c, roleOptions(c.get('deps').db)),
  getPermissionTree: (c) => ok(c, permissionTree),
  getRole: (c, params) => {
    const record = findRole(c.get('deps').db, params.id);
    if (!record) throw notFound();
    return ok(c, roleAnswer(record));
  },
  addRole: (c, params) => {
    const { db, clock } = c.get('deps');
    const columns = columnsFrom(params, c.get('locale'));
    const clash = roleClash(db, columns);
    if (clash) throw duplicateName(clash);
    const record = findRole(db, insertRole(db, columns, clock.now()));
    if (!record) throw notFound();
    return ok(c, roleAnswer(record), 'added');
  },
  editRole: (c, input) => {
    const { db, clock } = c.get('deps');
    if (!findRole(db, input.id)) throw notFound();
    const columns = columnsFrom(input, c.get('locale'));
    const clash = roleClash(db, columns, input.id);
    if (clash) throw duplicateName(clash);
    // Sessions read the role's permissions on every call, so its users hold the new ones from their next call.
    keepingASuperAdmin(db, () => updateRole(db, input.id, columns, clock.now()));
    const record = findRole(db, input.id);
    if (!record) throw notFound();
    return ok(c, roleAnswer(record), 'updated');
  },
  deleteRole: (c, params) => {
    const { db } = c.get('deps');
    const record = findRole(db, params.id);
    if (!record) throw notFound();
    if (record.users > 0) throw new BusinessError(ErrorCode.Conflict, 'roleHasUsers', { count: record.users });
    deleteRoleRow(db, record.role.id);
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
