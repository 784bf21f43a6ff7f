import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const operationLogs = sqliteTable(
  'operation_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id'),
    username: text('username').notNull().default(''),
    operationId: text('operation_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** JSON of the request's params with secrets masked. */
    params: text('params').notNull(),
    resultCode: text('result_code').notNull(),
    resultMessage: text('result_message').notNull().default(''),
    /** The message's catalogue key and values, so a reader sees it in their language; null for free text. */
    resultMessageKey: text('result_message_key'),
    resultMessageValues: text('result_message_values'),
    /** What the call was about, by name, read when it was made (the record may be gone since). */
    subject: text('subject').notNull().default(''),
    ip: text('ip').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    index('operation_logs_created_idx').on(table.createdAt),
    index('operation_logs_user_created_idx').on(table.userId, table.createdAt),
    index('operation_logs_operation_created_idx').on(table.operationId, table.createdAt),
    index('operation_logs_username_created_idx').on(table.username, table.createdAt),
    index('operation_logs_result_created_idx').on(table.resultCode, table.createdAt),
  ],
);
