import { expect, type Page } from '@playwright/test';

/** The API beside the page, as the web app finds it: `/s/alice/…` for a page of the sandbox alice. */
const apiOf = (page: Page) => new URL('./api/index.php/_pcharging', page.url()).pathname;

type Params = Readonly<Record<string, string | number>>;

/**
 * Calls the `_pcharging` API with the session the page holds, as the web client would (form body, token in
 * header and body). Tests use it to find seeded records and to set up data, never to check what the UI shows.
 */
export async function callApi<T>(page: Page, path: string, params: Params = {}, pageInfo?: Params): Promise<T> {
  // A sandbox's page keeps its session under its own prefix (pcharging.s.<name>.), the main network's under pcharging.
  const sandbox = /^\/s\/([^/]+)\//.exec(new URL(page.url()).pathname)?.[1];
  const tokenKey = sandbox ? `pcharging.s.${sandbox}.token` : 'pcharging.token';
  const token = await page.evaluate((key) => window.sessionStorage.getItem(key), tokenKey);
  expect(token, 'signed in').toBeTruthy();
  const form: Record<string, string> = { token: token ?? '' };
  for (const [key, value] of Object.entries(params)) form[`params[${key}]`] = String(value);
  for (const [key, value] of Object.entries(pageInfo ?? {})) form[`pageinfo[${key}]`] = String(value);
  const response = await page.request.post(`${apiOf(page)}${path}`, { form, headers: { token: token ?? '' } });
  const answer = (await response.json()) as { code: number | string; msg: string; data: T };
  expect(Number(answer.code), `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

export interface PageOf<T> {
  items: T[];
  total: number;
}

/** Records of the demo network every screen walk opens. */
export interface SeededIds {
  station: number;
  charger: number;
  port: number;
  user: number;
  role: number;
}

export async function seededIds(page: Page): Promise<SeededIds> {
  // A charger's station, so the station, charger and port screens all open on records that exist.
  const chargers = await callApi<PageOf<{ id: number; stationid: number }>>(
    page,
    '/Pile/lists',
    {},
    { page: 1, perpage: 1 },
  );
  const charger = chargers.items[0];
  const ports = await callApi<PageOf<{ id: number }>>(
    page,
    '/Port/lists',
    { pile_id: charger?.id ?? 0 },
    { page: 1, perpage: 1 },
  );
  const users = await callApi<PageOf<{ id: number }>>(page, '/User/lists', {}, { page: 1, perpage: 1 });
  const roles = await callApi<PageOf<{ id: number }>>(page, '/Role/lists', {}, { page: 1, perpage: 1 });
  return {
    station: charger?.stationid ?? 0,
    charger: charger?.id ?? 0,
    port: ports.items[0]?.id ?? 0,
    user: users.items[0]?.id ?? 0,
    role: roles.items[0]?.id ?? 0,
  };
}
