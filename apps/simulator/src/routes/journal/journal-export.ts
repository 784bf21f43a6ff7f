import type { Locale } from '@pcharging/validation';
import type { JournalRecord } from '../../data/journal/journal-sql';
import { dictionary } from '../../lib/dictionaries';
import type { NetworkSettings } from '../../lib/env';
import { sheetHeadings, sheetMoney, sheetTime } from '../../lib/export-file';
import type { Cell } from '../../lib/spreadsheet';

const sheetNames: Record<Locale, string> = { en: 'Money journal', fr: 'Journal financier', 'zh-cn': '资金流水' };

const headings: Record<Locale, readonly string[]> = {
  en: [
    'Entry number',
    'Type',
    'Customer account',
    'Amount ($)',
    'Balance after ($)',
    'Order number',
    'Remark',
    'Time (UTC)',
  ],
  fr: [
    "Numéro d'écriture",
    'Type',
    'Compte client',
    'Montant ($)',
    'Solde après ($)',
    'Numéro de commande',
    'Remarque',
    'Date (UTC)',
  ],
  'zh-cn': ['流水号', '类型', '客户账号', '金额（$）', '变动后余额（$）', '订单号', '备注', '时间 (UTC)'],
};

/** The journal sheet in the request's language: headings, and its rows with type names, times in the network's zone and money in its currency. */
export function journalSheet(locale: Locale, network: NetworkSettings) {
  const types = new Map((dictionary('journal_type', locale) ?? []).map((entry) => [entry.id, entry.name]));
  const rowsOf = (records: readonly JournalRecord[]): Cell[][] =>
    records.map((entry) => [
      entry.entryNo,
      types.get(entry.type) ?? String(entry.type),
      entry.account,
      sheetMoney(entry.amountCents),
      sheetMoney(entry.balanceAfterCents),
      entry.orderNo,
      entry.remark,
      sheetTime(entry.createdAt, network.timeZone),
    ]);
  return { sheetName: sheetNames[locale], header: sheetHeadings(headings[locale], network), rowsOf };
}
