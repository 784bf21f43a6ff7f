import { listCustomers, listOrders, listSessions } from '@pcharging/api-client';
import { foldText } from '@pcharging/db';
import { describe, expect, it } from 'vitest';
import { stuckSession } from '../../scenarios/stuck-session';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['auditor', 'finance', 'support']);
const { auditor, finance, support } = suite.clients;

const ALL = { page: 1, size: 100 };
const sqlite = () => suite.harness.database.sqlite;

interface Driver {
  sessionId: number;
  customerId: number;
  account: string;
  email: string;
  phone: string;
  cardNo: string;
  portCode: string;
  serial: string;
}

/** A session in progress started by card, with its customer, card, port and charger. */
function driverInSession(skip = 0): Driver {
  const row = sqlite()
    .prepare<[number], Driver>(
      `select s.id as sessionId, c.id as customerId, c.account, c.email, c.phone, r.card_no as cardNo,
         q.code as portCode, p.serial
       from charging_sessions s join customers c on c.id = s.customer_id join rfid_cards r on r.id = s.card_id
       join ports q on q.id = s.port_id join piles p on p.id = s.pile_id
       where s.status = 1 and c.email <> '' and c.phone <> '' order by s.id limit 1 offset ?`,
    )
    .get(skip);
  if (!row) throw new Error('the demo seed has sessions started by card');
  return row;
}

/** The customers whose account, name, e-mail, phone or a card contains the text, accents and case aside. */
function customersContaining(text: string): Set<number> {
  const folded = foldText(text);
  const rows = sqlite()
    .prepare<[], { id: number; account: string; name: string; email: string; phone: string; cards: string | null }>(
      `select c.id, c.account, c.name, c.email, c.phone, group_concat(r.card_no, char(1)) as cards
       from customers c left join rfid_cards r on r.customer_id = c.id group by c.id`,
    )
    .all();
  const fields = (row: (typeof rows)[number]) => [row.account, row.name, row.email, row.phone, row.cards ?? ''];
  return new Set(
    rows.filter((row) => fields(row).some((field) => foldText(field).includes(folded))).map((row) => row.id),
  );
}

const rename = (customerId: number, name: string) =>
  sqlite().prepare('update customers set name = ? where id = ?').run(name, customerId);

describe('finding a session by who or where', () => {
  it("finds a driver's session by part of their surname, typed without accents or capitals", async () => {
    const driver = driverInSession();
    rename(driver.customerId, 'Amélie Beauchêne-Tremblay');
    for (const keyword of ['beauchene', 'BEAUCHÊNE', 'chêne-trem', 'amelie b']) {
      const page = await listSessions(auditor, { keyword }, ALL);
      expect(page.items.map((row) => row.id)).toContain(driver.sessionId);
      expect(page.items.every((row) => row.customer_id === driver.customerId)).toBe(true);
    }
    expect((await listSessions(auditor, { account: 'beauchene' }, ALL)).total).toBe(0);
  });

  it('finds it by part of their e-mail, phone, account or card number, and by the start of its port code or charger serial', async () => {
    const driver = driverInSession(1);
    const middle = (text: string) => text.slice(Math.floor(text.length / 3), Math.floor(text.length / 3) + 5);
    const byField = {
      email: driver.email.split('@')[0] ?? '',
      phone: middle(driver.phone),
      account: middle(driver.account),
      card: driver.cardNo.slice(2, 8).toLowerCase(),
      port: driver.portCode.toLowerCase(),
      serial: driver.serial.slice(0, 6).toLowerCase(),
    };
    for (const [field, keyword] of Object.entries(byField)) {
      const found = await listSessions(auditor, { keyword }, ALL);
      expect(
        found.items.map((row) => row.id),
        `${field}: ${keyword}`,
      ).toContain(driver.sessionId);
    }
    const byPort = await listSessions(auditor, { keyword: driver.portCode }, ALL);
    expect(byPort.items.map((row) => row.port_code)).toEqual([driver.portCode]);
  });

  it('finds nothing for a name nobody has, and takes %, _, quotes and search operators literally', async () => {
    expect((await listSessions(auditor, { keyword: 'Zzyzx Nobody' }, ALL)).total).toBe(0);
    expect((await listSessions(auditor, { keyword: '%%%' }, ALL)).total).toBe(0);
    expect((await listSessions(auditor, { keyword: '_' }, ALL)).total).toBe(0);
    expect((await listSessions(auditor, { keyword: '"O\'Brien" OR *' }, ALL)).total).toBe(0);
  });

  it('finds the driver of the stuck-session scenario by part of their surname', async () => {
    const details = stuckSession.load(suite.harness.domain());
    const name = sqlite()
      .prepare<[string], string>('select name from customers where account = ?')
      .pluck()
      .get(String(details.account));
    const surname = name?.split(' ').at(-1) ?? '';
    expect(surname.length).toBeGreaterThanOrEqual(4);
    const page = await listSessions(auditor, { keyword: surname.slice(0, 4).toLowerCase() }, ALL);
    expect(page.items.find((row) => row.id === details.sessionId)).toMatchObject({
      port_code: details.portCode,
      suspect: true,
    });
  });
});

describe('finding orders and customers by who', () => {
  it('lists the orders of every customer whose name, account, e-mail, phone or card holds the text', async () => {
    const keyword = 'sin';
    const customers = customersContaining(keyword);
    expect(customers.size).toBeGreaterThan(1);
    const expected = sqlite()
      .prepare<[string], number>('select count(*) from orders where customer_id in (select value from json_each(?))')
      .pluck()
      .get(JSON.stringify([...customers]));
    const page = await listOrders(finance, { keyword: keyword.toUpperCase() }, ALL);
    expect(page.total).toBe(expected);
    expect(page.items.every((row) => customers.has(row.customer_id))).toBe(true);
  });

  it('finds the whole account or card number only, for a text under three characters', async () => {
    const short = sqlite()
      .prepare<[], { id: number; account: string }>('select id, account from customers order by id limit 1')
      .get();
    if (!short) throw new Error('the demo seed has customers');
    sqlite().prepare("update customers set account = 'qz' where id = ?").run(short.id);
    const page = await listOrders(finance, { keyword: 'qz' }, ALL);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.account === 'qz')).toBe(true);
    expect((await listOrders(finance, { keyword: 'q' }, ALL)).total).toBe(0);
    expect((await listCustomers(support, { keyword: 'qz' }, ALL)).items.map((row) => row.id)).toEqual([short.id]);
  });

  it('finds a customer by part of a card number bound to them', async () => {
    const driver = driverInSession(2);
    const page = await listCustomers(support, { keyword: driver.cardNo.slice(1, 7).toLowerCase() }, ALL);
    expect(page.items.map((row) => row.id)).toContain(driver.customerId);
    const customers = customersContaining('tremblay');
    const byName = await listCustomers(support, { keyword: 'TREMBLAY' }, ALL);
    expect(new Set(byName.items.map((row) => row.id))).toEqual(customers);
    expect(byName.total).toBe(customers.size);
  });
});
