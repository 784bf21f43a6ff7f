import { describe, expect, it } from 'vitest';
import { bulkLoad, openDatabase } from './index';

type Sqlite = ReturnType<typeof openDatabase>['sqlite'];

/** The ids of the customers a search box finds for `text` (three characters or more). */
function found(sqlite: Sqlite, text: string): number[] {
  return sqlite
    .prepare<[string], number>('select rowid from customer_search where customer_search match ? order by rowid')
    .pluck()
    .all(`"${text}"`);
}

function addCustomer(sqlite: Sqlite, id: number, account: string, name: string, email = '', phone = ''): void {
  sqlite
    .prepare(
      `insert into customers (id, account, name, email, phone, created_at, updated_at)
       values (?, ?, ?, ?, ?, 0, 0)`,
    )
    .run(id, account, name, email, phone);
}

function addCard(sqlite: Sqlite, id: number, cardNo: string, customerId: number | null): void {
  sqlite
    .prepare('insert into rfid_cards (id, card_no, customer_id, created_at, updated_at) values (?, ?, ?, 0, 0)')
    .run(id, cardNo, customerId);
}

describe('the customers search table', () => {
  it('finds a customer by part of any of their fields, accents and case aside, as they are written', () => {
    const { sqlite, close } = openDatabase(':memory:');
    try {
      addCustomer(sqlite, 1, 'priya.singh.162', 'Priya Singh', 'priya@example.com', '+1 416 555 0162');
      addCustomer(sqlite, 2, 'helene.cote', 'Hélène Côté');
      expect(found(sqlite, 'SINGH')).toEqual([1]);
      expect(found(sqlite, 'cote')).toEqual([2]);
      expect(found(sqlite, '555 01')).toEqual([1]);
      sqlite.prepare("update customers set name = 'Priya Sharma' where id = 1").run();
      expect(found(sqlite, 'singh')).toEqual([1]);
      expect(found(sqlite, 'sharma')).toEqual([1]);
      sqlite.prepare("update customers set account = 'p.sharma' where id = 1").run();
      expect(found(sqlite, 'singh')).toEqual([]);
      sqlite.prepare('delete from customers where id = 2').run();
      expect(found(sqlite, 'helene')).toEqual([]);
    } finally {
      close();
    }
  });

  it('follows a card as it is bound, moved to another customer, renumbered and deleted', () => {
    const { sqlite, close } = openDatabase(':memory:');
    try {
      addCustomer(sqlite, 1, 'ana', 'Ana Lima');
      addCustomer(sqlite, 2, 'bo', 'Bo Chen');
      addCard(sqlite, 1, 'A1B2C3D4', null);
      expect(found(sqlite, 'b2c3')).toEqual([]);
      sqlite.prepare('update rfid_cards set customer_id = 1 where id = 1').run();
      addCard(sqlite, 2, 'FFEE0099', 1);
      expect([found(sqlite, 'b2c3'), found(sqlite, 'ee00')]).toEqual([[1], [1]]);
      sqlite.prepare('update rfid_cards set customer_id = 2 where id = 1').run();
      expect([found(sqlite, 'b2c3'), found(sqlite, 'ee00')]).toEqual([[2], [1]]);
      sqlite.prepare("update rfid_cards set card_no = 'A1B2C3D5' where id = 1").run();
      expect([found(sqlite, 'c3d4'), found(sqlite, 'c3d5')]).toEqual([[], [2]]);
      sqlite.prepare('delete from rfid_cards where id = 2').run();
      expect(found(sqlite, 'ee00')).toEqual([]);
    } finally {
      close();
    }
  });

  it('is filled again after a bulk load, which sets its triggers aside', () => {
    const { sqlite, close } = openDatabase(':memory:');
    try {
      bulkLoad(sqlite, ['customers', 'rfid_cards'], () => {
        addCustomer(sqlite, 7, 'loaded', 'Zoë Müller');
        addCard(sqlite, 1, 'CAFE1234', 7);
      });
      expect([found(sqlite, 'zoe mul'), found(sqlite, 'fe12')]).toEqual([[7], [7]]);
      addCustomer(sqlite, 8, 'after', 'Zoé Other');
      expect(found(sqlite, 'zoe')).toEqual([7, 8]);
    } finally {
      close();
    }
  });
});
