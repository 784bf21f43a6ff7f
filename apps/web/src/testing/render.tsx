import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders routes inside the app's providers, with a fresh query client that does not retry. The client is also
 * provided above the router, for screens rendered without the shell that normally brings it.
 */
export function renderRoutes(
  routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]),
  initialPath: string,
) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries: [initialPath],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The app's own routes, with the test's query client in place of the app's. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return createRoutes(() => Promise.resolve(queryClient));
}

/** Prints where the router is, for assertions on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
