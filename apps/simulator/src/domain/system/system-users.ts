import type { components } from '@pcharging/api-client';
import type { AccountStatus } from '@pcharging/api-client/enums';
import { ErrorCode } from '@pcharging/api-client/wire';
import {
  findUser,
  roleExists,
  type UserDetails,
  userCodeTaken,
  usernameTaken,
  userOnRecords,
} from '../../data/system/system-user-queries';
import { deleteUserRow, endUserSessions, insertUser, updateUser } from '../../data/system/user-writes';
import { BusinessError, duplicateName, found } from '../../lib/errors';
import { clearPasswordThrottles, hashNewPassword } from '../auth/password-checks';
import type { Domain } from '../domain';
import { type Grantor, mayGrant, permissionsOfRole } from './grants';
import { keepingASuperAdmin } from './super-admins';

type UserInput = components['schemas']['UserInput'];

/**
 * Who makes a change to the users: kept on the record, kept from changing themselves this way, and from touching
 * anyone who holds more than they do.
 */
export interface Actor extends Grantor {
  userId: number;
  tokenHash: string;
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

function checkUserCode(domain: Domain, details: UserDetails, exceptId?: number): void {
  if (details.userCode && userCodeTaken(domain.db, details.userCode, exceptId)) throw duplicateName(details.userCode);
}

/** The user, when the actor holds everything that user holds. */
function reachableUser(domain: Domain, id: number, actor: Actor) {
  const user = found(findUser(domain.db, id));
  mayGrant(actor, permissionsOfRole(domain.db, user.roleId));
  return user;
}

function otherUser(domain: Domain, id: number, actor: Actor): void {
  reachableUser(domain, id, actor);
  if (id === actor.userId) throw new BusinessError(ErrorCode.InvalidState, 'notOnYourself');
}

function assignableRole(domain: Domain, roleId: number, actor: Actor): void {
  if (!roleExists(domain.db, roleId)) throw new BusinessError(ErrorCode.NotFound, 'unknownRole');
  mayGrant(actor, permissionsOfRole(domain.db, roleId));
}

/** A new user with the password's digest hashed at rest; returns its id. */
export async function addUser(domain: Domain, input: UserInput & { username: string; pwd: string }, actor: Actor) {
  // Hashed first, so that no other request can slip in between the checks and the insert.
  const passwordHash = await hashNewPassword(input.pwd);
  const details = detailsFrom(input);
  assignableRole(domain, details.roleId, actor);
  if (usernameTaken(domain.db, input.username)) throw duplicateName(input.username);
  checkUserCode(domain, details);
  const user = { ...details, username: input.username, passwordHash };
  return insertUser(domain.db, user, actor.userId, domain.clock.now());
}

export function editUser(domain: Domain, id: number, input: UserInput, actor: Actor): void {
  reachableUser(domain, id, actor);
  const details = detailsFrom(input);
  assignableRole(domain, details.roleId, actor);
  checkUserCode(domain, details, id);
  keepingASuperAdmin(domain.db, () => updateUser(domain.db, id, details, actor.userId, domain.clock.now()));
}

/** Never oneself, nor one whose name is on the books; their sessions go with them (foreign key cascade). */
export function deleteUser(domain: Domain, id: number, actor: Actor): void {
  otherUser(domain, id, actor);
  if (userOnRecords(domain.db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  keepingASuperAdmin(domain.db, () => deleteUserRow(domain.db, id));
}

/** Never oneself; a disabled user is signed out everywhere. */
export function setUserStatus(domain: Domain, id: number, status: AccountStatus, actor: Actor): void {
  otherUser(domain, id, actor);
  keepingASuperAdmin(domain.db, () => {
    updateUser(domain.db, id, { status }, actor.userId, domain.clock.now());
    if (status === 0) endUserSessions(domain.db, id);
  });
}

/**
 * A new password ends the user's sessions (resetting one's own keeps the session it was done from) and the delays
 * failed sign-ins put on the account: an administrator's way to let someone back in at once.
 */
export async function resetUserPassword(domain: Domain, id: number, passwordDigest: string, actor: Actor) {
  const user = reachableUser(domain, id, actor);
  const passwordHash = await hashNewPassword(passwordDigest);
  domain.db.transaction(() => {
    clearPasswordThrottles(domain, user.username);
    updateUser(domain.db, id, { passwordHash }, actor.userId, domain.clock.now());
    endUserSessions(domain.db, id, id === actor.userId ? actor.tokenHash : undefined);
  });
}
