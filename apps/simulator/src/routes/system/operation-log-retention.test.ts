import { hashPassword, LOGIN_TYPE } from '@pcharging/api-client';
import { encodeForm } from '@pcharging/api-client/wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, TEST_CAPTCHA } from '../../testing/harness';

let harness: Harness;
beforeEach(async () => {
  harness = await createHarness({ config: { logRetentionDays: 400 } });
});
afterEach(() => harness.close());

const API = 'http://localhost/api/index.php/_pcharging';

async function call(path: string, address: string, body: string, cookie = '') {
  const request = new Request(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body,
  });
  return harness.app.fetch(request, { incoming: { socket: { remoteAddress: address } } });
}

async function wrongSignIn(address: string, account: string) {
  const captcha = await call('/Base/verification_code', address, '');
  const cookie = (captcha.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const params = { account, pwd: hashPassword('Wrong#1'), code: TEST_CAPTCHA, type: LOGIN_TYPE };
  await call('/Admin_user/login', address, encodeForm({ params }), cookie);
}

interface LoggedRow {
  ip: string;
  key: string | null;
  values: string | null;
}
const signInRows = () =>
  harness.database.sqlite
    .prepare(
      "select ip, result_message_key as key, result_message_values as 'values' from operation_logs where operation_id = 'login' order by id",
    )
    .all() as LoggedRow[];

describe('failed sign-ins in the operation log', () => {
  it('are one row per address block and minute, counting them', async () => {
    for (let i = 0; i < 30; i += 1) await wrongSignIn(`203.0.113.${1 + (i % 3)}`, `name${i % 5}`);
    await wrongSignIn('198.51.100.7', 'admin');
    const rows = signInRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ key: 'failedSignInsSummary', values: JSON.stringify({ count: 30, accounts: 5 }) });
    expect(rows[1]).toMatchObject({ ip: '198.51.100.7', key: 'badCredentials' });
    harness.clock.advance(60_000);
    await wrongSignIn('203.0.113.1', 'admin');
    expect(signInRows()).toHaveLength(3);
  });

  it('start a new row when the log under this minute was wiped (a reset to a seed or a provider state)', async () => {
    await wrongSignIn('203.0.113.1', 'admin');
    harness.database.sqlite.prepare('delete from operation_logs').run();
    await wrongSignIn('203.0.113.2', 'admin');
    expect(signInRows()).toEqual([expect.objectContaining({ ip: '203.0.113.2', key: 'badCredentials' })]);
  });

  it('stay a few rows a minute when every guess comes from another block', async () => {
    for (let i = 0; i < 100; i += 1) await wrongSignIn(`10.${i}.0.1`, 'admin');
    const rows = signInRows();
    expect(rows).toHaveLength(21);
    expect(rows.at(-1)).toMatchObject({
      ip: '*',
      key: 'failedSignInsFromMany',
      values: JSON.stringify({ count: 80, accounts: 1 }),
    });
  });
});

describe('the operation log retention', () => {
  it('removes rows older than PCHARGING_LOG_RETENTION_DAYS (400 by default) as new ones come', async () => {
    const now = harness.clock.now();
    const insert = harness.database.sqlite.prepare(
      "insert into operation_logs (operation_id, method, path, params, result_code, duration_ms, created_at) values ('logout', 'POST', '/x', '{}', '200', 1, ?)",
    );
    insert.run(now - 401 * 24 * 3600_000);
    insert.run(now - 399 * 24 * 3600_000);
    await wrongSignIn('198.51.100.7', 'admin');
    const kept = harness.database.sqlite
      .prepare("select count(*) as n from operation_logs where operation_id = 'logout'")
      .get() as { n: number };
    expect(kept.n).toBe(1);
  });
});
