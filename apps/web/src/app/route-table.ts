import type { Capability } from '@pcharging/api-client';
import { matchRoutes } from 'react-router-dom';
import { paths } from '../config/paths';
import type { TextKey } from '../lib/catalogue-types';

export type Screen =
  | 'home'
  | 'profile'
  | 'metadata-overview'
  | 'metadata-income'
  | 'money-orders'
  | 'money-journal'
  | 'system-users'
  | 'system-user'
  | 'system-roles'
  | 'system-role'
  | 'system-log'
  | 'operator-stations'
  | 'operator-station'
  | 'operator-station-chargers'
  | 'operator-charger'
  | 'operator-charger-ports'
  | 'operator-port'
  | 'operator-port-view'
  | 'operator-rfid'
  | 'operator-price-templates'
  | 'operator-equipment'
  | 'operator-alarms'
  | 'operator-sessions'
  | 'operator-map'
  | 'customers'
  | 'not-found';

/**
 * What a shell route tells the layout and the guard: its title (page-title catalogue), the permission it needs, and
 * the extension of the legacy API it needs (a backend without it opens /404 instead, as for a missing permission).
 */
export interface RouteMeta {
  titleKey: TextKey;
  permission?: string;
  capability?: Capability;
}

export interface ShellRoute extends RouteMeta {
  path: string;
  screen: Screen;
}

/** The shell's children (spec section 2). */
export const shellRoutes: readonly ShellRoute[] = [
  { path: paths.home.path, titleKey: 'pages.home.title', screen: 'home' },
  { path: paths.profile.path, titleKey: 'pages.profile.title', screen: 'profile' },
  {
    path: paths.metadata.overview.path,
    titleKey: 'pages.metadata.overview.title',
    permission: 'metadata:overview:view',
    screen: 'metadata-overview',
  },
  {
    path: paths.metadata.income.path,
    titleKey: 'pages.metadata.income.title',
    permission: 'metadata:income:view',
    screen: 'metadata-income',
  },
  {
    path: paths.system.users.path,
    titleKey: 'pages.system.user.title',
    permission: 'system:user:list',
    screen: 'system-users',
  },
  {
    path: paths.system.user.path,
    titleKey: 'pages.system.userDetail.title',
    permission: 'system:user:list',
    screen: 'system-user',
  },
  {
    path: paths.system.roles.path,
    titleKey: 'pages.system.role.title',
    permission: 'system:role:list',
    screen: 'system-roles',
  },
  {
    path: paths.system.role.path,
    titleKey: 'pages.system.roleDetail.title',
    permission: 'system:role:list',
    screen: 'system-role',
  },
  {
    path: paths.system.log.path,
    titleKey: 'pages.system.log.title',
    permission: 'system:log:list',
    screen: 'system-log',
  },
  {
    path: paths.operator.stations.path,
    titleKey: 'pages.operator.station.title',
    permission: 'operator:station:list',
    screen: 'operator-stations',
  },
  {
    path: paths.operator.station.path,
    titleKey: 'pages.operator.stationDetail.title',
    permission: 'operator:station:list',
    screen: 'operator-station',
  },
  {
    path: paths.operator.stationChargers.path,
    titleKey: 'pages.operator.stationChargers.title',
    permission: 'operator:pile:list',
    screen: 'operator-station-chargers',
  },
  {
    path: paths.operator.charger.path,
    titleKey: 'pages.operator.charger.title',
    permission: 'operator:pile:list',
    screen: 'operator-charger',
  },
  {
    path: paths.operator.chargerPorts.path,
    titleKey: 'pages.operator.chargerPorts.title',
    permission: 'operator:pile:list',
    screen: 'operator-charger-ports',
  },
  {
    path: paths.operator.port.path,
    titleKey: 'pages.operator.port.title',
    permission: 'operator:pile:list',
    screen: 'operator-port',
  },
  {
    path: paths.operator.portView.path,
    titleKey: 'pages.operator.portView.title',
    permission: 'operator:pile:list',
    screen: 'operator-port-view',
  },
  {
    path: paths.operator.rfid.path,
    titleKey: 'pages.operator.rfid.title',
    permission: 'operator:rfid:list',
    screen: 'operator-rfid',
  },
  {
    path: paths.operator.priceTemplates.path,
    titleKey: 'pages.operator.priceTemplate.title',
    permission: 'operator:price:list',
    screen: 'operator-price-templates',
  },
  {
    path: paths.operator.equipment.path,
    titleKey: 'pages.operator.equipment.title',
    permission: 'operator:equipment:list',
    screen: 'operator-equipment',
  },
  {
    path: paths.operator.alarms.path,
    titleKey: 'pages.operator.alarm.title',
    permission: 'operator:alarm:list',
    screen: 'operator-alarms',
  },
  {
    path: paths.operator.sessions.path,
    titleKey: 'pages.operator.session.title',
    permission: 'operator:session:list',
    capability: 'sessions',
    screen: 'operator-sessions',
  },
  {
    path: paths.operator.map.path,
    titleKey: 'pages.operator.map.title',
    permission: 'operator:station:list',
    capability: 'map',
    screen: 'operator-map',
  },
  {
    path: paths.money.orders.path,
    titleKey: 'pages.money.order.title',
    permission: 'money:order:list',
    screen: 'money-orders',
  },
  {
    path: paths.money.journal.path,
    titleKey: 'pages.money.journal.title',
    permission: 'money:journal:list',
    screen: 'money-journal',
  },
  {
    path: paths.customers.path,
    titleKey: 'pages.customer.title',
    permission: 'customer:customer:list',
    screen: 'customers',
  },
  { path: paths.notFound.path, titleKey: 'pages.notFound.title', screen: 'not-found' },
];

/** Titles of the path prefixes that are not screens themselves, for breadcrumbs. */
export const sectionTitleKeys: Readonly<Record<string, TextKey>> = {
  '/metadata': 'pages.section.metadata',
  '/system': 'pages.section.system',
  '/operator': 'pages.section.operator',
  '/money': 'pages.section.money',
};

/** The shell route a path opens, if any, ranked as the router ranks them (`list` beats `:chargerId`). */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return matchRoutes([...shellRoutes], pathname)?.[0]?.route;
}

/** Whether the backend offers what the screen at a path needs; a path that is no screen needs nothing. */
export function routeOffered(pathname: string, offered: ReadonlySet<Capability>): boolean {
  const capability = shellRouteFor(pathname)?.capability;
  return capability === undefined || offered.has(capability);
}
