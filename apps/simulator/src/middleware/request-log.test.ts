import { listStations } from '@pcharging/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createHarness, type Harness, signIn } from '../testing/harness';

const lines: string[] = [];
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
let harness: Harness;

beforeAll(async () => {
  harness = await createHarness({ logger: createLogger('json', { write: (line: string) => lines.push(line) }) });
});
afterAll(() => harness.close());

describe('the request log', () => {
  it('writes one JSON line per request: id, method, path, operation, account, status, code and duration', async () => {
    const { client } = await signIn(harness, 'ops');
    lines.length = 0;
    await listStations(client, {}, { page: 1, size: 5 });
    const [line] = records().filter((record) => record.msg === 'request');
    expect(line).toMatchObject({
      level: 30,
      reqId: expect.any(String),
      method: 'POST',
      path: '/api/index.php/_pcharging/Station/lists',
      operationId: 'listStations',
      account: 'ops',
      status: 200,
      code: 200,
      ms: expect.any(Number),
    });
    expect(typeof line?.time).toBe('string');
  });

  it('records refusals with their business code', async () => {
    lines.length = 0;
    await harness.send('/Station/lists', { token: 'nobody', body: '' });
    expect(records().find((record) => record.msg === 'request')).toMatchObject({ status: 200, code: 401 });
  });

  it('never writes a password digest or a token', async () => {
    lines.length = 0;
    const { token } = await signIn(harness, 'finance');
    const written = lines.join('\n');
    expect(written).not.toContain(token);
    expect(written).not.toMatch(/[0-9a-f]{32}/);
    expect(records().map((record) => record.operationId)).toEqual(['getCaptcha', 'login']);
  });

  it('says a client went away instead of logging a fault with a stack', async () => {
    lines.length = 0;
    const { token } = await signIn(harness, 'support');
    const abort = new AbortController();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK'),
        );
        setTimeout(() => {
          abort.abort();
          controller.error(new Error('aborted'));
        }, 20);
      },
    });
    const request = new Request('http://sim.test/api/index.php/_pcharging/Rfid/import', {
      method: 'POST',
      headers: { token, 'Content-Type': 'multipart/form-data; boundary=x' },
      body,
      signal: abort.signal,
      duplex: 'half',
    } as RequestInit);
    await Promise.resolve(harness.app.fetch(request)).catch(() => undefined);
    const written = records();
    expect(written.some((record) => record.level === 50)).toBe(false);
    expect(lines.join('\n')).not.toMatch(/\bat .+\.ts:\d+/);
    expect(written.find((record) => record.path === '/api/index.php/_pcharging/Rfid/import')).toMatchObject({
      msg: 'client went away',
      aborted: true,
    });
  });
});
