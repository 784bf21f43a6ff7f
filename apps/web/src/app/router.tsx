import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { loadNamespaces, type Namespace } from '../lib/i18n';
import { type RouteMeta, type Screen, shellRoutes } from './route-table';
import { RedirectRoute } from './routes/redirect';
import { createShellLoader, type QueryClientSource } from './shell-loader';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A screen's chunk and its catalogues load together, so its first paint is already translated. */
function screen(load: () => Promise<{ Component: ComponentType }>, namespaces: readonly Namespace[] = []): LazyRoute {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
  };
}

// Every screen is its own chunk, so the login route does not carry the shell.
const screens: Readonly<Record<Screen, LazyRoute>> = {
  home: screen(() => import('./routes/home').then((module) => ({ Component: module.HomeRoute }))),
  profile: screen(() => import('./routes/profile').then((module) => ({ Component: module.ProfileRoute }))),
  'metadata-overview': screen(
    () => import('./routes/metadata/overview').then((module) => ({ Component: module.OverviewRoute })),
    ['statistics'],
  ),
  'metadata-income': screen(
    () => import('./routes/metadata/income').then((module) => ({ Component: module.IncomeRoute })),
    // The statement export speaks of money.
    ['statistics', 'money'],
  ),
  'money-orders': screen(
    () => import('./routes/money/orders').then((module) => ({ Component: module.OrdersRoute })),
    ['money'],
  ),
  'money-journal': screen(
    () => import('./routes/money/journal').then((module) => ({ Component: module.JournalRoute })),
    ['money'],
  ),
  'system-users': screen(
    () => import('./routes/system/users').then((module) => ({ Component: module.UsersRoute })),
    ['system'],
  ),
  'system-user': screen(
    () => import('./routes/system/user').then((module) => ({ Component: module.UserRoute })),
    ['system', 'operations'],
  ),
  'system-roles': screen(
    () => import('./routes/system/roles').then((module) => ({ Component: module.RolesRoute })),
    ['system'],
  ),
  'system-role': screen(
    () => import('./routes/system/role').then((module) => ({ Component: module.RoleRoute })),
    ['system'],
  ),
  'system-log': screen(
    () => import('./routes/system/log').then((module) => ({ Component: module.OperationLogRoute })),
    ['system', 'operations'],
  ),
  'operator-stations': screen(
    () => import('./routes/operator/stations').then((module) => ({ Component: module.StationsRoute })),
    ['station'],
  ),
  'operator-station': screen(
    () => import('./routes/operator/station').then((module) => ({ Component: module.StationRoute })),
    ['station', 'charger', 'price'],
  ),
  'operator-station-chargers': screen(
    () => import('./routes/operator/station-chargers').then((module) => ({ Component: module.StationChargersRoute })),
    ['station', 'charger'],
  ),
  'operator-charger': screen(
    () => import('./routes/operator/charger').then((module) => ({ Component: module.ChargerRoute })),
    ['charger', 'rfid'],
  ),
  'operator-charger-ports': screen(
    () => import('./routes/operator/charger-ports').then((module) => ({ Component: module.ChargerPortsRoute })),
    ['charger'],
  ),
  'operator-port': screen(
    () => import('./routes/operator/port').then((module) => ({ Component: module.PortRoute })),
    ['charger'],
  ),
  'operator-port-view': screen(
    () => import('./routes/operator/port-view').then((module) => ({ Component: module.PortViewRoute })),
    ['charger'],
  ),
  'operator-rfid': screen(
    () => import('./routes/operator/rfid').then((module) => ({ Component: module.RfidRoute })),
    ['rfid'],
  ),
  'operator-price-templates': screen(
    () => import('./routes/operator/price-templates').then((module) => ({ Component: module.PriceTemplatesRoute })),
    ['price'],
  ),
  'operator-equipment': screen(
    () => import('./routes/operator/equipment').then((module) => ({ Component: module.EquipmentRoute })),
    ['equipment', 'charger'],
  ),
  'operator-alarms': screen(
    () => import('./routes/operator/alarms').then((module) => ({ Component: module.AlarmsRoute })),
    ['alarm'],
  ),
  'operator-sessions': screen(
    () => import('./routes/operator/sessions').then((module) => ({ Component: module.SessionsRoute })),
    ['charger', 'money'],
  ),
  'operator-map': screen(() => import('./routes/operator/map').then((module) => ({ Component: module.MapRoute }))),
  customers: screen(
    () => import('./routes/customers').then((module) => ({ Component: module.CustomersRoute })),
    ['customer', 'money'],
  ),
  'not-found': screen(() => import('./routes/not-found').then((module) => ({ Component: module.NotFoundInShell }))),
};

function AppLoading() {
  return <PageSpinner fullScreen />;
}

function EmptyIndex() {
  return null;
}

export function createRoutes(loadQueryClient: QueryClientSource): RouteObject[] {
  return [
    {
      id: 'root',
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
      children: [
        {
          path: paths.login.path,
          lazy: () => import('./routes/login').then((module) => ({ Component: module.LoginRoute })),
        },
        { path: paths.redirect.path, Component: RedirectRoute },
        {
          path: paths.trainer.path,
          lazy: async () => {
            const [{ TrainerRoute }, queryClient] = await Promise.all([
              import('./routes/trainer'),
              loadQueryClient(),
              loadNamespaces(['trainer']),
              import('../lib/capability-discovery').then((module) => module.ensureCapabilities()),
            ]);
            return { element: <TrainerRoute queryClient={queryClient} /> };
          },
        },
        {
          path: paths.agreement.path,
          lazy: () => import('./routes/agreement').then((module) => ({ Component: module.AgreementRoute })),
        },
        {
          path: paths.root.path,
          loader: createShellLoader(loadQueryClient),
          // The guard judges every navigation inside the shell, not only those that change its own params.
          shouldRevalidate: () => true,
          lazy: async () => {
            const [{ ShellRoute }, queryClient] = await Promise.all([import('./routes/shell'), loadQueryClient()]);
            return { element: <ShellRoute queryClient={queryClient} /> };
          },
          children: [
            // `/` itself only redirects (the guard sends it to the first menu entry).
            { index: true, Component: EmptyIndex },
            ...shellRoutes.map(
              (route): RouteObject => ({
                path: route.path,
                handle: { titleKey: route.titleKey, permission: route.permission } satisfies RouteMeta,
                lazy: screens[route.screen],
                errorElement: <RouteError />,
              }),
            ),
          ],
        },
        {
          path: '*',
          lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
        },
      ],
    },
  ];
}

export function createAppRouter(loadQueryClient: QueryClientSource) {
  return createHashRouter(createRoutes(loadQueryClient));
}
