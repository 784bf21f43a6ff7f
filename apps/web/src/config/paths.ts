import type { Capability } from '@pcharging/api-client';
import type { TextKey } from '../lib/catalogue-types';
import type { Namespace } from '../lib/i18n';

type Id = string | number;

const enc = (value: Id): string => encodeURIComponent(String(value));

type Filters = Readonly<Record<string, string | number>>;

/** A list's address opened on the given filters (its URL state). */
const withFilters = (path: string, filters: Filters): string => {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  return query.size > 0 ? `${path}?${query}` : path;
};

/** The `:name` segments of a route pattern, in order. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamsOf<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type AsIds<Names> = { [K in keyof Names]: Id };
type IdsFor<P extends string> = AsIds<ParamsOf<P>>;

const fill = (pattern: string, ids: readonly Id[]): string => {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => enc(ids[next++] ?? ''));
};

/** What the layout, the guard and the router need to open a screen of the shell. */
export interface ScreenMeta {
  /** The screen's module, `app/routes/<module>.screen.tsx`, which exports the screen as `Component`. */
  module: string;
  /** Its title in the `pages` catalogue: tab, breadcrumb and heading. */
  titleKey: TextKey;
  permission?: string;
  /** The extension of the legacy API it needs: a backend without it opens /404 instead, as for a missing permission. */
  capability?: Capability;
  /** Catalogues loaded with its chunk, so its first paint is already translated. */
  namespaces?: readonly Namespace[];
}

export interface ShellScreen extends ScreenMeta {
  path: string;
}

const registered: ShellScreen[] = [];

/** Every screen of the shell, in the order they are declared below: the router, guard and titles read them. */
export const shellScreens: readonly ShellScreen[] = registered;

/**
 * Registers a screen of the shell at a route pattern and answers its address, whose `getHref` takes the pattern's
 * ids in order: declaring an entry here is all a new screen needs besides its module.
 */
function screen<const P extends string>(path: P, meta: ScreenMeta) {
  registered.push({ ...meta, path });
  return { path, getHref: (...ids: IdsFor<P>): string => fill(path, ids) };
}

/** A screen whose address can carry its list's filters (links that open a list already narrowed). */
function listScreen<const P extends string>(path: P, meta: ScreenMeta) {
  registered.push({ ...meta, path });
  return { path, getHref: (filters: Filters = {}): string => withFilters(path, filters) };
}

