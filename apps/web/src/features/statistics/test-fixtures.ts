import type { IncomeStatistics, Overview } from '@pcharging/api-client';
import type { OrderFigures, PeriodFigures, StationIncomeFigures } from './chart-data';

/** Answers shaped like the OpenAPI schemas of the statistics area, for tests. */
export function figures(overrides: Partial<OrderFigures> = {}): OrderFigures {
  return {
    orders: 0,
    energy_kwh: 0,
    charging_minutes: 0,
    income: '0.00',
    elect_fee: '0.00',
    service_fee: '0.00',
    park_fee: '0.00',
    refunds: '0.00',
    net_income: overrides.income ?? '0.00',
    ...overrides,
  };
}

export const day = (period: string, overrides: Partial<OrderFigures> = {}): PeriodFigures => ({
  period,
  ...figures(overrides),
});

export function stationIncome(id: number, name: string, overrides: Partial<OrderFigures> = {}): StationIncomeFigures {
  return { station_id: id, station_code: `ST${id}`, station_name: name, city: 'Lyon', ...figures(overrides) };
}

export function overviewAnswer(overrides: Partial<Overview> = {}): Overview {
  return {
    range: { from: '2025-03-01', to: '2025-03-02' },
    network: {
      stations: 12,
      stations_operating: 10,
      chargers: 40,
      chargers_online: 31,
      chargers_offline: 6,
      chargers_fault: 3,
      ports: 80,
      ports_available: 50,
      ports_charging: 24,
      ports_faulted: 4,
      customers: 1234,
      open_alarms: 7,
      sessions_suspect: 2,
    },
    totals: figures({ orders: 30, energy_kwh: 420.5, charging_minutes: 1800, income: '1234.50' }),
    averages: {
      energy_kwh_per_order: 14.02,
      minutes_per_order: 60,
      income_per_order: '41.15',
      income_per_kwh: '2.94',
      orders_per_day: 15,
    },
    by_day: [
      day('2025-03-01', { orders: 10, energy_kwh: 120.5, income: '400.00' }),
      day('2025-03-02', { orders: 20, energy_kwh: 300, income: '834.50' }),
    ],
    by_station_type: [
      { key: 1, ...figures({ orders: 25, energy_kwh: 400, income: '1100.00' }) },
      { key: 9, ...figures({ orders: 5, energy_kwh: 20.5, income: '134.50' }) },
    ],
    by_start_mode: [{ key: 2, ...figures({ orders: 30, energy_kwh: 420.5, income: '1234.50' }) }],
    top_stations: [
      stationIncome(4, 'Harbour', { orders: 20, income: '900.00' }),
      stationIncome(7, 'Airport', { orders: 10, income: '334.50' }),
    ],
    ...overrides,
  };
}

export function incomeAnswer(overrides: Partial<IncomeStatistics> = {}): IncomeStatistics {
  return {
    range: { from: '2025-03-01', to: '2025-03-14' },
    granularity: 'week',
    totals: figures({
      orders: 30,
      energy_kwh: 420.5,
      income: '100.00',
      elect_fee: '60.00',
      service_fee: '30.00',
      park_fee: '10.00',
    }),
    series: [
      day('2025-02-24', { orders: 10, income: '40.00', elect_fee: '25.00', service_fee: '10.00', park_fee: '5.00' }),
      day('2025-03-03', { orders: 20, income: '60.00', elect_fee: '35.00', service_fee: '20.00', park_fee: '5.00' }),
    ],
    ...overrides,
  };
}
