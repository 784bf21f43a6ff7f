import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { loadNamespaces } from '../lib/i18n';
import { type RouteMeta, type ShellRoute, shellRoutes } from './route-table';
import { RedirectRoute } from './routes/redirect';
import { createShellLoader, type QueryClientSource } from './shell-loader';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// Every screen is its own chunk, so the login route does not carry the shell.
const screenModules = import.meta.glob<ComponentType>('./routes/**/*.screen.tsx', { import: 'Component' });

/** A screen's chunk and its catalogues load together, so its first paint is already translated. */
function lazyScreen({ module, namespaces = [] }: ShellRoute): LazyRoute {
  const load = screenModules[`./routes/${module}.screen.tsx`];
  // A registration naming no module fails when the routes are made, in every test that renders the app.
  if (load === undefined)
    throw new Error(`config/paths.ts names a screen module app/routes/${module}.screen.tsx that does not exist`);
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component };
  };
}

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
                lazy: lazyScreen(route),
                errorElement: <RouteError />,
              }),
            ),
          ],
        },
        {
          path: '*',
          lazy: () => import('./routes/not-found.screen').then((module) => ({ Component: module.NotFoundRoute })),
        },
      ],
    },
  ];
}

export function createAppRouter(loadQueryClient: QueryClientSource) {
  return createHashRouter(createRoutes(loadQueryClient));
}
