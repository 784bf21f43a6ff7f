import { closeDay, exportStatement, getDayClose } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, expectForbidden, expectWorkbook } from './support';

// An ended day of the network; its figures may be zero, a close records them all the same.
const day = '2026-01-10';

describe('the daily close', () => {
  it("answers a day's figures by station and start mode, with its closed days", async () => {
    const close = await expectAnswer({
      description: "a network day's close",
      path: '/Close/info',
      body: { params: { from: day, to: day } },
      answer: okAnswer('getDayClose'),
      call: (client) => getDayClose(client, { from: day, to: day }),
    });
    expect(close.figures.gross).toEqual(expect.any(String));
    expect(close.figures.net).toEqual(expect.any(String));
  });

  it('closes an ended day and answers it with its recorded figures', async () => {
    const closed = await expectAnswer({
      description: 'an ended day closed',
      path: '/Close/close',
      body: { params: { day } },
      answer: okAnswer('closeDay'),
      call: (client) => closeDay(client, { day }),
    });
    expect(closed.closable).toEqual(expect.any(Boolean));
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'a close asked by the auditor',
      path: '/Close/close',
      body: { params: { day } },
      call: (client) => closeDay(client, { day }),
    });
    expect(error?.code).toBe(403);
  });

  it("exports a range of days' statement as a workbook", async () => {
    const params = { from: '2026-01-05', to: '2026-01-11' };
    const file = await expectWorkbook({
      description: 'the statement of a week',
      path: '/Journal/statement',
      body: { params },
      disposition: [
        /attachment; filename="statement-\d{4}-\d{2}-\d{2}(_\d{4}-\d{2}-\d{2})?\.xlsx"/,
        'attachment; filename="statement-2026-01-05_2026-01-11.xlsx"',
      ],
      call: (client) => exportStatement(client, params),
    });
    expect(file.fileName).toMatch(/^statement-2026-01-05/);
  });
});
