import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Training scenarios loaded on this network, newest last: what each set up (its records, as JSON) so that a later
 * check can tell whether the trainee solved it, and the outcome of the last check.
 */
export const trainingRuns = sqliteTable(
  'training_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scenario: text('scenario').notNull(),
    details: text('details').notNull(),
    loadedAt: integer('loaded_at').notNull(),
    checkedAt: integer('checked_at'),
    solvedAt: integer('solved_at'),
  },
  (table) => [index('training_runs_loaded_idx').on(table.loadedAt)],
);
