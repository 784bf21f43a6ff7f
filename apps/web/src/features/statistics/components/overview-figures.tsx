import type { Capability, Overview } from '@pcharging/api-client';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths';
import type { Formatters } from '../format';
import type { Kpi } from './kpi-grid';

/**
 * The state of the network now, whatever the range. A figure or a link that needs an extension the backend does not
 * offer is left out: suspect sessions need `sessions`, the equipment filtered by status `equipment-status-filter`.
 */
export function networkKpis(
  network: Overview['network'],
  t: TFunction,
  format: Formatters,
  offered: ReadonlySet<Capability>,
): Kpi[] {
  const ofTotal = (total: number) => t('statistics.network.ofTotal', { total: format.count(total) });
  const linkTo = (capability: Capability, href: string) => (offered.has(capability) ? { href } : {});
  const equipmentOfStatus = (status: number) =>
    linkTo('equipment-status-filter', `${paths.operator.equipment.getHref()}?status=${status}&installed=1`);
  const suspect: Kpi[] = offered.has('sessions')
    ? [
        {
          key: 'sessionsSuspect',
          title: t('statistics.network.sessionsSuspect'),
          value: format.count(network.sessions_suspect ?? 0),
          href: paths.operator.sessions.getHref({ suspect: 1 }),
          capability: 'sessions',
        },
      ]
    : [];
  return [
    {
      key: 'stations',
      title: t('statistics.network.stationsOperating'),
      value: format.count(network.stations_operating),
      suffix: ofTotal(network.stations),
    },
    {
      key: 'chargersOnline',
      title: t('statistics.network.chargersOnline'),
      value: format.count(network.chargers_online),
      suffix: ofTotal(network.chargers),
    },
    {
      key: 'chargersOffline',
      title: t('statistics.network.chargersOffline'),
      value: format.count(network.chargers_offline),
      ...equipmentOfStatus(0),
    },
    {
      key: 'chargersFault',
      title: t('statistics.network.chargersFault'),
      value: format.count(network.chargers_fault),
      ...equipmentOfStatus(2),
    },
    {
      key: 'portsAvailable',
      title: t('statistics.network.portsAvailable'),
      value: format.count(network.ports_available),
      suffix: ofTotal(network.ports),
    },
    {
      key: 'portsCharging',
      title: t('statistics.network.portsCharging'),
      value: format.count(network.ports_charging),
      ...linkTo('sessions', paths.operator.sessions.getHref()),
    },
    { key: 'portsFaulted', title: t('statistics.network.portsFaulted'), value: format.count(network.ports_faulted) },
    { key: 'customers', title: t('statistics.network.customers'), value: format.count(network.customers) },
    ...suspect,
    {
      key: 'openAlarms',
      title: t('statistics.network.openAlarms'),
      value: format.count(network.open_alarms),
      href: `${paths.operator.alarms.getHref()}?status=0`,
    },
  ];
}

/** Totals and averages of the chosen range. */
export function rangeKpis(overview: Overview, t: TFunction, format: Formatters): Kpi[] {
  const { totals, averages } = overview;
  return [
    { key: 'orders', title: t('statistics.figure.orders'), value: format.count(totals.orders) },
    { key: 'energy', title: t('statistics.figure.energy'), value: format.kwh(totals.energy_kwh) },
    { key: 'income', title: t('statistics.figure.income'), value: format.money(totals.income) },
    {
      key: 'ordersPerDay',
      title: t('statistics.average.ordersPerDay'),
      value: format.decimal(averages.orders_per_day),
    },
    {
      key: 'energyPerOrder',
      title: t('statistics.average.energyPerOrder'),
      value: format.kwh(averages.energy_kwh_per_order),
    },
    {
      key: 'minutesPerOrder',
      title: t('statistics.average.minutesPerOrder'),
      value: format.minutes(averages.minutes_per_order),
    },
    {
      key: 'incomePerOrder',
      title: t('statistics.average.incomePerOrder'),
      value: format.money(averages.income_per_order),
    },
    { key: 'incomePerKwh', title: t('statistics.average.incomePerKwh'), value: format.money(averages.income_per_kwh) },
  ];
}
