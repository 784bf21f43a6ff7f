import type { OperationDescriptor } from '@pcharging/api-client/operations';
import { type AppDatabase, connectionOf } from '@pcharging/db';
import type Database from 'better-sqlite3';

/** The name of the record a call's `id` points at, by the area of the call's path (`/Station/del` → Station). */
const NAME_BY_ID: Readonly<Record<string, string>> = {
  Station: 'select name from stations where id = ?',
  Pile: "select name || ' (' || serial || ')' from piles where id = ?",
  Equipment: "select name || ' (' || serial || ')' from piles where id = ?",
  Port: 'select code from ports where id = ?',
  Alarm: "select a.code || ' · ' || s.name from alarms a join stations s on s.id = a.station_id where a.id = ?",
  Charging_session:
    "select q.code || ' · ' || c.account from charging_sessions x join ports q on q.id = x.port_id join customers c on c.id = x.customer_id where x.id = ?",
  Customer: "select name || ' (' || account || ')' from customers where id = ?",
  Operator: 'select name from operators where id = ?',
  Order: 'select order_no from orders where id = ?',
  PriceTemplate: 'select name from price_templates where id = ?',
  Rfid: 'select card_no from rfid_cards where id = ?',
  User: "select case when nickname = '' then username else nickname || ' (' || username || ')' end from admin_users where id = ?",
  Role: 'select name from roles where id = ?',
};

/** Fields that name what a call creates, or whom it is about when it has no id. */
const NAME_FIELDS = ['StationName', 'equipmentname', 'name', 'username', 'card_no', 'account'] as const;

const statements = new WeakMap<AppDatabase, Map<string, Database.Statement>>();

function nameById(db: AppDatabase, area: string, id: number): string | undefined {
  const query = NAME_BY_ID[area];
  if (!query) return undefined;
  let byArea = statements.get(db);
  if (!byArea) {
    byArea = new Map();
    statements.set(db, byArea);
  }
  let statement = byArea.get(area);
  if (!statement) {
    statement = connectionOf(db).prepare(query).pluck();
    byArea.set(area, statement);
  }
  const name: unknown = statement.get(id);
  return typeof name === 'string' ? name : undefined;
}

/**
 * What a logged call is about, by name, read before the call runs (a deleted record can still be named): the
 * record its `id` points at, else the name the call gives. Empty when neither tells.
 */
export function logSubject(db: AppDatabase, operation: OperationDescriptor, params: Record<string, unknown>): string {
  const area = operation.path.split('/')[1] ?? '';
  const id = params.id;
  if (typeof id === 'number' && Number.isInteger(id)) {
    const named = nameById(db, area, id);
    if (named) return named;
  }
  for (const field of NAME_FIELDS) {
    const value = params[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}
