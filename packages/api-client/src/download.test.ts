import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { downloadFile, fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="orders.xlsx"', 'orders.xlsx'],
    ['attachment; filename=orders.xlsx', 'orders.xlsx'],
    ["attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx", '订单.xlsx'],
    ['attachment', 'fallback.bin'],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'fallback.bin')).toBe(expected);
  });
});

describe('downloadFile', () => {
  const clientAnswering = (response: Response) =>
    createApiClient({ baseUrl: 'http://backend.test', getToken: () => 't', fetch: async () => response });

  it('returns the blob and its file name', async () => {
    const client = clientAnswering(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="a.xlsx"' },
      }),
    );
    const file = await downloadFile(client, '/Order/export', { params: {} });
    expect(file.fileName).toBe('a.xlsx');
    expect(file.blob.size).toBe(4);
  });

  it('rejects with the business error when the backend answers an envelope instead of a file', async () => {
    const client = clientAnswering(
      new Response(JSON.stringify({ code: 403, msg: 'no', data: null }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(downloadFile(client, '/Order/export', {})).rejects.toMatchObject({ kind: 'business', code: 403 });
  });

  it('rejects an empty file', async () => {
    const client = clientAnswering(
      new Response(new Uint8Array(), { headers: { 'Content-Type': 'application/octet-stream' } }),
    );
    await expect(downloadFile(client, '/Order/export', {})).rejects.toMatchObject({ kind: 'empty' });
  });
});
