import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadDeploymentConfig } from '../lib/deployment-config';
import { i18nReady } from '../lib/i18n';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const loadQueryClient = () => import('../lib/query-client').then((module) => module.queryClient);

/** Starts the app in index.html's #root (main.tsx calls it once this module's code has been evaluated). */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The router starts loading the route's chunks and running its guard at once, while the catalogues arrive: on a
  // slow line the two round trips overlap instead of following each other.
  // The deployment's zone and currency come before the guard restores a session, whose dates and money use them.
  await loadDeploymentConfig();
  const router = createAppRouter(loadQueryClient);
  // The first paint speaks the user's language: its core catalogues arrive before it.
  await i18nReady;
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding a phone's main
  // thread for its whole length (input typed meanwhile is handled between slices).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}