/** Every route of the app; router, guard, menus and links read paths from here. */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirect?: string): string =>
      redirect && redirect !== '/' ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  redirect: { path: '/redirect/*', getHref: (to: string): string => `/redirect${to.startsWith('/') ? to : `/${to}`}` },
  agreement: { path: '/open/agreement/:name', getHref: (name: string): string => `/open/agreement/${enc(name)}` },
  root: { path: '/', getHref: (): string => '/' },
  /** The trainer's console of the simulator: outside the shell, no operator sign-in. */
  trainer: { path: '/trainer', getHref: (): string => '/trainer' },
  home: screen('/home', { module: 'home', titleKey: 'pages.home.title' }),
  profile: screen('/profile', { module: 'profile', titleKey: 'pages.profile.title' }),
  metadata: {
    overview: screen('/metadata/overview', {
      module: 'metadata/overview',
      titleKey: 'pages.metadata.overview.title',
      permission: 'metadata:overview:view',
      namespaces: ['statistics'],
    }),
    income: screen('/metadata/income', {
      module: 'metadata/income',
      titleKey: 'pages.metadata.income.title',
      permission: 'metadata:income:view',
      // The statement export speaks of money.
      namespaces: ['statistics', 'money'],
    }),
  },
  system: {
    users: screen('/system/user', {
      module: 'system/users',
      titleKey: 'pages.system.user.title',
      permission: 'system:user:list',
      namespaces: ['system'],
    }),
    user: screen('/system/user/:id', {
      module: 'system/user',
      titleKey: 'pages.system.userDetail.title',
      permission: 'system:user:list',
      namespaces: ['system', 'operations'],
    }),
    roles: screen('/system/role', {
      module: 'system/roles',
      titleKey: 'pages.system.role.title',
      permission: 'system:role:list',
      namespaces: ['system'],
    }),
    role: screen('/system/role/:id', {
      module: 'system/role',
      titleKey: 'pages.system.roleDetail.title',
      permission: 'system:role:list',
      namespaces: ['system'],
    }),
    log: screen('/system/log', {
      module: 'system/log',
      titleKey: 'pages.system.log.title',
      permission: 'system:log:list',
      namespaces: ['system', 'operations'],
    }),
  },
  operator: {
    stations: screen('/operator/station', {
      module: 'operator/stations',
      titleKey: 'pages.operator.station.title',
      permission: 'operator:station:list',
      namespaces: ['station'],
    }),
    station: screen('/operator/station/:id', {
      module: 'operator/station',
      titleKey: 'pages.operator.stationDetail.title',
      permission: 'operator:station:list',
      namespaces: ['station', 'charger', 'price'],
    }),
    stationChargers: screen('/operator/station/:id/list', {
      module: 'operator/station-chargers',
      titleKey: 'pages.operator.stationChargers.title',
      permission: 'operator:pile:list',
      namespaces: ['station', 'charger'],
    }),
    charger: screen('/operator/station/:id/:chargerId', {
      module: 'operator/charger',
      titleKey: 'pages.operator.charger.title',
      permission: 'operator:pile:list',
      namespaces: ['charger', 'rfid'],
    }),
    chargerPorts: screen('/operator/station/:id/:chargerId/list', {
      module: 'operator/charger-ports',
      titleKey: 'pages.operator.chargerPorts.title',
      permission: 'operator:pile:list',
      namespaces: ['charger'],
    }),
    port: screen('/operator/station/:id/:chargerId/:portId', {
      module: 'operator/port',
      titleKey: 'pages.operator.port.title',
      permission: 'operator:pile:list',
      namespaces: ['charger', 'uptime'],
    }),
    portView: screen('/operator/station/:id/:chargerId/:portId/view', {
      module: 'operator/port-view',
      titleKey: 'pages.operator.portView.title',
      permission: 'operator:pile:list',
      namespaces: ['charger'],
    }),
    rfid: screen('/operator/rfid', {
      module: 'operator/rfid',
      titleKey: 'pages.operator.rfid.title',
      permission: 'operator:rfid:list',
      namespaces: ['rfid'],
    }),
    priceTemplates: screen('/operator/price_tmp', {
      module: 'operator/price-templates',
      titleKey: 'pages.operator.priceTemplate.title',
      permission: 'operator:price:list',
      namespaces: ['price'],
    }),
    equipment: screen('/operator/equipment', {
      module: 'operator/equipment',
      titleKey: 'pages.operator.equipment.title',
      permission: 'operator:equipment:list',
      namespaces: ['equipment', 'charger'],
    }),
    alarms: screen('/operator/alarm', {
      module: 'operator/alarms',
      titleKey: 'pages.operator.alarm.title',
      permission: 'operator:alarm:list',
      namespaces: ['alarm'],
    }),
    map: screen('/operator/map', {
      module: 'operator/map',
      titleKey: 'pages.operator.map.title',
      permission: 'operator:station:list',
      capability: 'map',
    }),
    sessions: listScreen('/operator/session', {
      module: 'operator/sessions',
      titleKey: 'pages.operator.session.title',
      permission: 'operator:session:list',
      capability: 'sessions',
      namespaces: ['charger', 'money'],
    }),
    uptime: listScreen('/operator/uptime', {
      module: 'operator/uptime',
      titleKey: 'pages.operator.uptime.title',
      permission: 'operator:uptime:view',
      capability: 'uptime',
      namespaces: ['uptime'],
    }),
  },
  money: {
    orders: listScreen('/money/order', {
      module: 'money/orders',
      titleKey: 'pages.money.order.title',
      permission: 'money:order:list',
      namespaces: ['money'],
    }),
    journal: screen('/money/journal', {
      module: 'money/journal',
      titleKey: 'pages.money.journal.title',
      permission: 'money:journal:list',
      namespaces: ['money'],
    }),
    close: screen('/money/close', {
      module: 'money/close',
      titleKey: 'pages.money.close.title',
      permission: 'money:close:view',
      capability: 'daily-close',
      namespaces: ['money'],
    }),
    approvals: screen('/money/approval', {
      module: 'money/approvals',
      titleKey: 'pages.money.approval.title',
      permission: 'money:adjust:approve',
      capability: 'money-corrections',
      namespaces: ['money'],
    }),
  },
  customers: listScreen('/customer', {
    module: 'customers',
    titleKey: 'pages.customer.title',
    permission: 'customer:customer:list',
    namespaces: ['customer', 'money', 'charger'],
  }),
  notFound: screen('/404', { module: 'not-found', titleKey: 'pages.notFound.title' }),
} as const;

/** Paths that need no session (spec section 2). */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === paths.login.path ||
    pathname === '/redirect' ||
    pathname.startsWith('/redirect/') ||
    pathname === '/open' ||
    pathname.startsWith('/open/')
  );
}

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * The internal path a `redirect` query may send the user to after sign-in. Anything that could leave the
 * app (an absolute or protocol-relative URL, a backslash trick) is refused.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  return value;
}
