import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend, ok } from '../../testing/fake-backend';
import { createQueryClient } from '../query-client';
import { useDictionary } from './get-dictionary';
import { dictionaryKeys } from './keys';
import { createScopeRegistry } from './scope-registry';
import { useScopedDictionary, useScopedDictionaryCleanup } from './use-scoped-dictionary';

const statuses = [
  { id: 1, name: 'Online' },
  { id: 2, name: 'Offline' },
];

const registry = createScopeRegistry();

function Page() {
  const { data } = useScopedDictionary('pile_status', registry);
  return <p>{data ? data.map((entry) => entry.name).join(', ') : 'loading'}</p>;
}

function Root() {
  useScopedDictionaryCleanup(registry);
  return <Page />;
}

describe('dictionaries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares one request between concurrent users of the same key', async () => {
    const backend = fakeBackend({ '/base/getDatadictionary/station_status': () => ok(statuses) });
    const queryClient = createQueryClient({ retry: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => [useDictionary('station_status'), useDictionary('station_status')], {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[1]?.data).toEqual(statuses);
    expect(backend.count('/base/getDatadictionary/station_status')).toBe(1);
    expect(queryClient.getQueryData(dictionaryKeys.global('en', 'station_status'))).toEqual(statuses);
  });

  it('keeps a page-scoped dictionary while only the route parameter changes, and drops it on another route', async () => {
    const backend = fakeBackend({ '/base/getDatadictionary/pile_status': () => ok(statuses) });
    const queryClient = createQueryClient({ retry: false });
    const router = createMemoryRouter(
      [
        { id: 'station', path: '/operator/station/:id', Component: Root },
        { id: 'stations', path: '/operator/station', Component: Root },
      ],
      { initialEntries: ['/operator/station/1'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Online, Offline')).toBeTruthy();
    const stationPage = dictionaryKeys.scoped('station', 'en', 'pile_status');
    expect(queryClient.getQueryData(stationPage)).toEqual(statuses);

    await act(() => router.navigate('/operator/station/2'));
    expect(await screen.findByText('Online, Offline')).toBeTruthy();
    expect(queryClient.getQueryData(stationPage)).toEqual(statuses);
    expect(backend.count('/base/getDatadictionary/pile_status')).toBe(1);

    await act(() => router.navigate('/operator/station'));
    await waitFor(() => expect(queryClient.getQueryData(stationPage)).toBeUndefined());
    await waitFor(() => expect(backend.count('/base/getDatadictionary/pile_status')).toBe(2));
  });
});
