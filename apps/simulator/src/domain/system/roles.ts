import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { parseActionList } from '@pcharging/validation';
import { findRole, type RoleColumns, roleClash } from '../../data/system/role-queries';
import { deleteRoleRow, insertRole, updateRole } from '../../data/system/role-writes';
import { BusinessError, duplicateName, found } from '../../lib/errors';
import { fieldBreaksRule } from '../../lib/invalid-input';
import { ruleText } from '../../lib/messages';
import { unknownPermissions } from '../../lib/permission-vocabulary';
import type { Domain } from '../domain';
import { type Grantor, mayGrant } from './grants';
import { keepingASuperAdmin } from './super-admins';

type RoleInput = components['schemas']['RoleInput'];

/** Checked columns of a role, or the 1001 naming the strings outside the vocabulary. */
function columnsFrom(domain: Domain, input: RoleInput): RoleColumns {
  const permissions = [...new Set(input.permissions.map((permission) => permission.trim()))];
  const unknown = unknownPermissions(permissions);
  if (unknown.length > 0) {
    const rule = ruleText(domain.locale, 'unknownPermissions', { names: unknown.join(', ') });
    throw fieldBreaksRule(domain.locale, 'permissions', 'permissions', rule);
  }
  const columns = {
    code: input.code,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    actionList: permissions.join(','),
  };
  return columns;
}

/** A new role whose code and name no other role has, giving only what its maker holds; returns its id. */
export function addRole(domain: Domain, input: RoleInput, grantor: Grantor): number {
  const columns = columnsFrom(domain, input);
  mayGrant(grantor, parseActionList(columns.actionList));
  const clash = roleClash(domain.db, columns);
  if (clash) throw duplicateName(clash);
  return insertRole(domain.db, columns, domain.clock.now());
}

/**
 * Sessions read the role's permissions on every call, so its users hold the new ones from their next call. Only who
 * holds everything the role gives, before and after, may edit it.
 */
export function editRole(domain: Domain, id: number, input: RoleInput, grantor: Grantor): void {
  const record = found(findRole(domain.db, id));
  const columns = columnsFrom(domain, input);
  mayGrant(grantor, parseActionList(record.role.actionList));
  mayGrant(grantor, parseActionList(columns.actionList));
  const clash = roleClash(domain.db, columns, id);
  if (clash) throw duplicateName(clash);
  keepingASuperAdmin(domain.db, () => updateRole(domain.db, id, columns, domain.clock.now()));
}

/** Only a role nobody holds may go. */
export function deleteRole(domain: Domain, id: number): void {
  const record = found(findRole(domain.db, id));
  if (record.users > 0) throw new BusinessError(ErrorCode.Conflict, 'roleHasUsers', { count: record.users });
  deleteRoleRow(domain.db, record.role.id);
}
