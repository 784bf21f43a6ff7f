import { type AppDatabase, tables } from '@pcharging/db';
import type { NetworkRows } from './build-network';

const CHUNK = 400;

function insertAll<T extends object>(
  db: AppDatabase,
  table: Parameters<AppDatabase['insert']>[0],
  rows: readonly T[],
): void {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // One helper serves every table; each caller passes the rows built for that very table.
    db.insert(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .run();
  }
}

/** Writes a built network in one transaction, parents before children so every id lines up. */
export function writeNetwork(db: AppDatabase, rows: NetworkRows): void {
  db.transaction((tx) => {
    insertAll(tx, tables.operators, rows.operators);
    insertAll(tx, tables.priceTemplates, rows.priceTemplates);
    insertAll(tx, tables.stations, rows.stations);
    insertAll(tx, tables.stationLoadHistory, rows.loadHistory);
    insertAll(tx, tables.piles, rows.piles);
    insertAll(tx, tables.ports, rows.ports);
    insertAll(tx, tables.customers, rows.customers);
    insertAll(tx, tables.rfidCards, rows.cards);
    insertAll(tx, tables.orders, rows.orders);
    insertAll(tx, tables.journalEntries, rows.journal);
    insertAll(tx, tables.alarms, rows.alarms);
  });
}
