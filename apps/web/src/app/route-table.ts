import { matchRoutes } from 'react-router-dom';
import { paths } from '../config/paths';

export type Screen =
  | 'home'
  | 'profile'
  | 'metadata-overview'
  | 'metadata-income'
  | 'money-orders'
  | 'money-journal'
  | 'not-found'
  | 'not-built';

/** What a shell route tells the layout and the guard: its title (page-title catalogue) and the permission it needs. */
export interface RouteMeta {
  titleKey: string;
  permission?: string;
}

export interface ShellRoute extends RouteMeta {
  path: string;
  screen: Screen;
}

const notBuilt = (path: string, titleKey: string, permission: string): ShellRoute => ({
  path,
  titleKey,
  permission,
  screen: 'not-built',
});

/** The shell's children (spec section 2); later issues give each screen its own component. */
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
  notBuilt(paths.system.users.path, 'pages.system.user.title', 'system:user:list'),
  notBuilt(paths.system.user.path, 'pages.system.userDetail.title', 'system:user:list'),
  notBuilt(paths.system.roles.path, 'pages.system.role.title', 'system:role:list'),
  notBuilt(paths.system.role.path, 'pages.system.roleDetail.title', 'system:role:list'),
  notBuilt(paths.system.log.path, 'pages.system.log.title', 'system:log:list'),
  notBuilt(paths.operator.stations.path, 'pages.operator.station.title', 'operator:station:list'),
  notBuilt(paths.operator.station.path, 'pages.operator.stationDetail.title', 'operator:station:list'),
  notBuilt(paths.operator.stationPiles.path, 'pages.operator.stationPiles.title', 'operator:pile:list'),
  notBuilt(paths.operator.pile.path, 'pages.operator.pile.title', 'operator:pile:list'),
  notBuilt(paths.operator.pilePorts.path, 'pages.operator.pilePorts.title', 'operator:pile:list'),
  notBuilt(paths.operator.port.path, 'pages.operator.port.title', 'operator:pile:list'),
  notBuilt(paths.operator.portView.path, 'pages.operator.portView.title', 'operator:pile:list'),
  notBuilt(paths.operator.rfid.path, 'pages.operator.rfid.title', 'operator:rfid:list'),
  notBuilt(paths.operator.priceTemplates.path, 'pages.operator.priceTemplate.title', 'operator:price:list'),
  notBuilt(paths.operator.equipment.path, 'pages.operator.equipment.title', 'operator:equipment:list'),
  notBuilt(paths.operator.alarms.path, 'pages.operator.alarm.title', 'operator:alarm:list'),
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
  notBuilt(paths.customers.path, 'pages.customer.title', 'customer:customer:list'),
  { path: paths.notFound.path, titleKey: 'pages.notFound.title', screen: 'not-found' },
];

/** Titles of the path prefixes that are not screens themselves, for breadcrumbs. */
export const sectionTitleKeys: Readonly<Record<string, string>> = {
  '/metadata': 'pages.section.metadata',
  '/system': 'pages.section.system',
  '/operator': 'pages.section.operator',
  '/money': 'pages.section.money',
};

/** The shell route a path opens, if any, ranked as the router ranks them (`list` beats `:pileId`). */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return matchRoutes([...shellRoutes], pathname)?.[0]?.route;
}
