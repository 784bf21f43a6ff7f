import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { callApi, type PageOf } from './api';
import { expect, type Page, test } from './fixtures';
import { outbox, resetNetwork } from './sim';
import { signIn } from './support';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test('binding and unbinding an RFID card each e-mail the customer', async ({ page }) => {
  const customer = 'aisha.roy.1@mail.example';
  await signIn(page, 'admin', '/operator/rfid?card_no=RF00900059');
  await row(page, 'RF00900059').getByText('Bind', { exact: true }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('aisha.roy.1');
  await page.getByText('Aisha Roy (aisha.roy.1)', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Bind' }).click();
  await expect(
    page.getByText('Card RF00900059 is bound to aisha.roy.1. The customer has been notified by e-mail.'),
  ).toBeVisible();
  await expect(row(page, 'RF00900059')).toContainText('aisha.roy.1');
  expect((await outbox(page, customer)).map((email) => email.kind)).toEqual(['rfid_bound']);

  await row(page, 'RF00900059').getByText('Unbind', { exact: true }).click();
  await expect(
    page.getByText('Unbind card RF00900059 from aisha.roy.1? The customer will be notified by e-mail.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText('Card RF00900059 is unbound from aisha.roy.1. The customer has been notified by e-mail.'),
  ).toBeVisible();
  expect((await outbox(page, customer)).map((email) => email.kind)).toEqual(['rfid_unbound', 'rfid_bound']);
});

test('editing a price template previews what the new fees would have charged, and warns twice, before saving', async ({
  page,
}) => {
  const warning =
    'Modifying this price template directly affects the electricity prices of all stations using it (5 at present).';
  await signIn(page, 'admin', '/operator/price_tmp');
  await row(page, 'Standard AC').getByText('Edit', { exact: true }).click();

  const dialog = page.getByRole('dialog').filter({ hasText: 'Electricity fee' });
  await expect(dialog.getByText(warning)).toBeVisible();
  await dialog.getByLabel('Electricity fee').fill('0.21');
  await dialog.getByRole('button', { name: 'Preview the change' }).click();
  const preview = dialog.getByRole('region', { name: 'What the new fees would have charged' });
  await expect(preview.getByText('All stations using the template')).toBeVisible();
  await expect(preview.getByText('Typical session')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirmation = page.locator('.ant-modal-confirm').filter({ hasText: warning });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText('these stations would have earned');
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Template saved: 5 stations now charge the new prices.')).toBeVisible();
  await expect(row(page, 'Standard AC')).toContainText('0.21');
});

test('exporting orders downloads a valid XLSX workbook of the orders listed', async ({ page }) => {
  await signIn(page, 'admin');
  const orders = await callApi<PageOf<{ order_no: string }>>(page, '/Order/lists', {}, { page: 1, perpage: 1 });
  const orderNo = orders.items[0]?.order_no ?? '';
  await page.goto('/#/money/order');
  await expect(page.getByText(orderNo).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await expect(page.getByText('Downloading data, please wait.')).toBeVisible();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{8}-\d{6}\.xlsx$/);

  const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  expect(sheet, 'the workbook has a sheet').toBeDefined();
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet as XLSX.WorkSheet, { header: 1 });
  expect(rows.length).toBeGreaterThan(1);
  expect(rows.flat().map(String)).toContain(orderNo);
});

test('an RFID import refuses a CSV file with the spec message and sends nothing', async ({ page }) => {
  await signIn(page, 'admin', '/operator/rfid');
  await expect(page.getByText('RF00900059')).toBeVisible();
  let imports = 0;
  page.on('request', (request) => {
    if (request.url().includes('/Rfid/import')) imports += 1;
  });
  // The import opens a dialog that describes the columns and offers a template before the file is chosen.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: /template/i })).toBeVisible();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from('card_no\nRFCSV0001\n') });
  await expect(page.getByText('This file type is not supported. Please choose XLS, XLSX')).toBeVisible();
  expect(imports).toBe(0);
});
