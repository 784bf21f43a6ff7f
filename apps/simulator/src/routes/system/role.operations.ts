import type { components } from '@pcharging/api-client';
import { parseActionList } from '@pcharging/validation';
import { findRole, listRolePage, type RoleRecord, roleOptions } from '../../data/system/role-queries';
import { addRole, deleteRole, editRole } from '../../domain/system/roles';
import type { AreaHandlers } from '../../http/operation-handlers';
import { actorOf, domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import { permissionTree } from '../../lib/permission-vocabulary';

function roleAnswer(record: RoleRecord): components['schemas']['Role'] {
  const { role } = record;
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    description: role.description,
    permissions: parseActionList(role.actionList),
    users: record.users,
    created_at: iso(role.createdAt),
    updated_at: iso(role.updatedAt),
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
  getRole: (c, params) => ok(c, roleAnswer(found(findRole(c.get('deps').db, params.id)))),
  addRole: (c, params) => {
    const id = addRole(domainOf(c), params, actorOf(c));
    return ok(c, roleAnswer(found(findRole(c.get('deps').db, id))), 'added');
  },
  editRole: (c, input) => {
    editRole(domainOf(c), input.id, input, actorOf(c));
    return ok(c, roleAnswer(found(findRole(c.get('deps').db, input.id))), 'updated');
  },
  deleteRole: (c, params) => {
    deleteRole(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
