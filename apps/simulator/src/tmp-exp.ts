import { connectionOf, openDatabase } from '@pcharging/db';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { countOrders } from './routes/order/order.repo';
import { orderIdsQuery } from './routes/order/order-query';

const { db, sqlite } = openDatabase('.data/bench-large.sqlite');
const end = Date.now() - 7 * 86_400_000;
const filters = { startedFrom: end - 60 * 3_600_000, startedTo: end };
const t = (name: string, f: () => unknown) => {
  const s = performance.now();
  const r = f();
  console.log(name, (performance.now() - s).toFixed(1), 'ms');
  return r;
};
const q = new SQLiteSyncDialect().sqlToQuery(orderIdsQuery(filters, { field: 'started_at', order: 'desc' }, false));
for (let i = 0; i < 3; i++) {
  t('count', () => countOrders(db, filters, 100_000));
  const st = sqlite.prepare(q.sql);
  t('ids objects', () => st.all(filters.startedFrom, filters.startedTo, 100_001, 0));
  const st2 = sqlite.prepare(q.sql).pluck(true);
  t('ids pluck', () => st2.all(filters.startedFrom, filters.startedTo, 100_001, 0));
}
