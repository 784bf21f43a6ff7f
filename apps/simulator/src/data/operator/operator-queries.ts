import { type AppDatabase, tables } from '@pcharging/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PageWindow } from '../../lib/paging';
import { pageOf } from '../page';
import { foldedContains, foldedPattern } from '../search';

const { operators, stations, chargers } = tables;

export interface OperatorFilters {
  name?: string;
  type?: number;
}

function filterConditions(filters: OperatorFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.name) {
    const byName = foldedContains([operators.name, operators.account, operators.company], foldedPattern(filters.name));
    if (byName) conditions.push(byName);
  }
  if (filters.type !== undefined) conditions.push(eq(operators.type, filters.type));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Every column but the secrets, which never leave the database: answers only learn whether each is set.
 */
const publicColumns = {
  id: operators.id,
  name: operators.name,
  account: operators.account,
  company: operators.company,
  type: operators.type,
  contactPerson: operators.contactPerson,
  contactPhone: operators.contactPhone,
  emergencyContact: operators.emergencyContact,
  description: operators.description,
  logo: operators.logo,
  callbackUrl: operators.callbackUrl,
  createdAt: operators.createdAt,
  updatedAt: operators.updatedAt,
  secretSet: sql<number>`${operators.secret} <> ''`,
  messageSecretSet: sql<number>`${operators.messageSecret} <> ''`,
  messageIvSet: sql<number>`${operators.messageIv} <> ''`,
  // Written out qualified: drizzle renders columns unqualified here, which a subquery would rebind.
  stations: sql<number>`(select count(*) from stations s where s.operator_id = operators.id)`,
};

export function listOperatorPage(db: AppDatabase, filters: OperatorFilters, window: PageWindow) {
  const where = filterConditions(filters);
  const rows = db
    .select(publicColumns)
    .from(operators)
    .where(where)
    .orderBy(desc(operators.createdAt), desc(operators.id));
  return pageOf(db, rows, window, operators, where);
}

export function findOperator(db: AppDatabase, id: number) {
  return db.select(publicColumns).from(operators).where(eq(operators.id, id)).get();
}

export type OperatorRecord = NonNullable<ReturnType<typeof findOperator>>;

export function operatorAccountTaken(db: AppDatabase, account: string, exceptId?: number): boolean {
  const row = db.select({ id: operators.id }).from(operators).where(eq(operators.account, account)).get();
  return row !== undefined && row.id !== exceptId;
}

/** Stations it runs or chargers it owns keep an operator from being deleted. */
export function operatorInUse(db: AppDatabase, operatorId: number): boolean {
  const station = db.select({ id: stations.id }).from(stations).where(eq(stations.operatorId, operatorId)).get();
  const charger = db.select({ id: chargers.id }).from(chargers).where(eq(chargers.operatorId, operatorId)).get();
  return station !== undefined || charger !== undefined;
}
