import type { Page } from '@playwright/test';
import { callApi, type PageOf } from './api';

/** A port as Port/info answers it, with what says whether a session can start there. */
export interface PortInfo {
  id: number;
  chargerid: string;
  stationid: number;
  pile_id: number;
  chargerstatus: number;
  pile_status: number;
  session_id: number | null;
  inoperative_since: string | null;
}

export interface CustomerRow {
  id: number;
  name: string;
  account: string;
  balance: string;
}

/** The `skip`-th port of the demo network that can start a session now: available, online, free, in service. */
export async function freePort(page: Page, skip = 0): Promise<PortInfo> {
  let skipped = 0;
  for (let id = 1; id < 80; id += 1) {
    const port = await callApi<PortInfo>(page, '/Port/info', { id });
    const free =
      port.chargerstatus === 1 && port.pile_status === 1 && port.session_id === null && port.inoperative_since === null;
    if (free && skipped++ === skip) return port;
  }
  throw new Error('no free port in the demo network');
}

/** A customer with an active card: the richest (after `skip` others) or the poorest. */
export async function driverWithCard(page: Page, richest: boolean, skip = 0): Promise<CustomerRow> {
  const customers = await callApi<PageOf<CustomerRow>>(
    page,
    '/Customer/lists',
    { status: 1 },
    { page: 1, perpage: 100 },
  );
  const sorted = [...customers.items].sort((a, b) => (Number(a.balance) - Number(b.balance)) * (richest ? -1 : 1));
  let skipped = 0;
  for (const customer of sorted) {
    const info = await callApi<{ card_list: Array<{ status: number }> }>(page, '/Customer/info', { id: customer.id });
    if (info.card_list.some((card) => card.status === 1) && skipped++ === skip) return customer;
  }
  throw new Error('no customer with an active card');
}

/** Clicks an entry of the open select's list (antd draws it apart from its accessible copy). */
export async function pickOption(page: Page, name: string): Promise<void> {
  await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
}
