import type { components } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import { dayInZone, isCalendarDay, type Locale, startOfDayInZone } from '@pcharging/validation';
import { findPort } from '../../data/charger/port-queries';
import { findStation } from '../../data/station/station-queries';
import { findOutage, outagesInPeriod, portOutagePage } from '../../data/uptime/outage-queries';
import { quarterSessionCount, quarterSessions } from '../../data/uptime/quarter-queries';
import {
  endedDownByPortMonth,
  openAdjustments,
  portNames,
  portNamesInScope,
  type UptimePeriod,
} from '../../data/uptime/uptime-queries';
import {
  addDown,
  monthsOf,
  NO_DOWN,
  openDownOf,
  portMonths,
  portYears,
  rollingYear,
  UPTIME_TARGET,
  uptimeFigures,
} from '../../data/uptime/uptime-report';
import { setOutageExclusion } from '../../domain/uptime/outage-exclusion';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok, requireSession, workbookAnswer } from '../../http/wire';
import { found, notFound } from '../../lib/errors';
import { EXPORT_CAP, exportTooLarge } from '../../lib/export-file';
import { invalidField } from '../../lib/invalid-input';
import { writeWorkbookSheets } from '../../lib/spreadsheet';
import { type QuarterFigures, uptimeSheets } from './uptime-export';
import { figuresWire, outageWire } from './uptime-wire';

type PortUptime = components['schemas']['PortUptime'];

/** The rolling year asked for: ending with `to`, by default the network's today. */
export function periodAsked(locale: Locale, timeZone: string, now: number, to: string | undefined): UptimePeriod {
  const day = to || dayInZone(now, timeZone);
  if (!isCalendarDay(day)) throw invalidField(locale, 'to', 'invalidDate');
  return rollingYear(day, timeZone, now);
}

/** An unknown station is a 404, not an empty report. */
export function stationOrThrow(db: AppDatabase, stationId: number | undefined): void {
  if (stationId !== undefined && !findStation(db, stationId)) throw notFound();
}

/** The calendar quarter holding the period's last day, up to the end of that day. */
function quarterOf(year: UptimePeriod, timeZone: string): UptimePeriod & { label: string } {
  const [yearNumber = 0, month = 1] = year.toDay.split('-').map(Number);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const fromDay = `${yearNumber}-${String(first).padStart(2, '0')}-01`;
  return {
    fromDay,
    toDay: year.toDay,
    from: startOfDayInZone(fromDay, timeZone),
    to: year.to,
    now: year.now,
    label: `${yearNumber}-Q${(first + 2) / 3}`,
  };
}

/**
 * The window of the ranking asked for; one port's row alone when `port_id` is given, read from its station's
 * ranking (a port outside the scope, or of another station than `station_id`, has none).
 */
function rankingAsked(
  db: AppDatabase,
  period: UptimePeriod,
  params: { station_id?: number; port_id?: number },
  paging: { limit: number; offset: number },
) {
  if (params.port_id === undefined) return portYears(db, period, paging, params.station_id);
  const port = found(findPort(db, params.port_id)).port;
  const stationId = port.stationId ?? 0;
  const all = portYears(db, period, { limit: -1, offset: 0 }, stationId);
  const mismatch = params.station_id !== undefined && params.station_id !== stationId;
  const years = mismatch ? [] : all.years.filter((entry) => entry.port.id === port.id);
  const belowTarget = years.filter((entry) => entry.year.uptime < UPTIME_TARGET).length;
  return {
    years: years.slice(paging.offset, paging.offset + paging.limit),
    total: years.length,
    belowTarget,
    adjustments: all.adjustments,
  };
}

