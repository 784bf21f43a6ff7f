import { previewPriceTemplate } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { errorAnswer, expectAnswer, expectForbidden, expectRefusal, MESSAGES } from './support';

// Template 2 is the one the demo seed's first stations charge with.
const proposal = {
  id: 2,
  name: 'Standard AC',
  feetype: 1 as const,
  electfee: '0.37',
  servicefee: '0.80',
  parkfee: '0.55',
};

describe('price-change preview', () => {
  it("re-prices the last 30 days' sessions of the template's stations", async () => {
    const preview = await expectAnswer({
      description: 'a preview of new fees for a template in use',
      path: '/PriceTemplate/preview',
      body: { params: proposal },
      answer: okAnswer('previewPriceTemplate'),
      call: (client) => previewPriceTemplate(client, proposal),
    });
    expect(preview.stations.length).toBeGreaterThan(0);
    expect(preview.totals.income_after).toEqual(expect.any(String));
    expect(preview.typical.cost_after).toEqual(expect.any(String));
  });

  it('answers 404 for a template that does not exist', async () => {
    const unknown = { ...proposal, id: 99999 };
    const error = await expectRefusal({
      description: 'a preview of a template that does not exist',
      path: '/PriceTemplate/preview',
      body: { params: unknown },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => previewPriceTemplate(client, unknown),
    });
    expect(error?.code).toBe(404);
  });

  it('is refused to the read-only auditor, who may not edit prices', async () => {
    const error = await expectForbidden({
      description: 'a price preview asked by the auditor',
      path: '/PriceTemplate/preview',
      body: { params: proposal },
      call: (client) => previewPriceTemplate(client, proposal),
    });
    expect(error?.code).toBe(403);
  });
});
