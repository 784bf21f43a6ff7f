import { type AppDatabase, bulkLoad, connectionOf, rebuildPortOutageDays, tables } from '@pcharging/db';
import type { NetworkRows } from './build-network';
import { bulkInsert } from './bulk-insert';

type Progress = (message: string) => void;

/** Writes a built network in one transaction, parents before children so every id lines up. */
export function writeNetwork(db: AppDatabase, rows: NetworkRows, onProgress?: Progress): void {
  const sqlite = connectionOf(db);
  const write = (label: string, table: Parameters<typeof bulkInsert>[1], list: readonly object[]) => {
    const started = performance.now();
    bulkInsert(sqlite, table, list, (written) =>
      onProgress?.(`  ${label}: ${written.toLocaleString('en')} of ${list.length.toLocaleString('en')}`),
    );
    if (list.length >= 100_000) {
      onProgress?.(`  ${label}: ${list.length.toLocaleString('en')} in ${Math.round(performance.now() - started)} ms`);
    }
  };
  const bigTables = [
    'piles',
    'ports',
    'customers',
    'rfid_cards',
    'orders',
    'journal_entries',
    'alarms',
    'port_outages',
    'status_events',
    'failed_sessions',
  ];
  bulkLoad(
    sqlite,
    bigTables,
    () => {
      write('operators', tables.operators, rows.operators);
      write('price templates', tables.priceTemplates, rows.priceTemplates);
      write('stations', tables.stations, rows.stations);
      write('load history', tables.stationLoadHistory, rows.loadHistory);
      write('chargers', tables.chargers, rows.chargers);
      write('ports', tables.ports, rows.ports);
      write('customers', tables.customers, rows.customers);
      write('cards', tables.rfidCards, rows.cards);
      write('orders', tables.orders, rows.orders);
      write('journal entries', tables.journalEntries, rows.journal);
      write('alarms', tables.alarms, rows.alarms);
      write('charging sessions', tables.chargingSessions, rows.sessions);
      write('outages', tables.portOutages, rows.outages);
      write('status events', tables.statusEvents, rows.statusEvents);
      write('failed sessions', tables.failedSessions, rows.failedSessions);
      onProgress?.('  building indexes…');
    },
    onProgress,
  );
  const started = performance.now();
  rebuildPortOutageDays(sqlite);
  onProgress?.(`  outage days summed in ${Math.round(performance.now() - started)} ms`);
}
