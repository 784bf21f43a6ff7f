import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['finance']);

/** A raw statement request through HTTP: the fields as the wire writes them. */
async function statement(fields: Record<string, string>): Promise<Response> {
  const body = Object.entries(fields)
    .map(([name, value]) => `params%5B${name}%5D=${encodeURIComponent(value)}`)
    .join('&');
  return suite.harness.send('/Journal/statement', { body, token: suite.tokenOf('finance') });
}

async function refusedField(fields: Record<string, string>): Promise<string | undefined> {
  const response = await statement(fields);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { code: number; data: { errors?: { field: string }[] } | null };
  expect(answer.code).toBe(ErrorCode.InvalidInput);
  return answer.data?.errors?.[0]?.field;
}

describe('exportStatement dates', () => {
  it.each(['0000-01', '0001-01', '0100-01', '1999-12', '2100-01', '9999-12'])(
    'refuses the month %s, outside the books, naming the field (it answered 500 before)',
    async (month) => {
      expect(await refusedField({ month })).toBe('month');
    },
  );

  it.each([
    [{ from: '0100-01-01', to: '2026-01-02' }, 'from'],
    [{ from: '2026-01-01', to: '9999-12-31' }, 'to'],
    [{ from: '0000-01-01', to: '0000-01-02' }, 'from'],
    [{ from: '2026-00-01', to: '2026-01-02' }, 'from'],
    [{ from: '2026-02-30', to: '2026-03-02' }, 'from'],
  ])('refuses the days %j outside the books or the calendar', async (fields, field) => {
    expect(await refusedField(fields)).toBe(field);
  });

  it.each(['2000-01', '2024-02', '2099-12'])(
    'makes the statement of the month %s at the ends of the range',
    async (month) => {
      const response = await statement({ month });
      expect(response.headers.get('content-type')).toContain(XLSX_CONTENT_TYPE);
      expect(response.headers.get('content-disposition')).toContain(`statement-${month}.xlsx`);
    },
  );
});
