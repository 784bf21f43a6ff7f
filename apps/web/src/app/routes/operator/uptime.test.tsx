import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartOption, ChartProps } from '../../../components/chart/chart';
import { renderApp, signInAs, withSimulator } from '../../../testing/simulator';
import { firstTableRow } from '../../../testing/table-rows';

// jsdom draws no canvas: the chart keeps the option it was given, for the test to read.
const drawn = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../../../components/chart/chart', () => ({
  Chart: ({ option, label }: ChartProps) => {
    drawn.set('uptime', option);
    return <div data-testid="chart">{label}</div>;
  },
}));

const simulator = withSimulator();
const slow = { timeout: 15_000 };
const sqlite = () => simulator.harness.database.sqlite;

/** The report's first row, the worst port: in the demo seed the port faulted for a week. */
const worstRow = () => firstTableRow(slow);

async function openWorstPort() {
  const row = await worstRow();
  const portId = Number(row.getAttribute('data-row-key'));
  fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
  const drawer = (await screen.findByText(/uptime and outages$/, undefined, slow)).closest(
    '.ant-drawer',
  ) as HTMLElement;
  await waitFor(
    () => expect(within(drawer).getAllByRole('button', { name: 'Exclude' }).length).toBeGreaterThan(0),
    slow,
  );
  return { drawer, portId };
}

describe('port uptime screen', () => {
  it('ranks the worst port first, below 97 %, and operations exclude its fault with a reason and a note', async () => {
    await signInAs('ops');
    renderApp('/operator/uptime');
    expect(await screen.findByText(/^Below 97/, undefined, slow)).toBeTruthy();
    const row = await worstRow();
    expect(within(row).getByText(/^9[0-6]\.\d+ %$/)).toBeTruthy();
    // The page's ports are drawn against a line at 97 %, the worst first.
    const series = () =>
      ((drawn.get('uptime') as ChartOption | undefined)?.series ?? []) as Array<{
        data?: Array<{ value: number }>;
        markLine?: { data?: unknown[] };
      }>;
    await waitFor(() => expect(series()[0]?.markLine?.data).toEqual([{ yAxis: 97 }]), slow);
    expect(series()[0]?.data?.[0]?.value).toBeLessThan(97);
    const { drawer, portId } = await openWorstPort();
    expect(within(drawer).getByText('Port fault')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Exclude' }));
    const dialog = (await screen.findByText('Exclude this outage from the uptime', undefined, slow)).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    expect(await within(dialog).findByText('Please enter What shows it')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('What shows it'), {
      target: { value: 'Cable cut by a snowplough, police report 26-4411' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude' }));
    const confirm = (
      await screen.findByText(/^Exclude this outage as Electric utility interruption\?/, undefined, slow)
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The outage no longer counts against the uptime', undefined, slow)).toBeTruthy();

    const stored = sqlite()
      .prepare(
        "select excluded_reason as reason, excluded_note as note from port_outages where port_id = ? and cause = 'port_fault' and excluded_reason is not null",
      )
      .get(portId);
    expect(stored).toEqual({ reason: 'utility', note: 'Cable cut by a snowplough, police report 26-4411' });
    expect(await within(drawer).findByText(/^Electric utility interruption, by ops/, undefined, slow)).toBeTruthy();
  }, 120_000);

  it('shows Exclude disabled to the auditor, naming the permission', async () => {
    await signInAs('auditor');
    renderApp('/operator/uptime');
    const { drawer } = await openWorstPort();
    const exclude = within(drawer).getAllByRole('button', { name: 'Exclude' })[0] as HTMLButtonElement;
    expect(exclude.disabled).toBe(true);
    fireEvent.mouseEnter(exclude.parentElement ?? exclude);
    expect(
      await screen.findByText(
        'Outages are excluded by a role with the operator:uptime:exclude permission (Operations, among the standard roles).',
      ),
    ).toBeTruthy();
  }, 120_000);
});
