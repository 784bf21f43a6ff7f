import type { AccountStatus } from '@pcharging/api-client/enums';
import { type AppDatabase, tables } from '@pcharging/db';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { likePattern } from '../search';

const { adminUsers, roles } = tables;
const creators = alias(adminUsers, 'creators');
const editors = alias(adminUsers, 'editors');

export interface UserFilters {
  keyword?: string | undefined;
  status?: AccountStatus | undefined;
  roleId?: number | undefined;
  department?: string | undefined;
}

/** Every column but the password hash, which never leaves this module. */
const userColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  nickname: adminUsers.nickname,
  fullName: adminUsers.fullName,
  userCode: adminUsers.userCode,
  email: adminUsers.email,
  phone: adminUsers.phone,
  status: adminUsers.status,
  roleId: adminUsers.roleId,
  roleName: roles.name,
  department: adminUsers.department,
  lastLoginAt: adminUsers.lastLoginAt,
  createdAt: adminUsers.createdAt,
  createdBy: creators.username,
  updatedAt: adminUsers.updatedAt,
  updatedBy: editors.username,
};

function filterConditions(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    const byKeyword = or(
      ...[adminUsers.username, adminUsers.nickname, adminUsers.email, adminUsers.phone].map(
        (column) => sql`${column} like ${pattern} escape '\\'`,
      ),
    );
    if (byKeyword) conditions.push(byKeyword);
  }
  if (filters.status !== undefined) conditions.push(eq(adminUsers.status, filters.status));
  if (filters.roleId !== undefined) conditions.push(eq(adminUsers.roleId, filters.roleId));
  if (filters.department) conditions.push(eq(adminUsers.department, filters.department));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectUsers(db: AppDatabase) {
  return db
    .select(userColumns)
    .from(adminUsers)
    .innerJoin(roles, eq(roles.id, adminUsers.roleId))
    .leftJoin(creators, eq(creators.id, adminUsers.createdBy))
    .leftJoin(editors, eq(editors.id, adminUsers.updatedBy));
}

export function listUserPage(db: AppDatabase, filters: UserFilters, window: PageWindow) {
  const where = filterConditions(filters);
  const rows = selectUsers(db).where(where).orderBy(desc(adminUsers.createdAt), desc(adminUsers.id));
  return pageOf(db, rows, window, adminUsers, where);
}

export function findUser(db: AppDatabase, id: number) {
  return selectUsers(db).where(eq(adminUsers.id, id)).get();
}

export type UserRecord = NonNullable<ReturnType<typeof findUser>>;

export interface UserDetails {
  nickname: string;
  fullName: string;
  userCode: string;
  email: string;
  phone: string;
  roleId: number;
  department: string;
}

export function usernameTaken(db: AppDatabase, username: string): boolean {
  return db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)).get() !== undefined;
}

export function userCodeTaken(db: AppDatabase, userCode: string, exceptId?: number): boolean {
  const row = db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userCode, userCode)).get();
  return row !== undefined && row.id !== exceptId;
}

export function roleExists(db: AppDatabase, roleId: number): boolean {
  return db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).get() !== undefined;
}

/**
 * Whether records name the user as who did something that stays on the books: requested or decided an adjustment,
 * closed a day, stopped a session. Such a user is disabled, not deleted.
 */
export function userOnRecords(db: AppDatabase, id: number): boolean {
  const { adjustmentRequests, dayCloses, chargingSessions } = tables;
  const named = [
    db
      .select({ id: adjustmentRequests.id })
      .from(adjustmentRequests)
      .where(or(eq(adjustmentRequests.requestedBy, id), eq(adjustmentRequests.decidedBy, id)))
      .limit(1),
    db.select({ id: dayCloses.day }).from(dayCloses).where(eq(dayCloses.closedBy, id)).limit(1),
    db.select({ id: chargingSessions.id }).from(chargingSessions).where(eq(chargingSessions.stoppedBy, id)).limit(1),
  ];
  return named.some((query) => query.get() !== undefined);
}
