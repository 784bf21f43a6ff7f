import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '../../../components/chart/chart';
import { PermissionContext } from '../../../components/permission/permission-context';
import { incomeAnswer, stationIncome } from '../../../features/statistics/test-fixtures';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { IncomeRoute } from './income';

const drawn = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../components/chart/chart', () => ({
  Chart: ({ option, label }: ChartProps) => {
    drawn.set(label, option);
    return <div data-testid="chart">{label}</div>;
  },
}));

type Series = { name?: string; data?: unknown[] };
const feeSeries = () => ((drawn.get('Income by fee type') as ChartOption | undefined)?.series ?? []) as Series[];

const requests: Array<{ path: string; body: URLSearchParams }> = [];
function backend() {
  const record = (request: Request) => {
    const path = new URL(request.url).pathname.split('/').slice(-2).join('/');
    void request
      .clone()
      .text()
      .then((text) => requests.push({ path, body: new URLSearchParams(text) }));
  };
  const stations = Array.from({ length: 10 }, (_, index) => stationIncome(index + 1, `Station ${index + 1}`));
  return fakeBackend({
    '/Station/lists': () => ok({ items: [], total: 0 }),
    '/Statistics/income': (request) => {
      record(request);
      return ok(incomeAnswer());
    },
    '/Statistics/income_by_station': (request) => {
      record(request);
      return ok({ items: stations, total: 25, range: { from: '2025-03-01', to: '2025-03-14' } });
    },
  });
}

const lastBody = (path: string) => requests.filter((request) => request.path === path).at(-1)?.body;

function renderIncome(search: string) {
  return renderRoutes(
    [
      {
        path: '/metadata/income',
        element: (
          <PermissionContext.Provider value={['*:*:*']}>
            <IncomeRoute />
            <LocationProbe />
          </PermissionContext.Provider>
        ),
      },
    ],
    `/metadata/income${search}`,
  );
}

describe('income statistics', { timeout: 30_000 }, () => {
  beforeEach(() => {
    drawn.clear();
    requests.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, the stacked fees per period, their table and the stations', async () => {
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14&granularity=week');
    expect(await screen.findByText('Week of Feb 24, 2025')).toBeTruthy();
    expect(screen.getAllByText('$100.00').length).toBeGreaterThan(0);
    expect(feeSeries().map((series) => [series.name, series.data])).toEqual([
      ['Electricity fees', [25, 35]],
      ['Service fees', [10, 20]],
      ['Parking fees', [5, 5]],
    ]);
    expect(await screen.findByText('Station 10')).toBeTruthy();
    expect(screen.getByText('Stations: 25')).toBeTruthy();
    await waitFor(() => expect(lastBody('Statistics/income')?.get('params[granularity]')).toBe('week'));
    expect(lastBody('Statistics/income')?.get('params[from]')).toBe('2025-03-01');
    await waitFor(() => expect(lastBody('Statistics/income_by_station')?.get('params[sort]')).toBe('income'));
  });

  it('keeps granularity, sort and page in the URL and asks the server for them', async () => {
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14');
    await screen.findByText('Station 10');

    fireEvent.click(screen.getByRole('radio', { name: 'By month' }));
    await waitFor(() => expect(lastBody('Statistics/income')?.get('params[granularity]')).toBe('month'));

    fireEvent.click(screen.getByRole('radio', { name: 'Energy (kWh)' }));
    await waitFor(() => expect(lastBody('Statistics/income_by_station')?.get('params[sort]')).toBe('energy'));

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastBody('Statistics/income_by_station')?.get('pageinfo[page]')).toBe('2'));
    expect(screen.getByTestId('location').textContent).toBe(
      '/metadata/income?from=2025-03-01&to=2025-03-14&granularity=month&sort=energy&page=2',
    );
  });
});
