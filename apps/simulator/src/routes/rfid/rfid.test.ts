import * as XLSX from '@e965/xlsx';
import {
  addRfidCard,
  bindRfidCard,
  createRfidAccount,
  getCustomer,
  importRfidCards,
  listRfidCards,
  unbindRfidCard,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { assertConformingAnswer, rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'support', 'finance', 'auditor']);
const { ops, support, finance, auditor } = suite.clients;

interface OutboxRow {
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  created_at: number;
}

const outboxFor = (address: string) =>
  suite.harness.database.sqlite
    .prepare('select to_address, kind, subject, body, created_at from outbox_emails where to_address = ? order by id')
    .all(address) as OutboxRow[];

const outboxCount = () =>
  (suite.harness.database.sqlite.prepare('select count(*) as n from outbox_emails').get() as { n: number }).n;

const customerByAccount = (account: string) =>
  suite.harness.database.sqlite.prepare('select * from customers where account = ?').get(account) as
    | { id: number; email: string; status: number; consent: number; name: string }
    | undefined;

/** The seeded card `id` and its holder's account, name and e-mail. */
function seededCard(id: number) {
  return suite.harness.database.sqlite
    .prepare(
      `select r.card_no, c.account, c.name, c.email from rfid_cards r
       left join customers c on c.id = r.customer_id where r.id = ?`,
    )
    .get(id) as { card_no: string; account: string | null; name: string | null; email: string | null };
}

const workbook = (rows: (string | null)[][], bookType: 'xlsx' | 'biff8' = 'xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Cards');
  return new Blob([XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer]);
};

