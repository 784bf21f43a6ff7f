import type { Capability } from '@pcharging/api-client';
import { ALL_CAPABILITIES, NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '../../../components/chart/chart';
import { PermissionProvider } from '../../../components/permission/permission-provider';
import { figures, overviewAnswer } from '../../../features/statistics/test-fixtures';
import { sessionStore } from '../../../lib/session-store';
import { fakeBackend, ok } from '../../../testing/fake-backend';
import { LocationProbe, renderRoutes } from '../../../testing/render';
import { OverviewRoute } from './overview.screen';

// jsdom has no canvas: the chart is replaced at its module boundary and the options it receives are kept.
const drawn = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../components/chart/chart', () => ({
  Chart: ({ option, label }: ChartProps) => {
    drawn.set(label, option);
    return <div data-testid="chart">{label}</div>;
  },
}));

type Series = { name?: string; data?: unknown[] };
const seriesOf = (label: string) => ((drawn.get(label) as ChartOption | undefined)?.series ?? []) as Series[];

const dictionaries = {
  '/base/getDatadictionary/station_type': () => ok([{ id: 1, name: 'Public' }]),
  '/base/getDatadictionary/order_start_mode': () => ok([{ id: 2, name: 'App' }]),
  '/Station/lists': () => ok({ items: [{ id: 4, StationID: 'ST4', StationName: 'Harbour' }], total: 1 }),
};

function renderOverview(
  search: string,
  permissions: readonly string[] = ['*:*:*'],
  offered: ReadonlySet<Capability> = ALL_CAPABILITIES,
) {
  sessionStore.setCapabilities(offered);
  return renderRoutes(
    [
      {
        path: '/metadata/overview',
        element: (
          <PermissionProvider permissions={permissions}>
            <OverviewRoute />
            <LocationProbe />
          </PermissionProvider>
        ),
      },
    ],
    `/metadata/overview${search}`,
  );
}

const bodies: URLSearchParams[] = [];
const recordBody = (request: Request) => {
  void request
    .clone()
    .text()
    .then((text) => bodies.push(new URLSearchParams(text)));
};

