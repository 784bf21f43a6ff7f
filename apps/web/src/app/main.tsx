import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint speaks the user's language: its core catalogues arrive before it.
await i18nReady;
createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={createAppRouter(queryClient)} />
    </AppProvider>
  </StrictMode>,
);
