import { seriousViolations } from './accessibility';
import { callApi } from './api';
import { expect, test } from './fixtures';
import { resetNetwork } from './sim';
import { openSignedIn } from './support';

interface Customer {
  balance: string;
}

// Issue 40, money limits: finance's credit above its ceiling waits in the demo seed; admin approves it and the
// customer's balance moves by it.
test("admin approves finance's waiting adjustment, and the balance moves", async ({ page }) => {
  await resetNetwork(page);
  await openSignedIn(page, 'admin');
  const before = await callApi<Customer>(page, '/Customer/info', { id: 2 });

  await page.goto('/#/money/approval?status=waiting');
  const row = page.getByRole('row').filter({ hasText: 'Goodwill after a week-long station outage' });
  await expect(row.getByText('finance')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Adjustment approved: the balance moved')).toBeVisible();

  const after = await callApi<Customer>(page, '/Customer/info', { id: 2 });
  expect(Math.round(Number(after.balance) * 100) - Math.round(Number(before.balance) * 100)).toBe(250_000);
});
