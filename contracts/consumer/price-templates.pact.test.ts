import {
  addPriceTemplate,
  deletePriceTemplate,
  editPriceTemplate,
  getPriceTemplate,
  listPriceTemplateOptions,
  listPriceTemplates,
  type PriceTemplateInput,
  setStationPriceTemplate,
} from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

const holidayRate: PriceTemplateInput = {
  name: 'Holiday rate',
  feetype: 1,
  electfee: '0.25',
  servicefee: '1.00',
  parkfee: '0.10',
};
const standardAc: PriceTemplateInput = {
  name: 'Standard AC',
  feetype: 1,
  electfee: '0.21',
  servicefee: '1.00',
  parkfee: '0.10',
};
const UNUSED_TEMPLATE = 5;

describe('price templates', () => {
  it('lists a page of templates', async () => {
    const page = await expectAnswer({
      description: 'a page of price templates',
      path: '/PriceTemplate/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: okAnswer('listPriceTemplates'),
      call: (client) => listPriceTemplates(client, {}, FIRST_PAGE),
    });
    expect(page.items[0]?.name).toEqual(expect.any(String));
  });

  it('lists the template options of a select', async () => {
    const options = await expectAnswer({
      description: 'the price template options',
      path: '/PriceTemplate/options',
      body: {},
      answer: okAnswer('listPriceTemplateOptions'),
      call: (client) => listPriceTemplateOptions(client),
    });
    expect(options[0]?.id).toEqual(expect.any(Number));
  });

  it('reads one template', async () => {
    const template = await expectAnswer({
      description: 'the detail of a price template',
      path: '/PriceTemplate/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getPriceTemplate'),
      call: (client) => getPriceTemplate(client, 1),
    });
    expect(template.electfee).toEqual(expect.any(String));
  });

  it('adds a template', async () => {
    const template = await expectAnswer({
      description: 'a new price template',
      path: '/PriceTemplate/add',
      body: { params: holidayRate },
      answer: okAnswer('addPriceTemplate'),
      call: (client) => addPriceTemplate(client, holidayRate),
    });
    expect(template.name).toEqual(expect.any(String));
  });

  it('refuses a malformed fee with a field error', async () => {
    const input = { ...holidayRate, electfee: 'cheap' };
    const error = await expectRefusal({
      description: 'a new price template with a malformed energy fee',
      path: '/PriceTemplate/add',
      body: { params: input },
      answer: invalidAnswer('electfee', 'Invalid energy fee'),
      call: (client) => addPriceTemplate(client, input),
    });
    expect(error?.fieldErrors.electfee).toBeTruthy();
  });

  it('edits a template and says how many stations it affects', async () => {
    const template = await expectAnswer({
      description: 'an edit of a price template',
      path: '/PriceTemplate/edit',
      body: { params: { ...standardAc, id: 1 } },
      answer: okAnswer('editPriceTemplate'),
      call: (client) => editPriceTemplate(client, 1, standardAc),
    });
    expect(template.id).toBe(1);
  });

  it('deletes an unused template', async () => {
    await expect(
      expectAnswer({
        description: 'a deletion of an unused price template',
        path: '/PriceTemplate/del',
        body: { params: { id: UNUSED_TEMPLATE } },
        answer: okAnswer('deletePriceTemplate'),
        call: (client) => deletePriceTemplate(client, UNUSED_TEMPLATE),
      }),
    ).resolves.toBeNull();
  });

  it('refuses the read-only auditor a deletion', async () => {
    const error = await expectForbidden({
      description: 'a deletion of a price template by the read-only auditor',
      path: '/PriceTemplate/del',
      body: { params: { id: UNUSED_TEMPLATE } },
      call: (client) => deletePriceTemplate(client, UNUSED_TEMPLATE),
    });
    expect(error?.code).toBe(403);
  });

  it('sets the template a station charges with', async () => {
    const station = await expectAnswer({
      description: 'a station set to charge with a template',
      path: '/Station/set_price',
      body: { params: { id: 5, template_id: 3 } },
      answer: okAnswer('setStationPriceTemplate'),
      call: (client) => setStationPriceTemplate(client, 5, 3),
    });
    expect(station.StationName).toEqual(expect.any(String));
  });

  it('answers 404 for a template that does not exist', async () => {
    const error = await expectRefusal({
      description: 'a station set to charge with a missing template',
      path: '/Station/set_price',
      body: { params: { id: 5, template_id: 9999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => setStationPriceTemplate(client, 5, 9999),
    });
    expect(error?.code).toBe(404);
  });
});