/** A raw multipart call, for bodies the api-client would never send. */
async function postMultipart(form: FormData, token: string, locale = 'en') {
  const request = new Request('http://sim.test/api/index.php/_pcharging/Rfid/import', {
    method: 'POST',
    headers: { token, 'Accept-Language': locale },
    body: form,
  });
  const response = await suite.harness.app.fetch(request.clone());
  await assertConformingAnswer(request, response);
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

describe('listRfidCards', () => {
  it('pages through every card, newest first, with the holder and the station', async () => {
    const page = await listRfidCards(auditor, {}, { page: 1, size: 20 });
    expect(page.total).toBe(315);
    expect(page.items).toHaveLength(20);
    const ids = page.items.map((card) => card.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bound = await listRfidCards(auditor, { bound: 1 }, { page: 1, size: 100 });
    for (const card of bound.items) {
      const seeded = seededCard(card.id);
      expect(card).toMatchObject({ account: seeded.account, customer_name: seeded.name });
      expect(card.bound_at).not.toBeNull();
    }
  });

  it('filters by bound or unbound, card number, account, station and status', async () => {
    const unbound = await listRfidCards(auditor, { bound: 0 }, { page: 1, size: 100 });
    expect(unbound.total).toBe(60);
    expect(unbound.items.every((card) => card.customer_id === null && card.account === null)).toBe(true);
    expect((await listRfidCards(auditor, { bound: 1 }, { page: 1, size: 1 })).total).toBe(255);

    expect((await listRfidCards(auditor, { card_no: 'rf009000' }, { page: 1, size: 1 })).total).toBe(60);

    const holder = seededCard(1).account ?? '';
    const byAccount = await listRfidCards(auditor, { account: holder }, { page: 1, size: 10 });
    expect(byAccount.items.map((card) => card.account)).toContain(holder);
    expect(byAccount.items.every((card) => card.account?.includes(holder))).toBe(true);

    const withStation = suite.harness.database.sqlite
      .prepare('select station_id, count(*) as n from rfid_cards where station_id is not null group by station_id')
      .get() as { station_id: number; n: number };
    const atStation = await listRfidCards(auditor, { station_id: withStation.station_id }, { page: 1, size: 50 });
    expect(atStation.total).toBe(withStation.n);
    expect(atStation.items.every((card) => card.station_name !== null)).toBe(true);

    expect((await listRfidCards(auditor, { status: 0 }, { page: 1, size: 1 })).total).toBe(0);
    expect((await listRfidCards(auditor, { card_no: '%' }, { page: 1, size: 1 })).total).toBe(0);
  });

  it('refuses finance, which holds no card permission, and an unknown bound value', async () => {
    expect((await rejection(listRfidCards(finance, {}, { page: 1, size: 1 })))?.code).toBe(ErrorCode.Forbidden);
    const { token } = await signIn(suite.harness, 'auditor');
    const response = await suite.harness.send('/Rfid/lists', { token, locale: 'fr', body: 'params[bound]=2' });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Liée invalide (parmi 0, 1)' });
  });
});

describe('addRfidCard', () => {
  it('adds an unbound card, upper-casing its number', async () => {
    const card = await addRfidCard(ops, { card_no: 'rf00990001' });
    expect(card).toMatchObject({ card_no: 'RF00990001', customer_id: null, account: null, status: 1, bound_at: null });
    const withStation = await addRfidCard(ops, { card_no: 'RF00990002', station_id: 3 });
    expect(withStation).toMatchObject({ station_id: 3, station_name: expect.any(String) });
    expect((await listRfidCards(auditor, { card_no: 'RF0099000' }, { page: 1, size: 5 })).total).toBe(2);
  });

  it('refuses a card number that exists, whatever its case', async () => {
    await addRfidCard(ops, { card_no: 'RF00990003' });
    const error = await rejection(addRfidCard(ops, { card_no: 'rf00990003' }));
    expect(error).toMatchObject({ code: ErrorCode.Conflict, message: 'RF00990003 already exists' });
  });

  it('says what is wrong with a malformed or missing card number and an unknown station', async () => {
    const malformed = await rejection(addRfidCard(ops, { card_no: 'RF-12' }));
    expect(malformed?.fieldErrors.card_no).toBe('Invalid card number (wrong format)');
    const missing = await rejection(addRfidCard(ops, { card_no: '' }));
    expect(missing?.fieldErrors.card_no).toBe('Card number cannot be empty');
    const station = await rejection(addRfidCard(ops, { card_no: 'RF00990004', station_id: 9999 }));
    expect(station).toMatchObject({ code: ErrorCode.NotFound, message: 'Unknown station' });
  });

  it('is refused to the read-only auditor', async () => {
    expect((await rejection(addRfidCard(auditor, { card_no: 'RF00990005' })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('bindRfidCard and unbindRfidCard', () => {
  it('binds an unbound card to a registered account and e-mails the customer', async () => {
    const card = await bindRfidCard(support, { id: 256, account: 'aisha.roy.1' });
    expect(card).toMatchObject({ id: 256, account: 'aisha.roy.1', customer_name: 'Aisha Roy' });
    expect(card.bound_at).toBe(new Date(suite.harness.clock.now()).toISOString());
    const [notice, ...others] = outboxFor('aisha.roy.1@mail.example');
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'rfid_bound',
      subject: `Your RFID card ${card.card_no} is now linked to your account`,
      created_at: suite.harness.clock.now(),
    });
    expect(notice?.body).toContain('Hello Aisha Roy');
  });

  it("answers 'Account invalid' for an unknown or a disabled account, in the caller's language", async () => {
    const before = outboxCount();
    const unknown = await rejection(bindRfidCard(support, { id: 257, account: 'nobody.here' }));
    expect(unknown).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Account invalid' });
    const disabled = await rejection(bindRfidCard(support, { id: 257, account: 'liam.lavoie.34' }));
    expect(disabled?.message).toBe('Account invalid');
    const { client: supportFr } = await signIn(suite.harness, 'support', undefined, 'fr');
    expect((await rejection(bindRfidCard(supportFr, { id: 257, account: 'nobody.here' })))?.message).toBe(
      'Compte invalide',
    );
    const { client: supportZh } = await signIn(suite.harness, 'support', undefined, 'zh-cn');
    expect((await rejection(bindRfidCard(supportZh, { id: 257, account: 'nobody.here' })))?.message).toBe('账号无效');
    expect(outboxCount()).toBe(before);
  });

  it('refuses a card bound to someone already, naming the holder', async () => {
    const holder = seededCard(2).account ?? '';
    const error = await rejection(bindRfidCard(support, { id: 2, account: 'aisha.roy.1' }));
    expect(error).toMatchObject({ code: ErrorCode.Conflict, message: `Charger has already bound to ${holder}` });
    const { client: supportFr } = await signIn(suite.harness, 'support', undefined, 'fr');
    expect((await rejection(bindRfidCard(supportFr, { id: 2, account: 'aisha.roy.1' })))?.message).toBe(
      `La carte est déjà liée à ${holder}`,
    );
  });

  it('unbinds a card, e-mails the former holder, and refuses to unbind it twice', async () => {
    const holder = seededCard(1);
    const card = await unbindRfidCard(support, { id: 1 });
    expect(card).toMatchObject({ customer_id: null, account: null, bound_at: null });
    const notices = outboxFor(holder.email ?? '');
    expect(notices.map((n) => [n.kind, n.subject])).toEqual([
      ['rfid_unbound', `Your RFID card ${holder.card_no} is no longer linked to your account`],
    ]);
    const again = await rejection(unbindRfidCard(support, { id: 1 }));
    expect(again).toMatchObject({ code: ErrorCode.InvalidState, message: 'The card is not bound to any account' });
    const rebound = await bindRfidCard(support, { id: 1, account: holder.account ?? '' });
    expect(rebound.account).toBe(holder.account);
  });

  it('answers 404 for a card that does not exist and refuses roles without the permission', async () => {
    expect((await rejection(bindRfidCard(support, { id: 9999, account: 'aisha.roy.1' })))?.code).toBe(
      ErrorCode.NotFound,
    );
    expect((await rejection(unbindRfidCard(support, { id: 9999 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(bindRfidCard(finance, { id: 259, account: 'aisha.roy.1' })))?.code).toBe(
      ErrorCode.Forbidden,
    );
    expect((await rejection(unbindRfidCard(auditor, { id: 3 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('createRfidAccount', () => {
  it('creates a pending account, binds the card and e-mails a request for consent', async () => {
    const card = await createRfidAccount(support, {
      account: 'noah.driver',
      name: 'Noah Driver',
      email: 'noah.driver@mail.example',
      phone: '+1 514 555 7777',
      id: 260,
    });
    expect(card).toMatchObject({ id: 260, account: 'noah.driver', customer_name: 'Noah Driver' });
    const customer = customerByAccount('noah.driver');
    expect(customer).toMatchObject({ status: 1, consent: 0, email: 'noah.driver@mail.example' });
    const detail = await getCustomer(support, { id: customer?.id ?? 0 });
    expect(detail).toMatchObject({ consent: 0, balance: '0.00', cards: 1 });
    expect(detail.card_list.map((c) => c.id)).toEqual([260]);
    const notices = outboxFor('noah.driver@mail.example');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'account_consent', subject: 'Please confirm your charging account' });
    expect(notices[0]?.body).toContain(card.card_no);
  });

  it('refuses an account name in use and a bound card, and writes nothing then', async () => {
    const customersBefore = suite.harness.database.sqlite.prepare('select count(*) as n from customers').get();
    const before = outboxCount();
    const taken = await rejection(
      createRfidAccount(support, { account: 'aisha.roy.1', name: 'Someone', email: 'someone@mail.example', id: 261 }),
    );
    expect(taken).toMatchObject({ code: ErrorCode.Conflict, message: 'aisha.roy.1 already exists' });
    const bound = await rejection(
      createRfidAccount(support, { account: 'fresh.one', name: 'Fresh One', email: 'fresh@mail.example', id: 2 }),
    );
    expect(bound?.code).toBe(ErrorCode.Conflict);
    expect(bound?.message).toMatch(/^Charger has already bound to /);
    expect(suite.harness.database.sqlite.prepare('select count(*) as n from customers').get()).toEqual(customersBefore);
    expect(outboxCount()).toBe(before);
  });

  it('requires an account, a name and a well-formed e-mail', async () => {
    const error = await rejection(
      createRfidAccount(support, { account: 'x', name: '', email: 'not-an-email', id: 261 }),
    );
    expect(error?.fieldErrors).toEqual({
      account: 'Invalid customer account (wrong format)',
      name: 'Customer name cannot be empty',
      email: 'Invalid e-mail (name@domain.tld)',
    });
  });

  it('is refused to roles without operator:rfid:account', async () => {
    const input = { account: 'finance.made', name: 'Finance Made', email: 'fm@mail.example' };
    expect((await rejection(createRfidAccount(finance, { ...input, id: 262 })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(createRfidAccount(auditor, { ...input, id: 262 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('importRfidCards', () => {
  it('imports a real XLSX and reports every row: imported, skipped or failed, and why', async () => {
    const file = workbook([
      ['card_no', 'account'],
      ['rf00880001', ''],
      ['RF00880002', 'olivia.lefebvre.5'],
      ['RF00880001', null],
      ['RF00100000', null],
      ['bad-card', null],
      ['RF00880003', 'nobody.here'],
      ['RF00880004', 'liam.lavoie.34'],
      [null, null],
      ['RF00880005', ''],
    ]);
    const report = await importRfidCards(ops, { file: new File([file], 'cards.xlsx') });
    expect(report).toMatchObject({ imported: 3, skipped: 2, failed: 3 });
    expect(report.rows.map((r) => [r.row, r.card_no, r.outcome, r.reason, r.message])).toEqual([
      [2, 'RF00880001', 'imported', null, ''],
      [3, 'RF00880002', 'imported', null, ''],
      [4, 'RF00880001', 'skipped', 'duplicate_in_file', 'Repeats the card of row 2'],
      [5, 'RF00100000', 'skipped', 'already_exists', 'The card already exists'],
      [6, 'BAD-CARD', 'failed', 'invalid_format', 'Invalid card number (4 to 32 letters and digits)'],
      [7, 'RF00880003', 'failed', 'unknown_account', 'Account invalid'],
      [8, 'RF00880004', 'failed', 'unknown_account', 'Account invalid'],
      [10, 'RF00880005', 'imported', null, ''],
    ]);
    const imported = await listRfidCards(auditor, { card_no: 'RF0088000' }, { page: 1, size: 10 });
    expect(imported.items.map((c) => [c.card_no, c.account]).sort()).toEqual([
      ['RF00880001', null],
      ['RF00880002', 'olivia.lefebvre.5'],
      ['RF00880005', null],
    ]);
    expect(outboxFor('olivia.lefebvre.5@mail.example').map((n) => n.kind)).toEqual(['rfid_bound']);
  });

  it('reads the legacy XLS format and a header in other words', async () => {
    const report = await importRfidCards(ops, {
      file: new File(
        [
          workbook(
            [
              ['Card number', 'Note'],
              ['RF00770001', 'spare'],
              ['RF00770002', ''],
            ],
            'biff8',
          ),
        ],
        'cards.xls',
      ),
    });
    expect(report).toMatchObject({ imported: 2, skipped: 0, failed: 0 });
  });

  it('tells the total in the answer message, in the language of the request', async () => {
    const form = new FormData();
    form.append('file', workbook([['card_no'], ['RF00660001'], ['RF00660001']]), 'c.xlsx');
    const answer = await postMultipart(form, suite.tokenOf('support'), 'fr');
    expect(answer).toMatchObject({ code: 200, msg: 'Import terminé : 1 importées, 1 ignorées, 0 en échec' });
  });

  it('refuses files that are not XLS or XLSX, empty, too large, without a card column or rows, or too long', async () => {
    const cases: [Blob, string][] = [
      [new Blob(['card_no\nRF00550001\n']), 'File type not supported: only XLS and XLSX files can be imported'],
      [new Blob([]), 'The file is empty'],
      [new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]), 'The file exceeds the size limit of 2 MB'],
      [
        workbook([['number'], ['RF00550002']]),
        'The first row must name the columns: "Card number", and "Account" for cards that go to customers. The import window offers a template.',
      ],
      [workbook([['card_no']]), 'The sheet has no card rows below its header row'],
      [
        workbook([['card_no'], ...Array.from({ length: 1001 }, (_, i) => [`RF0055${String(i).padStart(4, '0')}`])]),
        'At most 1000 cards can be imported at a time; the sheet has 1001',
      ],
    ];
    for (const [file, message] of cases) {
      expect(await rejection(importRfidCards(ops, { file: new File([file], 'cards.xlsx') }))).toMatchObject({
        code: ErrorCode.InvalidInput,
        message,
      });
    }
    expect((await listRfidCards(auditor, { card_no: 'RF0055' }, { page: 1, size: 1 })).total).toBe(0);
  });

  it('requires the file part, also when the body is a plain form', async () => {
    const answer = await postMultipart(new FormData(), suite.tokenOf('support'), 'fr');
    expect(answer).toMatchObject({ code: 1001, msg: 'Fichier tableur ne peut pas être vide' });
    const plain = await suite.harness.send('/Rfid/import', { token: suite.tokenOf('support'), body: 'params[file]=x' });
    expect(await plain.json()).toMatchObject({ code: 1001, data: { errors: [{ field: 'file' }] } });
    const noFile = await suite.harness.send('/Rfid/import', { token: suite.tokenOf('support'), body: '' });
    expect(await noFile.json()).toMatchObject({ code: 1001, msg: 'Spreadsheet file cannot be empty' });
    const broken = await suite.harness.app.fetch(
      new Request('http://sim.test/api/index.php/_pcharging/Rfid/import', {
        method: 'POST',
        headers: { token: suite.tokenOf('support'), 'Content-Type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
      }),
    );
    expect(broken.status).toBe(200);
    expect(await broken.json()).toMatchObject({ code: 1001, msg: 'Spreadsheet file cannot be empty' });
  });

  it('is refused to roles without operator:rfid:import and recorded in the operation log', async () => {
    const file = workbook([['card_no'], ['RF00440001']]);
    expect((await rejection(importRfidCards(finance, { file: new File([file], 'cards.xlsx') })))?.code).toBe(
      ErrorCode.Forbidden,
    );
    expect((await rejection(importRfidCards(auditor, { file: new File([file], 'cards.xlsx') })))?.code).toBe(
      ErrorCode.Forbidden,
    );
    await importRfidCards(support, { file: new File([file], 'cards.xlsx') });
    const log = suite.harness.database.sqlite
      .prepare(
        "select username, result_code from operation_logs where operation_id = 'importRfidCards' order by id desc",
      )
      .get();
    expect(log).toEqual({ username: 'support', result_code: '200' });
  });
});
