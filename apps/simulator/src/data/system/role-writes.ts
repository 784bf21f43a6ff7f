import { type AppDatabase, tables } from '@pcharging/db';
import { deleteRow, insertRow, updateRow } from '../rows-by-id';
import type { RoleColumns } from './role-queries';

const { roles } = tables;

export function insertRole(db: AppDatabase, role: RoleColumns, now: number): number {
  return insertRow(db, roles, { ...role, createdAt: now, updatedAt: now });
}

export function updateRole(db: AppDatabase, id: number, role: RoleColumns, now: number): void {
  updateRow(db, roles, id, { ...role, updatedAt: now });
}

export function deleteRoleRow(db: AppDatabase, id: number): void {
  deleteRow(db, roles, id);
}
