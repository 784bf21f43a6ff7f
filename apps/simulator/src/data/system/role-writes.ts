import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import type { RoleColumns } from './role-queries';

const { roles } = tables;

export function insertRole(db: AppDatabase, role: RoleColumns, now: number): number {
  const [row] = db
    .insert(roles)
    .values({ ...role, createdAt: now, updatedAt: now })
    .returning({ id: roles.id })
    .all();
  if (!row) throw new Error('insert into roles returned no row');
  return row.id;
}

export function updateRole(db: AppDatabase, id: number, role: RoleColumns, now: number): void {
  db.update(roles)
    .set({ ...role, updatedAt: now })
    .where(eq(roles.id, id))
    .run();
}

export function deleteRoleRow(db: AppDatabase, id: number): void {
  db.delete(roles).where(eq(roles.id, id)).run();
}
