import { type AppDatabase, tables } from '@pcharging/db';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { foldedContains, foldedPattern } from '../search';

const { roles } = tables;

// Written out qualified: drizzle renders columns unqualified in single-table selects, which a subquery would rebind.
const userCount = sql<number>`(select count(*) from admin_users u where u.role_id = roles.id)`;

export function listRolePage(db: AppDatabase, keyword: string | undefined, window: PageWindow) {
  const where = keyword
    ? foldedContains([roles.name, roles.code, roles.description], foldedPattern(keyword))
    : undefined;
  const rows = db.select({ role: roles, users: userCount }).from(roles).where(where).orderBy(asc(roles.id));
  return pageOf(db, rows, window, roles, where);
}

export function findRole(db: AppDatabase, id: number) {
  return db.select({ role: roles, users: userCount }).from(roles).where(eq(roles.id, id)).get();
}

export type RoleRecord = NonNullable<ReturnType<typeof findRole>>;

export function roleOptions(db: AppDatabase) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name)).all();
}

export interface RoleColumns {
  code: string;
  name: string;
  description: string;
  actionList: string;
}

/** The role already using a code or a name, other than the one being edited. */
export function roleClash(db: AppDatabase, role: { code: string; name: string }, exceptId?: number) {
  const clashes = db
    .select({ id: roles.id, code: roles.code, name: roles.name })
    .from(roles)
    .where(or(eq(roles.code, role.code), eq(roles.name, role.name)))
    .all()
    .filter((row) => row.id !== exceptId);
  if (clashes.some((row) => row.code === role.code)) return role.code;
  if (clashes.some((row) => row.name === role.name)) return role.name;
  return undefined;
}
