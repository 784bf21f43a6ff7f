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
import { answerThenRefusal, crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer, MESSAGES, request } from './support';

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

// Station 5 set to charge with a template.
const setPrice = (templateId: number) =>
  request('/Station/set_price', { id: 5, template_id: templateId }, (client) =>
    setStationPriceTemplate(client, { id: 5, template_id: templateId }),
  );

describe('price templates', () => {
  crudContracts({
    resource: { one: 'a price template', many: 'price templates', path: '/PriceTemplate' },
    list: { call: listPriceTemplates, check: (page) => expect(page.items[0]?.name).toEqual(expect.any(String)) },
    info: {
      id: 1,
      call: getPriceTemplate,
      check: (template) => expect(template.electfee).toEqual(expect.any(String)),
      unknownId: false,
    },
    add: {
      input: holidayRate,
      call: addPriceTemplate,
      check: (template) => expect(template.name).toEqual(expect.any(String)),
      invalid: {
        description: 'a new price template with a malformed energy fee',
        field: 'electfee',
        value: 'cheap',
        message: 'Invalid energy fee',
      },
    },
    edit: {
      id: 1,
      input: standardAc,
      call: editPriceTemplate,
      check: (template) => expect(template.id).toBe(1),
      description: 'an edit of a price template',
    },
    remove: { id: UNUSED_TEMPLATE, call: deletePriceTemplate, description: 'a deletion of an unused price template' },
    auditor: { remove: 'a deletion of a price template by the read-only auditor' },
  });

  it('lists the template options of a select', async () => {
    const options = await expectAnswer({
      description: 'the price template options',
      path: '/PriceTemplate/options',
      body: {},
      answer: okAnswer('listPriceTemplateOptions'),
      call: listPriceTemplateOptions,
    });
    expect(options[0]?.id).toEqual(expect.any(Number));
  });

  it('sets the template a station charges with, or answers 404 for one that does not exist', async () => {
    const [station] = await answerThenRefusal(
      {
        ...setPrice(3),
        description: 'a station set to charge with a template',
        answer: okAnswer('setStationPriceTemplate'),
      },
      {
        ...setPrice(9999),
        description: 'a station set to charge with a missing template',
        answer: errorAnswer(404, MESSAGES.notFound),
      },
    );
    expect(station.StationName).toEqual(expect.any(String));
  });
});
