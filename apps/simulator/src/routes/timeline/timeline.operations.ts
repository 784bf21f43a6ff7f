import type { components, ParamsOf } from '@pcharging/api-client';
import { timelineEvents } from '@pcharging/api-client/enums';
import type { Locale } from '@pcharging/validation';
import { preparedPerShape, presentKeys, rawStatement } from '../../data/prepared';
import { type TimelineFilters, type TimelineRecord, timelinePageQuery } from '../../data/timeline/timeline-queries';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok, workbookAnswer } from '../../http/wire';
import { alarmText } from '../../lib/alarm-texts';
import { InvalidInputError } from '../../lib/errors';
import { EXPORT_CAP, exportFileName, exportTooLarge } from '../../lib/export-file';
import { iso } from '../../lib/iso-time';
import { translate } from '../../lib/messages';
import { storedWord } from '../../lib/stored-word';
import { parseTimeRange } from '../../lib/time-bound';
import { workbookOffLoop } from '../../lib/workbook-export';
import { timelineSheet } from './timeline-export';

type TimelineEntry = components['schemas']['TimelineEntry'];

const pageStatement = preparedPerShape(presentKeys, (db, filters: TimelineFilters) =>
  rawStatement<TimelineRecord>(db, timelinePageQuery(filters)),
);

function timelineFilters(locale: Locale, timeZone: string, params: ParamsOf<'listTimeline'>): TimelineFilters {
  if (params.station_id === undefined && params.pile_id === undefined && params.port_id === undefined) {
    const message = translate(locale, 'timelineScope');
    throw new InvalidInputError(message, [{ field: 'station_id', message }]);
  }
  const range = parseTimeRange(
    locale,
    timeZone,
    { field: 'from', title: 'from', text: params.from },
    { field: 'to', title: 'until', text: params.to },
  );
  return {
    ...(params.station_id === undefined ? {} : { stationId: params.station_id }),
    ...(params.pile_id === undefined ? {} : { chargerId: params.pile_id }),
    ...(params.port_id === undefined ? {} : { portId: params.port_id }),
    ...(params.kind === undefined ? {} : { kind: params.kind }),
    ...(range.from === undefined ? {} : { from: range.from }),
    ...(range.to === undefined ? {} : { to: range.to }),
  };
}

function entryOf(record: TimelineRecord, locale: Locale): TimelineEntry {
  return {
    at: iso(record.at) ?? '',
    kind: record.kind,
    event: storedWord(timelineEvents, record.event, 'command'),
    station_id: record.stationId,
    pile_id: record.chargerId,
    pile_name: record.chargerName,
    port_id: record.portId,
    port_code: record.portCode,
    status_from: record.statusFrom,
    status_to: record.statusTo,
    session_id: record.sessionId,
    order_id: record.orderId,
    order_no: record.orderNo,
    energy_kwh: record.energyWh === null ? null : record.energyWh / 1000,
    end_kind: record.endKind,
    alarm_id: record.alarmId,
    code: record.code,
    // Alarm entries speak the reader's language; a command's result message is kept as it was answered.
    message:
      record.alarmId !== null && record.code ? alarmText(record.code, record.message ?? '', locale) : record.message,
    operation_id: record.operationId,
    username: record.username,
    result_code: record.resultCode,
    reason: record.reason === null ? null : String(record.reason),
  };
}

/** The placeholders' values: the kind changes the SQL itself, not a value. */
function filterValues(filters: TimelineFilters): Record<string, unknown> {
  const { kind: _kind, ...values } = filters;
  return values;
}

const EXPORT_SLICE = 2_500;

export const timelineOperations = {
  listTimeline: (c, params, paging) => {
    const filters = timelineFilters(c.get('locale'), c.get('deps').config.network.timeZone, params);
    const records = pageStatement(c.get('deps').db, filters).all({ ...filterValues(filters), ...paging });
    return ok(c, { total: records[0]?.total ?? 0, items: records.map((record) => entryOf(record, c.get('locale'))) });
  },
  exportTimeline: async (c, params) => {
    const { db, clock } = c.get('deps');
    const filters = timelineFilters(c.get('locale'), c.get('deps').config.network.timeZone, params);
    const statement = pageStatement(db, filters);
    const values = filterValues(filters);
    const first = statement.all({ ...values, limit: EXPORT_SLICE, offset: 0 });
    const total = first[0]?.total ?? 0;
    if (total > EXPORT_CAP) throw exportTooLarge();
    const sheet = timelineSheet(c.get('locale'), c.get('deps').config.network);
    // Later slices are read as the worker asks for them, each in its own turn of the event loop.
    function* slices() {
      yield sheet.rowsOf(first);
      for (let offset = EXPORT_SLICE; offset < total; offset += EXPORT_SLICE) {
        yield sheet.rowsOf(statement.all({ ...values, limit: EXPORT_SLICE, offset }));
      }
    }
    const bytes = await workbookOffLoop(sheet, slices());
    return workbookAnswer(c, bytes, exportFileName('timeline', clock.now(), c.get('deps').config.network.timeZone));
  },
} satisfies AreaHandlers;
