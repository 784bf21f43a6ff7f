import type Database from 'better-sqlite3';

interface SchemaObject {
  type: 'index' | 'trigger';
  name: string;
  tableName: string;
  sql: string;
}

/**
 * Runs `load` as one transaction with the given tables' secondary indexes and triggers set aside, then builds the
 * indexes once over the loaded rows and restores the triggers: for millions of rows that is many times faster than
 * maintaining every index row by row. Foreign keys are not checked while loading, so `load` must write rows that
 * are consistent by construction (the seeds do). Meant for filling a new database, with nobody else connected.
 */
export function bulkLoad(
  sqlite: Database.Database,
  tables: readonly string[],
  load: () => void,
  onProgress?: (message: string) => void,
): void {
  const placeholders = tables.map(() => '?').join(', ');
  const objects = sqlite
    .prepare(
      `select type, name, tbl_name as tableName, sql from sqlite_master
       where type in ('index', 'trigger') and sql is not null and tbl_name in (${placeholders})`,
    )
    .all(...tables) as SchemaObject[];
  const indexes = objects.filter((object) => object.type === 'index' && !/^create unique/i.test(object.sql));
  const triggers = objects.filter((object) => object.type === 'trigger');
  const saved = ['foreign_keys', 'synchronous', 'cache_size', 'temp_store', 'threads'].map(
    (name) => [name, sqlite.pragma(name, { simple: true })] as const,
  );
  const journalMode = String(sqlite.pragma('journal_mode', { simple: true }));
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -524288');
  sqlite.pragma('temp_store = MEMORY');
  // Index builds sort with helper threads when allowed; a write-ahead log would write every page twice.
  sqlite.pragma('threads = 2');
  if (journalMode === 'wal') sqlite.pragma('journal_mode = MEMORY');
  try {
    sqlite.transaction(() => {
      for (const object of [...indexes, ...triggers]) sqlite.exec(`drop ${object.type} "${object.name}"`);
      load();
      for (const table of tables) {
        const started = performance.now();
        const own = indexes.filter((index) => index.tableName === table);
        for (const index of own) sqlite.exec(index.sql);
        if (own.length > 0) {
          onProgress?.(`  indexed ${table} (${own.length}) in ${Math.round(performance.now() - started)} ms`);
        }
      }
      if (tables.includes('ports')) rebuildPortStatusCounts(sqlite);
      if (tables.includes('customers') || tables.includes('rfid_cards')) rebuildCustomerSearch(sqlite);
      const started = performance.now();
      if (tables.includes('orders')) rebuildOrderDailyStats(sqlite);
      onProgress?.(`  summed orders per day in ${Math.round(performance.now() - started)} ms`);
      for (const trigger of triggers) sqlite.exec(trigger.sql);
    })();
  } finally {
    for (const [name, value] of saved) sqlite.pragma(`${name} = ${value}`);
    if (journalMode === 'wal') sqlite.pragma('journal_mode = WAL');
  }
}

const SUMS =
  'energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents, refunded_cents';
const SUMMED = SUMS.split(', ')
  .map((column) => `sum(${column})`)
  .join(', ');

/** The network's day of an order `o`, as the rollup triggers compute it (see the network_day_rollups migration). */
const NETWORK_DAY = `coalesce(
  (select d.day from network_days d where d.starts_at <= o.started_at order by d.starts_at desc limit 1),
  date(o.started_at / 1000, 'unixepoch'))`;

/** Recomputes the per-day order rollups from the orders, days of the network's zone (see `followNetworkZone`). */
export function rebuildOrderDailyStats(sqlite: Database.Database): void {
  // The finest rollup is summed from the orders once; the coarser two from it, a hundredth of the rows. The running
  // totals are emptied first, so the per-day rows' triggers find nothing to take back as those rows are deleted, and
  // refilled by the same triggers as each station's days are inserted in order (nothing later to add to).
  sqlite.exec(`
    delete from order_station_running_totals;
    delete from order_daily_stats;
    delete from order_daily_station_stats;
    delete from order_daily_network_stats;
    insert into order_daily_stats (day, station_id, start_mode, orders, ${SUMS})
      select ${NETWORK_DAY} as day, station_id, start_mode, count(*), ${SUMMED}
      from orders o group by day, station_id, start_mode;
    insert into order_daily_station_stats (day, station_id, orders, ${SUMS})
      select day, station_id, sum(orders), ${SUMMED} from order_daily_stats group by station_id, day
      order by station_id, day;
    insert into order_daily_network_stats (day, start_mode, orders, ${SUMS})
      select day, start_mode, sum(orders), ${SUMMED} from order_daily_stats group by day, start_mode;
  `);
}

/** Fills the customers' search table again from the customers and their cards (its triggers were set aside). */
export function rebuildCustomerSearch(sqlite: Database.Database): void {
  sqlite.exec(`
    delete from customer_search;
    insert into customer_search (rowid, account, name, email, phone, cards)
      select c.id, c.account, c.name, c.email, c.phone, coalesce(group_concat(r.card_no, ' '), '')
      from customers c left join rfid_cards r on r.customer_id = c.id group by c.id;
  `);
}

/** Counts the network's ports by status again (the triggers that keep the counts are set aside while loading). */
export function rebuildPortStatusCounts(sqlite: Database.Database): void {
  sqlite.exec(`
    delete from port_status_counts;
    insert into port_status_counts (status, ports)
      select status, count(*) from ports where station_id is not null group by status;
  `);
}
