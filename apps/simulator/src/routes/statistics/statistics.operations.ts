import type { components } from '@pcharging/api-client';
import { countSuspectSessions } from '../../data/session/session-queries';
import {
  customersOfStation,
  type FigureSums,
  networkCounts,
  type OverviewStationRow,
  overviewByStationQuery,
  statisticsQueries,
} from '../../data/statistics/statistics-queries';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { daysOf, periodOfDay, resolveDayRange } from '../../lib/day-range';
import { centsToMoney } from '../../lib/money';

type Granularity = 'day' | 'week' | 'month';

/** How many stations the overview ranks. */
const TOP_STATIONS = 10;

const ZERO: FigureSums = {
  orders: 0,
  energyWh: 0,
  chargingMinutes: 0,
  totalCents: 0,
  electFeeCents: 0,
  serviceFeeCents: 0,
  parkFeeCents: 0,
  refundedCents: 0,
};

const kwh = (wh: number) => Math.round(wh) / 1000;
const ratio = (numerator: number, denominator: number, decimals: number) =>
  denominator === 0 ? 0 : Number((numerator / denominator).toFixed(decimals));

function figuresAnswer(sums: FigureSums): components['schemas']['OrderFigures'] {
  return {
    orders: sums.orders,
    energy_kwh: kwh(sums.energyWh),
    charging_minutes: sums.chargingMinutes,
    income: centsToMoney(sums.totalCents),
    elect_fee: centsToMoney(sums.electFeeCents),
    service_fee: centsToMoney(sums.serviceFeeCents),
    park_fee: centsToMoney(sums.parkFeeCents),
    refunds: centsToMoney(sums.refundedCents),
    net_income: centsToMoney(sums.totalCents - sums.refundedCents),
  };
}

function addSums(a: FigureSums, b: FigureSums): FigureSums {
  const sum = { ...a };
  for (const key of Object.keys(ZERO) as (keyof FigureSums)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** A series with every period of the range, periods without orders as zeros. */
function series(range: { from: string; to: string }, rows: (FigureSums & { day: string })[], granularity: Granularity) {
  const periods = new Map<string, FigureSums>();
  for (const day of daysOf(range)) periods.set(periodOfDay(day, granularity), ZERO);
  for (const row of rows) {
    const period = periodOfDay(row.day, granularity);
    periods.set(period, addSums(periods.get(period) ?? ZERO, row));
  }
  return [...periods].map(([period, sums]) => ({ period, ...figuresAnswer(sums) }));
}

function optionalStation(params: Record<string, unknown>): number | undefined {
  return params.station_id === undefined ? undefined : Number(params.station_id);
}

export const statisticsOperations = {
  getOverview: (c, params) => {
    const { db, clock, config } = c.get('deps');
    const range = resolveDayRange(params, clock.now(), c.get('locale'), config.network.timeZone);
    const stationId = optionalStation(params);
    const totals = statisticsQueries.totals(db, range, stationId).get() ?? ZERO;
    const network = networkCounts(db, stationId);
    const days = daysOf(range).length;
    const byStation = db.all<OverviewStationRow>(overviewByStationQuery(db, range, TOP_STATIONS, stationId));
    return ok(c, {
      range,
      network: {
        stations: network.stations,
        stations_operating: network.stationsOperating,
        chargers: network.chargers,
        chargers_online: network.chargersOnline,
        chargers_offline: network.chargers - network.chargersOnline - network.chargersFault,
        chargers_fault: network.chargersFault,
        ports: network.ports,
        ports_available: network.portsAvailable,
        ports_charging: network.portsCharging,
        ports_faulted: network.portsFaulted,
        customers:
          stationId === undefined
            ? network.customers
            : customersOfStation(db, stationId, range, config.network.timeZone),
        open_alarms: network.openAlarms,
        sessions_suspect: countSuspectSessions(
          db,
          { now: clock.now(), threshold: config.suspectMinutes * 60_000 },
          stationId,
        ),
      },
      totals: figuresAnswer(totals),
      averages: {
        energy_kwh_per_order: ratio(totals.energyWh / 1000, totals.orders, 3),
        minutes_per_order: ratio(totals.chargingMinutes, totals.orders, 1),
        income_per_order: centsToMoney(Math.round(ratio(totals.totalCents, totals.orders, 6))),
        income_per_kwh: centsToMoney(Math.round(ratio(totals.totalCents * 1000, totals.energyWh, 6))),
        orders_per_day: ratio(totals.orders, days, 1),
      },
      by_day: series(range, statisticsQueries.byDay(db, range, stationId).all(), 'day'),
      by_station_type: byStation
        .filter((row) => row.part === 0)
        .map(({ key, ...sums }) => ({ key, ...figuresAnswer(sums) })),
      by_start_mode: statisticsQueries
        .byStartMode(db, range, stationId)
        .all()
        .map(({ key, ...sums }) => ({ key, ...figuresAnswer(sums) })),
      // The network's top stations, as the income-by-station ranking's first page, whether or not narrowed.
      top_stations: byStation.filter((row) => row.part === 1).map(stationAnswer),
    });
  },
  getIncomeStatistics: (c, params) => {
    const { db, clock, config } = c.get('deps');
    const range = resolveDayRange(params, clock.now(), c.get('locale'), config.network.timeZone);
    const stationId = optionalStation(params);
    const granularity = params.granularity ?? 'day';
    const totals = statisticsQueries.totals(db, range, stationId).get() ?? ZERO;
    const rows = statisticsQueries.byDay(db, range, stationId).all();
    return ok(c, { range, granularity, totals: figuresAnswer(totals), series: series(range, rows, granularity) });
  },
  listIncomeByStation: (c, params, paging) => {
    const { db, clock, config } = c.get('deps');
    const range = resolveDayRange(params, clock.now(), c.get('locale'), config.network.timeZone);
    const order = params.sort ?? 'income';
    const items = statisticsQueries.byStation(db, range, order, paging).all();
    // A page past the end has no row to carry the total: it is counted on its own then.
    const total = items[0]?.stations ?? statisticsQueries.stationsWithOrders(db, range).get()?.total ?? 0;
    return ok(c, { range, total, items: items.map(stationAnswer) });
  },
} satisfies AreaHandlers;

function stationAnswer(
  row: FigureSums & { stationId: number; stationCode: string; stationName: string; city: string; stations?: number },
): components['schemas']['StationIncomeFigures'] {
  const { stationId, stationCode, stationName, city, stations: _total, ...sums } = row;
  return { station_id: stationId, station_code: stationCode, station_name: stationName, city, ...figuresAnswer(sums) };
}
