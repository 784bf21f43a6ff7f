import type { Capability } from '@pcharging/api-client';
import { ALL_CAPABILITIES, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '../../../components/chart/chart';
import { PermissionProvider } from '../../../components/permission/permission-provider';
import { figures, incomeAnswer, stationIncome } from '../../../features/statistics/test-fixtures';
import { sessionStore } from '../../../lib/session-store';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { IncomeRoute } from './income.screen';

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
function backend(answer = incomeAnswer()) {
  const record = (request: Request) => {
    const path = new URL(request.url).pathname.split('/').slice(-2).join('/');
    void request
      .clone()
      .text()
      .then((text) => requests.push({ path, body: new URLSearchParams(text) }));
  };
  const stations = Array.from({ length: 10 }, (_, index) => stationIncome(index + 1, `Station ${index + 1}`));
  return fakeBackend({
    '/Station/lists': () =>
      ok({
        items: [
          { id: 4, StationID: 'ST4', StationName: 'Harbour Park' },
          { id: 7, StationID: 'ST7', StationName: 'Airport' },
        ],
        total: 2,
      }),
    '/Operator/lists': () => ok({ items: [{ id: 2, name: 'Northwind Energy' }], total: 1 }),
    '/Journal/statement': (request) => {
      record(request);
      return new Response(new Blob(['xlsx']), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="statement-2026-02-station-ST4.xlsx"',
        },
      });
    },
    '/Statistics/income': (request) => {
      record(request);
      return ok(answer);
    },
    '/Statistics/income_by_station': (request) => {
      record(request);
      return ok({ items: stations, total: 25, range: { from: '2025-03-01', to: '2025-03-14' } });
    },
  });
}

const lastBody = (path: string) => requests.filter((request) => request.path === path).at(-1)?.body;

function renderIncome(search: string, held = ['*:*:*'], offered: ReadonlySet<Capability> = ALL_CAPABILITIES) {
  sessionStore.setCapabilities(offered);
  return renderRoutes(
    [
      {
        path: '/metadata/income',
        element: (
          <PermissionProvider permissions={held}>
            <IncomeRoute />
            <LocationProbe />
          </PermissionProvider>
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
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the totals, the stacked fees per period, their table and the stations', async () => {
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14&granularity=week');
    expect(await screen.findByText('Week of Feb 24, 2025')).toBeTruthy();
    expect(screen.getAllByText('$100.00').length).toBeGreaterThan(0);
    expect(feeSeries().map((series) => [series.name, series.data])).toEqual([
      ['Electricity fees', [25, 35]],
      ['Service fees', [10, 20]],
      ['Idle fees', [5, 5]],
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

  it('shows refunds and what is left of the income, in total, per period and per station', async () => {
    backend(
      incomeAnswer({
        totals: figures({ orders: 30, income: '100.00', refunds: '12.50', net_income: '87.50' }),
      }),
    );
    renderIncome('?from=2025-03-01&to=2025-03-14&granularity=week');
    await screen.findByText('Week of Feb 24, 2025');
    const kpi = screen.getAllByText('Net income').find((element) => element.closest('.ant-statistic'));
    const card = kpi?.closest('.ant-statistic') as HTMLElement;
    expect(within(card).getByText('$87.50')).toBeTruthy();
    const refunds = screen.getAllByText('Refunds of these orders').find((element) => element.closest('.ant-statistic'));
    expect(within(refunds?.closest('.ant-statistic') as HTMLElement).getByText('$12.50')).toBeTruthy();
    // The period table's total row, and the stations' columns.
    expect(screen.getAllByText('$87.50').length).toBeGreaterThan(1);
    await screen.findByText('Station 10');
    const headers = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(headers.filter((header) => header === 'Net income')).toHaveLength(2);
    expect(headers.filter((header) => header === 'Refunds of these orders')).toHaveLength(2);
  });

  it('shows neither refunds nor statements on a backend without money corrections and statements', async () => {
    const backendCalls = backend();
    renderIncome('?from=2025-03-01&to=2025-03-14&granularity=week', ['*:*:*'], NO_CAPABILITIES);
    await screen.findByText('Station 10');
    expect(screen.queryByText('Net income')).toBeNull();
    expect(screen.queryByText('Refunds of these orders')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export statement/ })).toBeNull();
    expect(document.querySelector('[data-capability]')).toBeNull();
    expect(backendCalls.calls).not.toContain('/Journal/statement');
  });

  it("exports a month's statement of one station, the last whole month unless told otherwise", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14');
    fireEvent.click(await screen.findByRole('button', { name: /Export statement/ }));
    const dialog = (await screen.findByText('Export a statement')).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByLabelText('Month') as HTMLInputElement).value).toBe('2026-02');

    fireEvent.click(within(dialog).getByLabelText('A station'));
    const station = await within(dialog).findByLabelText('Station');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Please select Station')).toBeTruthy();
    expect(lastBody('Journal/statement')).toBeUndefined();

    fireEvent.mouseDown(station);
    const options = await screen.findAllByTitle('Harbour Park');
    fireEvent.click(
      options.find((option) => option.classList.contains('ant-select-item-option')) ?? (options[0] as HTMLElement),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = lastBody('Journal/statement');
    expect(sent?.get('params[month]')).toBe('2026-02');
    expect(sent?.get('params[station_id]')).toBe('4');
    expect(sent?.has('params[operator_id]')).toBe(false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2026-02-station-ST4.xlsx');
    await waitFor(() => expect(screen.queryByText('Export a statement')).toBeNull());
  });

  it('offers a statement of any days instead of a month where the backend has the daily close', async () => {
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14');
    fireEvent.click(await screen.findByRole('button', { name: /Export statement/ }));
    const dialog = (await screen.findByText('Export a statement')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('Month')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Days (a day, a week, any range)'));
    expect(await within(dialog).findByText(/Days of the network’s time zone/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Month')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Please select Days')).toBeTruthy();
    expect(lastBody('Journal/statement')).toBeUndefined();
  });

  it('exports the statement of an operator, offered only to those who may list operators', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    backend();
    renderIncome('?from=2025-03-01&to=2025-03-14');
    fireEvent.click(await screen.findByRole('button', { name: /Export statement/ }));
    const dialog = (await screen.findByText('Export a statement')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('An operator'));
    fireEvent.mouseDown(await within(dialog).findByLabelText('Operator'));
    const options = await screen.findAllByTitle('Northwind Energy');
    fireEvent.click(
      options.find((option) => option.classList.contains('ant-select-item-option')) ?? (options[0] as HTMLElement),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(lastBody('Journal/statement')?.get('params[operator_id]')).toBe('2'));
    expect(lastBody('Journal/statement')?.has('params[station_id]')).toBe(false);
  });

  it('offers no statement without the right to export the journal, and only the scopes the user may list', async () => {
    backend();
    const first = renderIncome('?from=2025-03-01&to=2025-03-14', ['metadata:income:view']);
    await screen.findByText('Station 10');
    expect(screen.queryByRole('button', { name: /Export statement/ })).toBeNull();
    first.unmount();

    renderIncome('?from=2025-03-01&to=2025-03-14', ['metadata:income:view', 'money:journal:export']);
    fireEvent.click(await screen.findByRole('button', { name: /Export statement/ }));
    const dialog = (await screen.findByText('Export a statement')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByLabelText('The whole network')).toBeTruthy();
    expect(within(dialog).queryByLabelText('A station')).toBeNull();
    expect(within(dialog).queryByLabelText('An operator')).toBeNull();
  });
});
