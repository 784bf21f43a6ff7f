import type { components } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import { addDays, type Locale, startOfDayInZone } from '@pcharging/validation';
import { customerIdOfAccount } from '../../data/customer/customer-queries';
import {
  countJournalEntries,
  journalEntriesByIds,
  journalIdsPage,
  journalTotals,
  listJournalPage,
  orderIdOfNumber,
} from '../../data/journal/journal-queries';
import type { JournalFilters } from '../../data/journal/journal-sql';
import {
  type StatementScope,
  statementDays,
  statementRefunds,
  statementStations,
} from '../../data/journal/statement-queries';
import { findOperator } from '../../data/operator/operator-queries';
import { findStation } from '../../data/station/station-queries';
import { adjustCustomerBalance } from '../../domain/money/balance-adjustments';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession, workbookAnswer } from '../../http/wire';
import { resolveDayRange } from '../../lib/day-range';
import { found, notFound } from '../../lib/errors';
import { EXPORT_CAP, exportFileName, exportTooLarge } from '../../lib/export-file';
import { invalidField } from '../../lib/invalid-input';
import { centsToMoney } from '../../lib/money';
import { writeWorkbookSheets } from '../../lib/spreadsheet';
import { textFilter } from '../../lib/text-filter';
import { parseTimeRange } from '../../lib/time-bound';
import { idsInSlices, inChunks, workbookOffLoop } from '../../lib/workbook-export';
import { journalSheet } from './journal-export';
import { journalRow } from './journal-wire';
import { statementSheets } from './statement-export';

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

/** The network days of a month `YYYY-MM`. */
function daysOfMonth(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  // 31 days after the first is always in the next month; its first day is computed from text, never from a year
  // number (year 100 would print as "100", and Date reads years 0–99 as 1900–1999).
  const next = `${addDays(from, 31).slice(0, 7)}-01`;
  return { from, to: addDays(next, -1) };
}

/** The days a statement covers: a month (`YYYY-MM`), or any range of days (`from`–`to`), and its file name part. */
function statementDaysOf(
  params: { month?: string; from?: string; to?: string },
  now: number,
  locale: Locale,
  timeZone: string,
): { days: { from: string; to: string }; label: string } {
  const ranged = params.from !== undefined || params.to !== undefined;
  if (params.month !== undefined && !ranged) return { days: daysOfMonth(params.month), label: params.month };
  if (params.month !== undefined) throw invalidField(locale, 'month', 'monthOrRange');
  if (params.from === undefined || params.to === undefined) throw invalidField(locale, 'month', 'monthOrRange');
  const days = resolveDayRange(params, now, locale, timeZone);
  return { days, label: days.from === days.to ? days.from : `${days.from}_${days.to}` };
}

/** The scope a statement was asked for, and the file name part naming it; an unknown station or operator is 404. */
function statementScope(
  db: AppDatabase,
  locale: Locale,
  params: { station_id?: number; operator_id?: number },
): { scope: StatementScope; suffix: string } {
  if (params.station_id !== undefined && params.operator_id !== undefined) {
    throw invalidField(locale, 'operator_id', 'stationOrOperator');
  }
  if (params.station_id !== undefined) {
    const { station } = found(findStation(db, params.station_id));
    return { scope: { kind: 'station', id: station.id }, suffix: `-station-${station.code}` };
  }
  if (params.operator_id !== undefined) {
    if (!findOperator(db, params.operator_id)) throw notFound();
    return { scope: { kind: 'operator', id: params.operator_id }, suffix: `-operator-${params.operator_id}` };
  }
  return { scope: { kind: 'network' }, suffix: '' };
}

export const journalOperations = {
  listJournalEntries: (c, params, paging) => {
    const { db } = c.get('deps');
    const filters = journalFilters(db, c.get('locale'), c.get('deps').config.network.timeZone, params);
    const page = listJournalPage(db, filters, paging);
    return ok(c, { total: page.total, total_capped: page.totalCapped, items: page.items.map(journalRow) });
  },
  getJournalTotals: (c, params) => {
    const { db } = c.get('deps');
    const totals = journalTotals(
      db,
      journalFilters(db, c.get('locale'), c.get('deps').config.network.timeZone, params),
    );
    return ok(c, {
      entries: totals.entries,
      top_ups: centsToMoney(totals.topUpsCents),
      payments: centsToMoney(-totals.paymentsCents),
      refunds_given: centsToMoney(totals.refundsCents),
      adjustments: centsToMoney(totals.adjustmentsCents),
      net: centsToMoney(totals.netCents),
    });
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
  adjustCustomerBalance: (c, params) => {
    const adjustment = {
      customerId: params.customer_id,
      direction: params.direction,
      amount: params.amount,
      reason: params.reason,
    };
    const id = adjustCustomerBalance(
      domainOf(c),
      adjustment,
      requireSession(c),
      c.get('deps').config.adjustmentCeilings,
    );
    const [entry] = journalEntriesByIds(c.get('deps').db, [id]);
    return ok(c, journalRow(found(entry)), 'adjusted');
  },
  exportStatement: (c, params) => {
    const { db, config, clock } = c.get('deps');
    const locale = c.get('locale');
    const { scope, suffix } = statementScope(db, locale, params);
    const { days, label } = statementDaysOf(params, clock.now(), locale, config.network.timeZone);
    const { timeZone } = config.network;
    const instants = {
      from: startOfDayInZone(days.from, timeZone),
      to: startOfDayInZone(addDays(days.to, 1), timeZone) - 1,
    };
    const sheets = statementSheets(locale, config.network, days, {
      days: statementDays(db, scope, days),
      stations: statementStations(db, scope, days),
      refunds: statementRefunds(db, scope, instants),
    });
    return workbookAnswer(c, new Uint8Array(writeWorkbookSheets(sheets)), `statement-${label}${suffix}.xlsx`);
  },
} satisfies AreaHandlers;