// The whole dashboard renders a dozen antd tables and cards; jsdom needs seconds for it on a shared machine.
describe('data overview', { timeout: 30_000 }, () => {
  beforeEach(() => {
    drawn.clear();
    bodies.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the network, the range figures and every chart with its table', async () => {
    fakeBackend({
      ...dictionaries,
      '/Statistics/overview': (request) => {
        recordBody(request);
        return ok(overviewAnswer());
      },
    });
    renderOverview('?from=2025-03-01&to=2025-03-02&station=4');

    expect(await screen.findByText('Stations operating')).toBeTruthy();
    expect(screen.getByText('of 12')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getAllByText('$1,234.50').length).toBeGreaterThan(0);
    expect(screen.getByText('From Mar 1, 2025 to Mar 2, 2025')).toBeTruthy();
    await waitFor(() => expect(bodies[0]?.get('params[from]')).toBe('2025-03-01'));
    expect(bodies[0]?.get('params[to]')).toBe('2025-03-02');
    expect(bodies[0]?.get('params[station_id]')).toBe('4');

    expect(seriesOf('Orders, energy and income by day').map((series) => series.data)).toEqual([
      [400, 834.5],
      [10, 20],
      [120.5, 300],
    ]);
    await waitFor(() =>
      expect(seriesOf('By station type')[0]?.data).toEqual([
        { name: 'Public', value: 1100 },
        { name: 'Unknown (9)', value: 134.5 },
      ]),
    );
    await waitFor(() => expect(seriesOf('By start mode')[0]?.data).toEqual([{ name: 'App', value: 1234.5 }]));
    expect(seriesOf('Top 10 stations by income')[0]?.data).toEqual([334.5, 900]);
    expect(screen.getAllByText('Harbour').length).toBeGreaterThan(0);
  });

  it('links the figures to their lists and shows the map where the backend offers them', async () => {
    fakeBackend({
      ...dictionaries,
      '/Statistics/overview': () => ok(overviewAnswer()),
      '/Station/map': () => ok({ items: [] }),
    });
    renderOverview('?from=2025-03-01&to=2025-03-02');
    const tile = (title: string) => screen.getByText(title).closest('.ant-col') as HTMLElement;
    await screen.findByText('Stations operating');
    expect(tile('Chargers offline').querySelector('a')?.getAttribute('href')).toBe(
      '/operator/equipment?status=0&installed=1',
    );
    expect(tile('Ports in use').querySelector('a')?.getAttribute('href')).toBe('/operator/session');
    expect(tile('Suspect sessions').getAttribute('data-capability')).toBe('sessions');
    expect(screen.getByText('Network map')).toBeTruthy();
  });

  it('shows the legacy figures alone, without links to extension lists, on a legacy backend', async () => {
    const backend = fakeBackend({ ...dictionaries, '/Statistics/overview': () => ok(overviewAnswer()) });
    renderOverview('?from=2025-03-01&to=2025-03-02', ['*:*:*'], NO_CAPABILITIES);
    const tile = (title: string) => screen.getByText(title).closest('.ant-col') as HTMLElement;
    await screen.findByText('Stations operating');
    expect(tile('Chargers offline').querySelector('a')).toBeNull();
    expect(tile('Chargers in fault').querySelector('a')).toBeNull();
    expect(tile('Ports in use').querySelector('a')).toBeNull();
    expect(tile('Open alarms').querySelector('a')?.getAttribute('href')).toBe('/operator/alarm?status=0');
    expect(screen.queryByText('Suspect sessions')).toBeNull();
    expect(screen.queryByText('Network map')).toBeNull();
    expect(document.querySelector('[data-capability]')).toBeNull();
    expect(backend.calls).not.toContain('/Station/map');
  });

  it('switches the breakdown chart to another figure', async () => {
    fakeBackend({ ...dictionaries, '/Statistics/overview': () => ok(overviewAnswer()) });
    renderOverview('?from=2025-03-01&to=2025-03-02');
    await screen.findByText('Stations operating');
    const [stationTypeSwitch] = screen.getAllByRole('radio', { name: 'Orders' });
    if (!stationTypeSwitch) throw new Error('no metric switch');
    fireEvent.click(stationTypeSwitch);
    await waitFor(() =>
      expect(seriesOf('By station type')[0]?.data).toEqual([
        { name: 'Public', value: 25 },
        { name: 'Unknown (9)', value: 5 },
      ]),
    );
  });

  it('says so when the range has no orders', async () => {
    fakeBackend({
      ...dictionaries,
      '/Statistics/overview': () => ok(overviewAnswer({ totals: figures(), by_day: [], top_stations: [] })),
    });
    renderOverview('');
    expect((await screen.findAllByText('No orders in this date range')).length).toBe(4);
    expect(drawn.size).toBe(0);
  });

  it('offers a retry when the overview fails, and hides the station filter without the right to list stations', async () => {
    let fail = true;
    const backend = fakeBackend({
      ...dictionaries,
      '/Statistics/overview': () => (fail ? new Response('down', { status: 502 }) : ok(overviewAnswer())),
    });
    renderOverview('?from=2025-03-01&to=2025-03-02', ['metadata:overview:view']);
    const failure = await screen.findByText('The statistics could not be loaded');
    expect(screen.queryByRole('combobox', { name: 'Station' })).toBeNull();
    fail = false;
    fireEvent.click(within(failure.closest('.ant-result') as HTMLElement).getByRole('button'));
    expect(await screen.findByText('Stations operating')).toBeTruthy();
    expect(backend.count('/Station/lists')).toBe(0);
    expect(screen.getByTestId('location').textContent).toBe('/metadata/overview?from=2025-03-01&to=2025-03-02');
  });
});
