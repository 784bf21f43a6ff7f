type Id = string | number;

const enc = (value: Id): string => encodeURIComponent(String(value));

type Filters = Readonly<Record<string, string | number>>;

/** A list's address opened on the given filters (its URL state). */
const withFilters = (path: string, filters: Filters): string => {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  return query.size > 0 ? `${path}?${query}` : path;
};

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
  home: { path: '/home', getHref: (): string => '/home' },
  profile: { path: '/profile', getHref: (): string => '/profile' },
  notFound: { path: '/404', getHref: (): string => '/404' },
  /** The trainer's console of the simulator: outside the shell, no operator sign-in. */
  trainer: { path: '/trainer', getHref: (): string => '/trainer' },
  metadata: {
    overview: { path: '/metadata/overview', getHref: (): string => '/metadata/overview' },
    income: { path: '/metadata/income', getHref: (): string => '/metadata/income' },
  },
  system: {
    users: { path: '/system/user', getHref: (): string => '/system/user' },
    user: { path: '/system/user/:id', getHref: (id: Id): string => `/system/user/${enc(id)}` },
    roles: { path: '/system/role', getHref: (): string => '/system/role' },
    role: { path: '/system/role/:id', getHref: (id: Id): string => `/system/role/${enc(id)}` },
    log: { path: '/system/log', getHref: (): string => '/system/log' },
  },
  operator: {
    stations: { path: '/operator/station', getHref: (): string => '/operator/station' },
    station: { path: '/operator/station/:id', getHref: (id: Id): string => `/operator/station/${enc(id)}` },
    stationChargers: {
      path: '/operator/station/:id/list',
      getHref: (id: Id): string => `/operator/station/${enc(id)}/list`,
    },
    charger: {
      path: '/operator/station/:id/:chargerId',
      getHref: (id: Id, chargerId: Id): string => `/operator/station/${enc(id)}/${enc(chargerId)}`,
    },
    chargerPorts: {
      path: '/operator/station/:id/:chargerId/list',
      getHref: (id: Id, chargerId: Id): string => `/operator/station/${enc(id)}/${enc(chargerId)}/list`,
    },
    port: {
      path: '/operator/station/:id/:chargerId/:portId',
      getHref: (id: Id, chargerId: Id, portId: Id): string =>
        `/operator/station/${enc(id)}/${enc(chargerId)}/${enc(portId)}`,
    },
    portView: {
      path: '/operator/station/:id/:chargerId/:portId/view',
      getHref: (id: Id, chargerId: Id, portId: Id): string =>
        `/operator/station/${enc(id)}/${enc(chargerId)}/${enc(portId)}/view`,
    },
    rfid: { path: '/operator/rfid', getHref: (): string => '/operator/rfid' },
    priceTemplates: { path: '/operator/price_tmp', getHref: (): string => '/operator/price_tmp' },
    equipment: { path: '/operator/equipment', getHref: (): string => '/operator/equipment' },
    alarms: { path: '/operator/alarm', getHref: (): string => '/operator/alarm' },
    map: { path: '/operator/map', getHref: (): string => '/operator/map' },
    sessions: {
      path: '/operator/session',
      getHref: (filters: Filters = {}): string => withFilters('/operator/session', filters),
    },
  },
  money: {
    orders: { path: '/money/order', getHref: (filters: Filters = {}): string => withFilters('/money/order', filters) },
    journal: { path: '/money/journal', getHref: (): string => '/money/journal' },
  },
  customers: { path: '/customer', getHref: (filters: Filters = {}): string => withFilters('/customer', filters) },
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
