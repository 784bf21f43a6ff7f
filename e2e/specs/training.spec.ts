import { E2E_SIM_KEY } from '../constants';
import { callApi } from './api';
import { expect, test } from './fixtures';
import { signInThroughPage } from './support';

interface SessionDetail {
  id: number;
  station_id: number;
  pile_id: number;
  port_id: number;
  state: string;
}

interface Run {
  name: string;
  details: { sessionId: number };
}

test('a trainer runs a class: two sandboxes, a scenario solved in one through the app, the other untouched', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const newPage = async () => (await browser.newContext({ baseURL })).newPage();
  // The trainer's console on the main network asks for the trainer key, then makes the class.
  await page.goto('/#/trainer');
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer console' })).toBeVisible();
  await page.getByLabel('Control key').fill(E2E_SIM_KEY);
  await page.getByRole('button', { name: 'Open the console' }).click();
  await page.getByRole('tab', { name: 'Sandboxes' }).click();
  const createForm = page.locator('form#sandbox');
  for (const [name, scenario] of [
    ['alice', 'Stuck session'],
    ['bob', undefined],
  ] as const) {
    await createForm.getByLabel('Name').fill(name);
    if (scenario) {
      await createForm.getByLabel('Scenario').click();
      await page.locator('.ant-select-dropdown').getByText(scenario, { exact: true }).click();
    }
    await createForm.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`Sandbox ${name} is ready`)).toBeVisible();
  }
  const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(rowOf('alice')).toContainText('Stuck session');
  // Checked as soon as the list is open; neutral until the trainee starts, nothing held against her yet.
  await expect(rowOf('alice')).toContainText('Not started');
  await expect(rowOf('alice')).not.toContainText('The stuck session is still running.');
  await expect(page.getByRole('status', { name: 'Class results' })).toContainText('0 of 1 solved');
  // Each sandbox's key, for its trainee, with the address and the task in its row's briefing: the key opens alice's
  // control surface and nothing else.
  await rowOf('alice').getByRole('button', { name: 'Expand row' }).click();
  const briefing = page.locator('.ant-table-expanded-row');
  await expect(briefing).toContainText('Task for the trainee');
  const aliceKey = (await briefing.locator('code').textContent()) ?? '';
  expect(aliceKey).toMatch(/^[\w-]{32}$/);
  const withAliceKey = { headers: { 'x-sim-key': aliceKey } };

  // The trainee works in alice's network only, through the operator app served under /s/alice/.
  const trainee = await newPage();
  await signInThroughPage(trainee, 'ops', '/s/alice/#/login');
  await expect(trainee.getByText('Training network alice', { exact: true })).toBeVisible();
  const run = (await (await trainee.request.get('/s/alice/__sim/scenarios/current', withAliceKey)).json()) as Run;
  expect((await trainee.request.get('/s/bob/__sim/scenarios/current', withAliceKey)).status()).toBe(401);
  expect((await trainee.request.get('/__sim/sandboxes', withAliceKey)).status()).toBe(401);
  const stuck = await callApi<SessionDetail>(trainee, '/Charging_session/info', { id: run.details.sessionId });
  await trainee.goto(`/s/alice/#/operator/station/${stuck.station_id}/${stuck.pile_id}/${stuck.port_id}`);
  const current = trainee.locator('.ant-card').filter({ hasText: 'Session in progress' });
  await current.getByRole('button', { name: 'Stop' }).click();
  const dialog = trainee.getByRole('dialog').filter({ hasText: 'Stop the session on' });
  await dialog.getByLabel('Reason').fill('Stuck for 40 minutes, driver on the phone');
  await dialog.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(trainee.getByText(/^Session stopped: order #\d+, CA\$\d+\.\d\d$/)).toBeVisible();

  // The trainer never opens alice's console: the class list checks every sandbox by itself every few seconds,
  // and on demand, and names alice's task and findings in her row.
  await expect(rowOf('alice')).toContainText('Solved', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Check all' }).click();
  await expect(page.getByText(/^Checked at /)).toBeVisible();
  await expect(rowOf('alice')).toContainText('Solved');
  await expect(rowOf('bob')).not.toContainText('Stuck session');
  await expect(briefing).toContainText('The stuck session was stopped remotely.');

  // bob's network never saw any of it: the same session still charges there.
  const bob = await newPage();
  await signInThroughPage(bob, 'ops', '/s/bob/#/login');
  const untouched = await callApi<SessionDetail>(bob, '/Charging_session/info', { id: run.details.sessionId });
  expect(untouched.state).toBe('charging');
});
