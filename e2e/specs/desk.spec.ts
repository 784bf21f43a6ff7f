import { callApi, type PageOf } from './api';
import { expect, test } from './fixtures';
import { openSignedIn } from './support';

interface ChargerRow {
  id: number;
  stationid: number;
  connectors: number;
}

test('the charger page shows its ports in the first screen at 1280x720', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, 'ops', '/operator/station');
  const { items } = await callApi<PageOf<ChargerRow>>(page, '/Pile/lists', {}, { page: 1, perpage: 20 });
  const charger = items.find((row) => row.connectors >= 2) ?? items[0];
  expect(charger, 'the demo network has a charger').toBeTruthy();
  await page.goto(`/#/operator/station/${charger?.stationid}/${charger?.id}`);
  const ports = page
    .locator('.ant-card')
    .filter({ has: page.getByText('Charging ports', { exact: true }) })
    .first();
  const firstPort = ports.locator('tbody tr[data-row-key]').first();
  await expect(firstPort).toBeVisible();
  const box = await firstPort.boundingBox();
  expect((box?.y ?? 720) + (box?.height ?? 0), 'the first port row ends within the first screen').toBeLessThanOrEqual(
    720,
  );
});
