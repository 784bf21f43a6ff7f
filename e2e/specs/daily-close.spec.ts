import { seriousViolations } from './accessibility';
import { callApi, type PageOf } from './api';
import { expect, test } from './fixtures';
import { resetNetwork } from './sim';
import { openSignedIn } from './support';

interface DayClose {
  closed_days: { recorded: { gross: string; net: string } }[];
}

interface OrderRow {
  id: number;
  order_no: string;
}

// What the screen says, in each language.
const TEXT = {
  en: {
    close: 'Close this day',
    recorded: 'Recorded at the close',
    afterClose: 'After close',
    refund: 'Refund of order',
  },
  fr: {
    close: 'Clôturer cette journée',
    recorded: 'Enregistré à la clôture',
    afterClose: 'Après la clôture',
    refund: 'Remboursement de la commande',
  },
  'zh-cn': { close: '日结本日', recorded: '日结时记录', afterClose: '日结后', refund: '的退款' },
} as const;

/** The network day two days before the simulator's today. */
async function endedDay(page: Parameters<typeof callApi>[0]): Promise<string> {
  // The overview's default range ends on the network's today, by the simulator's clock.
  const { to } = (await callApi<{ range: { to: string } }>(page, '/Statistics/overview')).range;
  const day = new Date(`${to}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  return day.toISOString().slice(0, 10);
}

// Issue 42's acceptance: a clerk closes a day, then one of its orders is refunded; the closed day keeps its figures
// and shows the refund as after close, booked on the day it was given.
for (const language of ['en', 'fr', 'zh-cn'] as const) {
  test(`closes a day, and a later refund of its order shows as after close (${language})`, async ({ page }) => {
    const text = TEXT[language];
    await page.addInitScript((locale) => window.localStorage.setItem('pcharging.locale', locale), language);
    await resetNetwork(page);
    await openSignedIn(page, 'finance');
    await expect(page.getByRole('menu').first()).toBeVisible();
    const day = await endedDay(page);
    const orders = await callApi<PageOf<OrderRow>>(
      page,
      '/Order/lists',
      { started_from: day, started_to: day, status: 3, refund_state: 'none' },
      { page: 1, perpage: 1 },
    );
    const order = orders.items[0];
    expect(order, `a paid order on ${day}`).toBeTruthy();

    await page.goto(`/#/money/close?from=${day}`);
    await page.getByRole('button', { name: text.close }).click();
    await page.getByRole('dialog').locator('.ant-btn-primary').click();
    const closed = page.getByTestId(`closed-day-${day}`);
    await expect(closed.getByText(text.recorded)).toBeVisible();
    await expect(page.getByRole('button', { name: text.close })).toHaveCount(0);
    const recorded = await callApi<DayClose>(page, '/Close/info', { from: day, to: day });

    await callApi(page, '/Order/refund', {
      id: order?.id ?? 0,
      amount: '1.00',
      reason: 'Charger fault, after the close',
    });
    await page.reload();
    await expect(closed.getByText(text.afterClose)).toBeVisible();
    await expect(closed.getByText(new RegExp(`${order?.order_no}`))).toContainText(text.refund);
    const after = await callApi<DayClose>(page, '/Close/info', { from: day, to: day });
    expect(after.closed_days[0]?.recorded).toEqual(recorded.closed_days[0]?.recorded);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the daily close fits a phone: nothing reaches past its right edge, and axe finds nothing serious', async ({
    page,
  }) => {
    await resetNetwork(page);
    await openSignedIn(page, 'finance');
    const day = await endedDay(page);
    await page.goto(`/#/money/close?from=${day}`);
    await expect(page.getByText(/as it stands now/)).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
    const past = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.ant-layout-content *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        .slice(0, 5),
    );
    expect(past).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
