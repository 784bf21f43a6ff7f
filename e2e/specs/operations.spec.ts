import { callApi, type PageOf } from './api';
import { expect, type Page, test } from './fixtures';
import { loadScenario, resetNetwork, stepClock } from './sim';
import { signIn } from './support';

interface SessionRow {
  id: number;
  station_id: number;
  pile_id: number;
  port_id: number;
  state: string;
  suspect: boolean;
}

const MINUTE = 60_000;

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

/** A session charging steadily on a charger that answers, found the way the Sessions screen lists them. */
async function chargingSession(page: Page): Promise<SessionRow> {
  const sessions = await callApi<PageOf<SessionRow>>(
    page,
    '/Charging_session/lists',
    { suspect: 0 },
    { page: 1, perpage: 50 },
  );
  const session = sessions.items.find((row) => row.state === 'charging');
  expect(session, 'the demo network has a session charging').toBeTruthy();
  return session as SessionRow;
}

const portPath = (session: SessionRow) =>
  `/#/operator/station/${session.station_id}/${session.pile_id}/${session.port_id}`;

test('an operator stops a running session from the port page, and finds its order and its timeline entry', async ({
  page,
}) => {
  await signIn(page, 'ops');
  const session = await chargingSession(page);
  await page.goto(portPath(session));
  const current = page.locator('.ant-card').filter({ hasText: 'Session in progress' });
  await expect(current.getByText('Charging', { exact: true })).toBeVisible();

  await current.getByRole('button', { name: 'Stop' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Stop the session on' });
  await dialog.getByLabel('Reason').fill('Driver asked by phone');
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText(/^Session stopped: order #\d+, CA\$\d+\.\d\d$/)).toBeVisible();
  await expect(current.getByText('No session in progress on this port')).toBeVisible();

  const timeline = page.locator('.ant-card').filter({ hasText: 'Timeline' });
  const stop = timeline.getByRole('row').filter({ hasText: 'Session stopped remotely' });
  await expect(stop).toContainText('ops');
  await expect(stop).toContainText('Driver asked by phone');

  await current.getByRole('link', { name: 'Recent orders on this port' }).click();
  await expect(page).toHaveURL(new RegExp(`port_id=${session.port_id}`));
  await page.locator('tbody tr[data-row-key]').first().getByText('Details').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('Stopped remotely · ops · Driver asked by phone')).toBeVisible();
});

test('a session whose charger went silent is flagged suspect once the clock passes the threshold', async ({ page }) => {
  await signIn(page, 'ops');
  const { details } = await loadScenario(page, 'station-offline');
  await page.goto(`/#/operator/session?station_id=${details.stationId}`);
  const rows = page.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Suspect' })).toHaveCount(0);

  await stepClock(page, 16 * MINUTE);
  await page.reload();
  await expect(rows.first()).toContainText('Suspect');
  await expect(rows.first()).toContainText(/Charger silent since/);
});

test('a port taken out of service takes no session while the network runs two hours', async ({ page }) => {
  await signIn(page, 'ops');
  const ports = await callApi<PageOf<{ id: number; chargerstatus: number }>>(
    page,
    '/Port/lists',
    { pile_id: 1 },
    { page: 1, perpage: 10 },
  );
  const free = ports.items.find((port) => port.chargerstatus === 1);
  expect(free, 'charger 1 has a free port').toBeTruthy();
  const portId = free?.id ?? 0;
  const charger = await callApi<{ stationid: number }>(page, '/Pile/info', { id: 1 });
  await page.goto(`/#/operator/station/${charger.stationid}/1/${portId}`);
  await page.getByRole('button', { name: 'Take out of service' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'out of service' });
  await dialog.getByLabel('Reason (maintenance, damage…)').fill('Cable damaged');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^Out of service since .+: Cable damaged$/)).toBeVisible();

  for (let step = 0; step < 8; step += 1) await stepClock(page, 15 * MINUTE);
  // Two simulated hours outlive the sign-in (its lifetime is two hours): sign in again to look.
  await signIn(page, 'ops');
  const port = await callApi<{ inoperative_since: string | null; chargerstatus: number }>(page, '/Port/info', {
    id: portId,
  });
  expect(port.chargerstatus).toBe(0);
  const sessions = await callApi<PageOf<{ at: string; event: string }>>(
    page,
    '/Timeline/lists',
    { port_id: portId, kind: 'session' },
    { page: 1, perpage: 10 },
  );
  const startedSince = sessions.items.filter(
    (entry) => entry.event === 'session_started' && entry.at >= (port.inoperative_since ?? ''),
  );
  expect(startedSince).toEqual([]);
  await page.goto(`/#/operator/station/${charger.stationid}/1/${portId}`);
  await expect(page.getByText('No session in progress on this port')).toBeVisible();
  await expect(page.getByText(/^Out of service since .+: Cable damaged$/)).toBeVisible();
});
