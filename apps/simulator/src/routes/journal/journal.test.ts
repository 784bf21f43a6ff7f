import { exportJournalEntries, getOrder, listJournalEntries } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../lib/spreadsheet';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance', 'auditor', 'ops']);
const { finance, auditor, ops } = suite.clients;

const count = (where: string, ...values: unknown[]) =>
  (
    suite.harness.database.sqlite
      .prepare(`select count(*) as n from journal_entries where ${where}`)
      .get(...values) as {
      n: number;
    }
  ).n;

describe('listJournalEntries', () => {
  it('pages through the journal newest first, with the account, the balance after and the order', async () => {
    const all = count('1 = 1');
    const page = await listJournalEntries(finance, {}, { page: 1, size: 50 });
    expect(page).toMatchObject({ total: Math.min(all, 10_000), total_capped: all > 10_000 });
    const times = page.items.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const payment = page.items.find((entry) => entry.type === 2);
    expect(payment).toMatchObject({
      amount: expect.stringMatching(/^-\d+\.\d\d$/),
      balance_after: expect.stringMatching(/^\d+\.\d\d$/),
      order_no: expect.stringMatching(/^PC\d{15}$/),
      account: expect.any(String),
    });
    const newest = suite.harness.database.sqlite
      .prepare('select entry_no from journal_entries order by created_at desc, id desc limit 1')
      .get() as { entry_no: string };
    expect(page.items[0]?.entry_no).toBe(newest.entry_no);
  });

  it('filters by type, customer account and time range together', async () => {
    const { account } = suite.harness.database.sqlite.prepare('select account from customers where id = 148').get() as {
      account: string;
    };
    const page = await listJournalEntries(
      finance,
      { type: 1, account, created_from: '2025-11-01', created_to: '2026-01-15T09:00:00Z' },
      { page: 1, size: 100 },
    );
    expect(page.total).toBe(count('type = 1 and customer_id = 148 and created_at >= ?', Date.UTC(2025, 10, 1)));
    expect(page.total).toBeGreaterThan(0);
    for (const entry of page.items) {
      expect(entry).toMatchObject({ type: 1, account, order_id: null, order_no: null });
      expect(Number(entry.amount)).toBeGreaterThan(0);
    }
  });

  it('finds the entries of one order, and one entry by its number', async () => {
    const order = await getOrder(finance, { id: 16 });
    const ofOrder = await listJournalEntries(finance, { order_no: order.order_no }, { page: 1, size: 20 });
    expect(ofOrder.items.map((entry) => entry.id)).toEqual(order.journal.map((entry) => entry.id).reverse());
    const [first] = ofOrder.items;
    const byNumber = await listJournalEntries(finance, { entry_no: first?.entry_no ?? '' }, { page: 1, size: 20 });
    expect(byNumber.items).toEqual([first]);
    const unknown = await listJournalEntries(finance, { order_no: 'PC000' }, { page: 1, size: 20 });
    expect(unknown).toMatchObject({ total: 0, items: [] });
  });

  it('refuses an unknown type and an impossible time, naming the field', async () => {
    const type = await rejection(listJournalEntries(finance, { type: 9 as 1 }, { page: 1, size: 20 }));
    expect(type?.fieldErrors.type).toBe('Invalid journal type (one of 1, 2, 3, 4, 5)');
    const time = await rejection(
      listJournalEntries(finance, { created_to: '2026-01-15T25:00Z' }, { page: 1, size: 20 }),
    );
    expect(time?.fieldErrors.created_to).toBe('Invalid recorded until (wrong format)');
  });

  it('is refused to operations, who have no access to money movements', async () => {
    expect((await rejection(listJournalEntries(ops, {}, { page: 1, size: 20 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('exportJournalEntries', () => {
  it('exports the filtered entries with headings in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'auditor');
    const response = await suite.harness.send('/Journal/export', { token, locale: 'zh-cn', body: 'params[type]=1' });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="journal-20260115-040000.xlsx"');
    const rows = readFirstSheet(new Uint8Array(await response.arrayBuffer()));
    expect(rows[0]).toEqual([
      '流水号',
      '类型',
      '客户账号',
      '金额（CAD）',
      '变动后余额（CAD）',
      '订单号',
      '备注',
      '时间 (America/Toronto)',
    ]);
    expect(rows).toHaveLength(count('type = 1') + 1);
    expect(rows.slice(1).every((row) => row[1] === '充值' && Number(row[3]) > 0)).toBe(true);
  });

  it('downloads through the api client as a named file, refused to operations', async () => {
    const file = await exportJournalEntries(auditor, { account: 'nobody.at.all' });
    expect(file.fileName).toMatch(/^journal-\d{8}-\d{6}\.xlsx$/);
    expect(readFirstSheet(new Uint8Array(await file.blob.arrayBuffer()))[0]?.[0]).toBe('Entry number');
    expect((await rejection(exportJournalEntries(ops, {})))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('at scale', () => {
  const big = signedInSuite(['finance']);
  const client = big.client('finance');
  beforeAll(() => {
    big.harness.database.sqlite.exec(`
      insert into journal_entries (entry_no, customer_id, type, amount_cents, balance_after_cents, created_at)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      select 'XX' || printf('%09d', i), 1 + i % 300, 1, 1000, 1000, ${Date.UTC(2025, 11, 1)} + i * 1000 from n`);
  });

  it('counts up to 10,000 and says that more match', async () => {
    expect(await listJournalEntries(client, { type: 1 }, { page: 1, size: 20 })).toMatchObject({
      total: 10_000,
      total_capped: true,
    });
  });

  it('refuses to export more than 100,000 entries and asks to narrow the filters', async () => {
    const error = await rejection(exportJournalEntries(client, {}));
    expect(error?.code).toBe(ErrorCode.InvalidInput);
    expect(error?.message).toContain('Narrow the filters');
    const narrowed = await exportJournalEntries(client, { type: 2 });
    expect(readFirstSheet(new Uint8Array(await narrowed.blob.arrayBuffer())).length).toBeGreaterThan(1);
  });
});
