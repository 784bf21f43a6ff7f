import type { AccountStatus } from '@pcharging/api-client/enums';
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { roles } from './roles';
import { timestamps } from './timestamps';

export const adminUsers = sqliteTable(
  'admin_users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    fullName: text('full_name').notNull().default(''),
    /** Optional staff number; unique when set. */
    userCode: text('user_code').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    department: text('department').notNull().default(''),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** 1 enabled, 0 disabled. */
    status: integer('status').$type<AccountStatus>().notNull().default(1),
    /** scrypt over the md5 the client sends; never the md5 itself. */
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: integer('last_login_at'),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('admin_users_username_unique').on(table.username),
    index('admin_users_role_idx').on(table.roleId),
    index('admin_users_status_idx').on(table.status),
    index('admin_users_department_idx').on(table.department),
    uniqueIndex('admin_users_user_code_unique').on(table.userCode).where(sql`user_code <> ''`),
  ],
);
