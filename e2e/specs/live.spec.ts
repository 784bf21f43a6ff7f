import { expect, type Page, test } from './fixtures';
import { clearFaults, injectFault, resetNetwork, stepClock } from './sim';
import { acceptTheOneReloginDialog, signIn } from './support';

// Restarting takes 30 simulated seconds (the simulator's RESTART_DURATION_MS); a step past it brings the charger back.
const PAST_RESTART_MS = 31_000;

const statusOf = (page: Page) =>
  page.getByRole('rowheader', { name: 'Online status', exact: true }).locator('xpath=following-sibling::td[1]');

test.beforeEach(async ({ page }) => {
  await resetNetwork(page);
});

test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

test('a remote restart shows the charger offline, refuses its whitelist, and back online live, without reload', async ({
  page,
}) => {
  const pushedStatuses: number[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; data?: { pileId?: number; status?: number } };
      if (message.type === 'pile.status' && message.data?.pileId === 3) pushedStatuses.push(message.data.status ?? -1);
    }),
  );
  await signIn(page, 'admin', '/operator/station/1/3');
  await expect(statusOf(page)).toHaveText('Online');
  await expect(page.getByRole('button', { name: /Edit whitelist/ })).toBeEnabled();
  await page.evaluate(() => {
    (window as unknown as { keptAcrossTheTest: boolean }).keptAcrossTheTest = true;
  });

  await page.getByRole('button', { name: /Remote restart/ }).click();
  const confirmation = page.locator('.ant-modal-confirm').filter({ hasText: /Send a remote restart command/ });
  await confirmation.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Restart command issued successfully')).toBeVisible();
  await expect(statusOf(page)).toHaveText('Restarting');
  await expect(page.getByText(/The whitelist can only be configured while the charger is online/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit whitelist/ })).toBeDisabled();

  await stepClock(page, PAST_RESTART_MS);
  await expect(statusOf(page)).toHaveText('Online');
  await expect(page.getByRole('button', { name: /Edit whitelist/ })).toBeEnabled();
  await expect(page.getByText(/The whitelist can only be configured while the charger is online/)).toHaveCount(0);
  // Restarting (3), then online (1), as pushed over the live socket: the page never asked again by itself.
  expect(pushedStatuses).toEqual([3, 1]);
  expect(await page.evaluate(() => (window as unknown as { keptAcrossTheTest?: boolean }).keptAcrossTheTest)).toBe(
    true,
  );
});

// Spec section 8: both 1005 and 401 mean the session is gone. The income page asks for its totals and its
// per-station table together, so each code is injected on both calls at once.
for (const code of [1005, 401]) {
  test(`a ${code} answered to two calls at once brings a single re-login dialog`, async ({ page }) => {
    await signIn(page, 'admin');
    for (const operationId of ['getIncomeStatistics', 'listIncomeByStation']) {
      await injectFault(page, { operationId, kind: 'business-error', code, count: 1 });
    }
    await page.goto('/#/metadata/income');
    await acceptTheOneReloginDialog(page, '/metadata/income');
  });
}

const injectedFailures = [
  {
    name: 'permission denied (403)',
    fault: { kind: 'business-error', code: 403 },
    text: 'No permission for this operation',
  },
  { name: 'not found (404)', fault: { kind: 'business-error', code: 404 }, text: 'Resource does not exist' },
  {
    name: 'a business refusal with its own message',
    fault: { kind: 'business-error', code: 1009, msg: 'Station list is being rebuilt' },
    text: 'Station list is being rebuilt',
  },
  // Transport failures are retried twice before the user is told.
  { name: 'an HTTP 502', fault: { kind: 'http-status', status: 502, count: 3 }, text: 'Backend interface error 502' },
] as const;

for (const { name, fault, text } of injectedFailures) {
  test(`an injected ${name} on the station list shows its toast`, async ({ page }) => {
    await signIn(page, 'admin');
    await injectFault(page, { operationId: 'listStations', count: 1, ...fault });
    await page.goto('/#/operator/station');
    await expect(page.locator('.ant-message').getByText(text, { exact: true })).toBeVisible();
  });
}
