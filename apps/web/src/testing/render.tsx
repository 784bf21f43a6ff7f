import { StyleProvider } from '@ant-design/cssinjs';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

// antd injects thousands of CSS rules, and jsdom matches every one of them against an element on each
// getComputedStyle (which antd and Testing Library call constantly): that was most of the web tests' time.
// Kept out of the document, the rules still exist but jsdom never cascades them.
const detachedStyles = document.createElement('div');

// jsdom never ends a CSS transition, so every dialog, drawer and toast that closes waited out antd's motion
// deadline before leaving the document. And since the rules are never cascaded (above), antd need not write them at
// all: its zero-runtime mode skips generating each component's styles. The app's own provider inherits this theme.
const TEST_THEME = { zeroRuntime: true, token: { motion: false } };

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
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={TEST_THEME}>
        <QueryClientProvider client={queryClient}>
          <AppProvider>
            <RouterProvider router={router} />
          </AppProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders a piece of the app inside the providers every route has (theme, language, toasts, permissions). */
export function renderInApp(ui: ReactNode) {
  return render(
    <StyleProvider container={detachedStyles}>
      <ConfigProvider theme={TEST_THEME}>
        <AppProvider>{ui}</AppProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
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
