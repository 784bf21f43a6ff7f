import { File as NodeFile } from 'node:buffer';
import * as XLSX from '@e965/xlsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 15_000 };

const outbox = (kind: string, address: string) =>
  simulator.harness.database.sqlite
    .prepare('select subject from outbox_emails where kind = ? and to_address = ?')
    .all(kind, address) as { subject: string }[];

const cardRow = (cardNo: string) => screen.getByText(cardNo).closest('tr') as HTMLElement;

/** The app's client builds multipart bodies with the global FormData; Node's fetch only sends its own. */
async function useNodeFormData() {
  const probe = new Request('http://local.test', { method: 'POST', body: new URLSearchParams('a=1') });
  vi.stubGlobal('FormData', (await probe.formData()).constructor);
}

function chooseFile(name: string, bytes: string | Uint8Array) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new NodeFile([bytes], name)] } });
}

function workbook(rows: string[][]): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Cards');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('RFID cards screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the filters in the URL and lists the matching cards', async () => {
    await signInAs('admin');
    const { router } = renderApp('/operator/rfid?bound=0');
    expect(await screen.findByText('RF00900059', undefined, slow)).toBeTruthy();
    expect(screen.getByText('Total: 60')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: ' RF0090005 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?card_no=RF0090005&bound=0'));
    expect(await screen.findByText('Total: 10', undefined, slow)).toBeTruthy();
    expect(screen.queryByText('RF00900049')).toBeNull();
  }, 120_000);

  it('binds a card to a customer, then unbinds it, e-mailing the customer each time', async () => {
    await signInAs('admin');
    renderApp('/operator/rfid?card_no=RF00900059');
    await screen.findByText('RF00900059', undefined, slow);
    fireEvent.click(within(cardRow('RF00900059')).getByText('Bind'));

    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'aisha.roy.1' } });
    fireEvent.click(await screen.findByText('Aisha Roy (aisha.roy.1)', undefined, slow));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(
      await screen.findByText(
        'Card RF00900059 is bound to aisha.roy.1. The customer has been notified by e-mail.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(outbox('rfid_bound', 'aisha.roy.1@mail.example')).toHaveLength(1);
    await waitFor(() => expect(within(cardRow('RF00900059')).getByText('aisha.roy.1')).toBeTruthy(), slow);

    fireEvent.click(within(cardRow('RF00900059')).getByText('Unbind'));
    expect(
      await screen.findByText('Unbind card RF00900059 from aisha.roy.1? The customer will be notified by e-mail.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'Card RF00900059 is unbound from aisha.roy.1. The customer has been notified by e-mail.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(outbox('rfid_unbound', 'aisha.roy.1@mail.example')).toHaveLength(1);
  }, 120_000);

  it('shows the server refusals when the account is invalid or the card bound already', async () => {
    await signInAs('admin');
    renderApp('/operator/rfid?card_no=RF00900058');
    await screen.findByText('RF00900058', undefined, slow);
    fireEvent.click(within(cardRow('RF00900058')).getByText('Bind'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'jun' } });
    fireEvent.click(await screen.findByText('Jun Côté (jun.cote.2)', undefined, slow));
    // The account is disabled between the search and the bind.
    simulator.harness.database.sqlite.prepare("update customers set status = 0 where account = 'jun.cote.2'").run();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText('Account invalid', undefined, slow)).toBeTruthy();

    // Someone else binds the card in the meantime.
    simulator.harness.database.sqlite.prepare("update customers set status = 1 where account = 'jun.cote.2'").run();
    simulator.harness.database.sqlite
      .prepare("update rfid_cards set customer_id = 3, bound_at = 1 where card_no = 'RF00900058'")
      .run();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(
      await within(dialog).findByText('Charger has already bound to thomas.lavoie.3', undefined, slow),
    ).toBeTruthy();
  }, 120_000);

  it('creates an account for the holder of an unbound card and says a consent e-mail goes out', async () => {
    await signInAs('admin');
    renderApp('/operator/rfid?card_no=RF00900057');
    await screen.findByText('RF00900057', undefined, slow);
    fireEvent.click(within(cardRow('RF00900057')).getByText('Create account'));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText(/receives an e-mail asking for consent/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Customer account'), { target: { value: 'noah.driver' } });
    fireEvent.change(within(dialog).getByLabelText('Customer name'), { target: { value: 'Noah Driver' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'noah@mail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Invalid E-mail')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'noah.driver@mail.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Create this account and send the consent request to noah.driver@mail.example?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'Account created. A request for consent has been e-mailed to noah.driver@mail.example.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(outbox('account_consent', 'noah.driver@mail.example')).toHaveLength(1);
    const customer = simulator.harness.database.sqlite
      .prepare("select consent from customers where account = 'noah.driver'")
      .get() as { consent: number };
    expect(customer.consent).toBe(0);
  }, 120_000);

  it('imports an XLSX sheet and shows the report per row, and refuses a CSV before sending it', async () => {
    await signInAs('admin');
    await useNodeFormData();
    renderApp('/operator/rfid');
    await screen.findByText('RF00900059', undefined, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const importDialog = await screen.findByRole('dialog', {}, slow);
    expect(within(importDialog).getByText(/at most 1000 rows/)).toBeTruthy();
    expect(
      within(importDialog)
        .getByRole('link', { name: /Download the template/ })
        .getAttribute('href'),
    ).toBe('./rfid-import-template.xlsx');

    chooseFile('cards.csv', 'card_no\nRFCSV0001\n');
    expect(await screen.findByText('This file type is not supported. Please choose XLS, XLSX')).toBeTruthy();
    expect(simulator.calls).not.toContain('/Rfid/import');

    chooseFile('names.xlsx', workbook([['name'], ['Aisha']]));
    const refusal = await within(importDialog).findByRole('alert', {}, slow);
    expect(refusal.textContent).toContain('The sheet was not imported');

    chooseFile(
      'cards.xlsx',
      workbook([
        ['card_no', 'account'],
        ['RFIMPORT01', 'aisha.roy.1'],
        ['RFIMPORT01', ''],
        ['bad!', ''],
      ]),
    );
    const report = (await screen.findByText('Import report', undefined, slow)).closest('.ant-modal') as HTMLElement;
    const rows = within(report).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RowCard numberCustomer accountResultReason',
      '2RFIMPORT01aisha.roy.1Imported—',
      expect.stringMatching(/^3RFIMPORT01—Skipped.+/),
      expect.stringMatching(/^4BAD!—Failed.+/),
    ]);
    expect(outbox('rfid_bound', 'aisha.roy.1@mail.example').some((mail) => mail.subject.includes('RFIMPORT01'))).toBe(
      true,
    );
  }, 120_000);

  it('shows an auditor the cards without any control that changes them', async () => {
    await signInAs('auditor');
    renderApp('/operator/rfid');
    await screen.findByText('RF00900059', undefined, slow);
    for (const label of ['Add card', 'Import', 'Bind', 'Unbind', 'Create account']) {
      expect(screen.queryByText(label)).toBeNull();
    }
    expect(document.querySelector('input[type=file]')).toBeNull();
  }, 120_000);
});