export const uptimeOperations = {
  listPortUptime: (c, params, paging) => {
    const { db, clock, config } = c.get('deps');
    const { timeZone } = config.network;
    const period = periodAsked(c.get('locale'), timeZone, clock.now(), params.to);
    stationOrThrow(db, params.station_id);
    const ranked = rankingAsked(db, period, params, paging);
    const { years, total, belowTarget, adjustments } = ranked;
    const items = years.flatMap((entry): PortUptime[] => {
      const names = portNames(db, entry.port.id);
      if (!names) return [];
      return [
        {
          port_id: names.id,
          port_code: names.code,
          port_name: names.name,
          pile_id: names.chargerId,
          pile_name: names.chargerName,
          station_id: names.stationId,
          station_name: names.stationName,
          year: figuresWire(entry.year),
          months: portMonths(db, entry.port, period, timeZone, adjustments).map((month) => ({
            month: month.month,
            ...figuresWire(month),
          })),
        },
      ];
    });
    return ok(c, {
      items,
      total,
      below_target: belowTarget,
      target: UPTIME_TARGET,
      from: period.fromDay,
      to: period.toDay,
      time_zone: timeZone,
    });
  },
  listPortOutages: (c, params, paging) => {
    const { db, clock, config } = c.get('deps');
    const period = periodAsked(c.get('locale'), config.network.timeZone, clock.now(), params.to);
    const port = found(findPort(db, params.port_id)).port;
    const window = { portId: port.id, chargerId: port.chargerId, from: period.from, to: period.to, now: period.now };
    const page = portOutagePage(db, window, paging);
    return ok(c, { total: page.total, items: page.items.map((outage) => outageWire(outage, period)) });
  },
  excludePortOutage: (c, params) => {
    const by = requireSession(c).userId;
    setOutageExclusion(domainOf(c), params.id, { reason: params.reason, note: params.note ?? '', by });
    const { db, clock, config } = c.get('deps');
    const period = periodAsked(c.get('locale'), config.network.timeZone, clock.now(), undefined);
    const outage = found(findOutage(db, params.id));
    return ok(c, outageWire(outage, period), params.reason === 'none' ? 'outageCounted' : 'outageExcluded');
  },
  exportPortUptime: (c, params) => {
    const { db, clock, config } = c.get('deps');
    const { timeZone } = config.network;
    const year = periodAsked(c.get('locale'), timeZone, clock.now(), params.to);
    stationOrThrow(db, params.station_id);
    const quarter = quarterOf(year, timeZone);
    if (quarterSessionCount(db, quarter, params.station_id) > EXPORT_CAP) throw exportTooLarge();
    const names = portNamesInScope(db, params.station_id);
    const { years } = portYears(db, year, { limit: -1, offset: 0 }, params.station_id);
    const ended = endedDownByPortMonth(db, quarter, params.station_id);
    const open = openAdjustments(db, quarter);
    const months = monthsOf(quarter, timeZone).filter((month) => month.to > month.from);
    const ports = years.flatMap(({ port, year: figures }): QuarterFigures[] => {
      const named = names.get(port.id);
      if (!named) return [];
      const byMonth = months.map(({ month, from, to }) => {
        const since = Math.max(from, port.createdAt);
        if (since >= to) return null;
        const down = addDown(ended.get(port.id)?.get(month) ?? NO_DOWN, openDownOf(open, port.id, month));
        return { month, ...uptimeFigures(to - since, down) };
      });
      return [{ port: named, months: byMonth, year: figures }];
    });
    const portsOfCharger = new Map<number, number[]>();
    for (const port of names.values())
      portsOfCharger.set(port.chargerId, [...(portsOfCharger.get(port.chargerId) ?? []), port.id]);
    const station = params.station_id === undefined ? undefined : findStation(db, params.station_id)?.station;
    const sheets = uptimeSheets(c.get('locale'), config.network, {
      quarter,
      months: months.map(({ month }) => month),
      year,
      stationName: station ? `${station.code} ${station.name}` : null,
      ports,
      names,
      portsOfCharger,
      outages: outagesInPeriod(db, quarter).filter((outage) =>
        outage.portId === null ? portsOfCharger.has(outage.chargerId) : names.has(outage.portId),
      ),
      sessions: quarterSessions(db, quarter, params.station_id),
    });
    const suffix = station ? `-station-${station.code}` : '';
    return workbookAnswer(c, new Uint8Array(writeWorkbookSheets(sheets)), `uptime-${quarter.label}${suffix}.xlsx`);
  },
} satisfies AreaHandlers;
