import type { components } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import { EXPORT_CAP, exportFileName, exportTooLarge, workbookAnswer } from '../../lib/export-file';
import type { AreaHandlers } from '../../lib/operation-handlers';
import { textFilter } from '../../lib/text-filter';
import { parseTimeRange } from '../../lib/time-bound';
import { ok } from '../../lib/wire';
import { idsInSlices, inChunks, workbookOffLoop } from '../../lib/workbook-export';
import { customerIdOfAccount } from '../customer/customer.repo';
import {
  countJournalEntries,
  journalEntriesByIds,
  journalIdsPage,
  listJournalPage,
  orderIdOfNumber,
} from './journal.repo';
import { journalSheet } from './journal-export';
import type { JournalFilters } from './journal-query';
import { journalRow } from './journal-wire';

type JournalListParams = components['schemas']['JournalListParams'];

function journalFilters(db: AppDatabase, locale: Locale, timeZone: string, params: JournalListParams): JournalFilters {
  const created = parseTimeRange(
    locale,
    timeZone,
    { field: 'created_from', title: 'recorded from', text: params.created_from },
    { field: 'created_to', title: 'recorded until', text: params.created_to },
  );
  const entryNo = textFilter(params.entry_no);
  const orderNo = textFilter(params.order_no);
  const account = textFilter(params.account);
  return {
    ...(entryNo ? { entryNo } : {}),
    ...(orderNo ? { orderId: orderIdOfNumber(db, orderNo) } : {}),
    ...(account ? { customerId: customerIdOfAccount(db, account) } : {}),
    ...(params.type === undefined ? {} : { type: params.type }),
    ...(created.from === undefined ? {} : { createdFrom: created.from }),
    ...(created.to === undefined ? {} : { createdTo: created.to }),
  };
}

export const journalOperations = {
  listJournalEntries: (c, params, paging) => {
    const { db } = c.get('deps');
    const filters = journalFilters(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    const page = listJournalPage(db, filters, paging);
    return ok(c, { total: page.total, total_capped: page.totalCapped, items: page.items.map(journalRow) });
  },
  exportJournalEntries: async (c, params) => {
    const { db, clock } = c.get('deps');
    const filters = journalFilters(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    if (countJournalEntries(db, filters, EXPORT_CAP).capped) throw exportTooLarge();
    const ids = await idsInSlices((window) => journalIdsPage(db, filters, window), EXPORT_CAP);
    const sheet = journalSheet(c.get('locale'), c.get('deps').config.network);
    const bytes = await workbookOffLoop(
      sheet,
      inChunks(ids, (chunk) => sheet.rowsOf(journalEntriesByIds(db, chunk))),
    );
    return workbookAnswer(c, bytes, exportFileName('journal', clock.now(), c.get('deps').config.network.timeZone));
  },
} satisfies AreaHandlers;
