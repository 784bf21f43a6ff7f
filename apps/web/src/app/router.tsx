import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { type RouteMeta, type Screen, shellRoutes } from './route-table';
import { RedirectRoute } from './routes/redirect';
import { RootLayout } from './routes/root';
import { createShellLoader } from './shell-loader';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// Every screen is its own chunk, so the login route does not carry the shell.
const screens: Readonly<Record<Screen, LazyRoute>> = {
  home: () => import('./routes/home').then((module) => ({ Component: module.HomeRoute })),
  profile: () => import('./routes/profile').then((module) => ({ Component: module.ProfileRoute })),
  'metadata-overview': () =>
    import('./routes/metadata/overview').then((module) => ({ Component: module.OverviewRoute })),
  'metadata-income': () => import('./routes/metadata/income').then((module) => ({ Component: module.IncomeRoute })),
  'money-orders': () => import('./routes/money/orders').then((module) => ({ Component: module.OrdersRoute })),
  'money-journal': () => import('./routes/money/journal').then((module) => ({ Component: module.JournalRoute })),
  'not-found': () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundInShell })),
  'not-built': () => import('./routes/not-built').then((module) => ({ Component: module.NotBuiltRoute })),
};

function AppLoading() {
  return <PageSpinner fullScreen />;
}

function EmptyIndex() {
  return null;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: AppLoading,
      errorElement: <RouteError />,
      children: [
        {
          path: paths.login.path,
          lazy: () => import('./routes/login').then((module) => ({ Component: module.LoginRoute })),
        },
        { path: paths.redirect.path, Component: RedirectRoute },
        {
          path: paths.agreement.path,
          lazy: () => import('./routes/agreement').then((module) => ({ Component: module.AgreementRoute })),
        },
        {
          path: paths.root.path,
          loader: createShellLoader(queryClient),
          // The guard judges every navigation inside the shell, not only those that change its own params.
          shouldRevalidate: () => true,
          lazy: () => import('./routes/shell').then((module) => ({ Component: module.ShellRoute })),
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

export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter(createRoutes(queryClient));
}
