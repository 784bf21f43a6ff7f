import {
  addPriceTemplate,
  deletePriceTemplate,
  editPriceTemplate,
  getPriceTemplate,
  getStation,
  listPriceTemplateOptions,
  listPriceTemplates,
  type PriceTemplateInput,
  setStationPriceTemplate,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { describe, expect, it } from 'vitest';
import { createHarness, rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'auditor']);
const { ops, auditor } = suite.clients;

const template = (name: string): PriceTemplateInput => ({
  name,
  feetype: 1,
  electfee: '0.32',
  servicefee: '1.5',
  parkfee: '0.10',
});

describe('price templates', () => {
  it('lists templates with the number of stations using each', async () => {
    const page = await listPriceTemplates(auditor, {}, { page: 1, size: 20 });
    expect(page.total).toBe(5);
    expect(page.items.find((item) => item.name === 'Summer promo')?.stations).toBe(0);
    const used = page.items.reduce((sum, item) => sum + item.stations, 0);
    const stationsWithTemplate = suite.harness.database.db
      .select()
      .from(tables.stations)
      .all()
      .filter((s) => s.priceTemplateId !== null).length;
    expect(used).toBe(stationsWithTemplate);
    expect(page.items.every((item) => item.free_park_minutes === 15)).toBe(true);
  });

  it('creates a template with fees in dollars and stores them to the cent', async () => {
    const created = await addPriceTemplate(ops, template('Weekend promo'));
    expect(created).toMatchObject({ electfee: '0.32', servicefee: '1.50', parkfee: '0.10', stations: 0 });
    await expect(getPriceTemplate(auditor, { id: created.id })).resolves.toMatchObject({ name: 'Weekend promo' });
    const options = await listPriceTemplateOptions(auditor);
    expect(options.map((option) => option.name)).toContain('Weekend promo');
  });

  it('says how many stations a change reprices', async () => {
    const before = await getPriceTemplate(auditor, { id: 2 });
    expect(before.stations).toBeGreaterThan(0);
    const after = await editPriceTemplate(ops, { ...template('Fast DC'), electfee: '0.49', id: 2 });
    expect(after).toMatchObject({ electfee: '0.49', affected_stations: before.stations });
  });

  it('refuses a fee with three decimals, a duplicate name and an unknown fee type', async () => {
    const fee = await rejection(addPriceTemplate(ops, { ...template('Bad fee'), electfee: '0.325' }));
    expect(fee?.fieldErrors.electfee).toBe('Invalid electricity fee (an amount with at most 2 decimals)');
    expect((await rejection(addPriceTemplate(ops, template('Standard AC'))))?.code).toBe(ErrorCode.Conflict);
    const type = await rejection(addPriceTemplate(ops, { ...template('Bad type'), feetype: 3 as 1 }));
    expect(type?.code).toBe(ErrorCode.InvalidInput);
  });

  it('deletes an unused template but not one a station charges with', async () => {
    const spare = await addPriceTemplate(ops, template('Spare'));
    await deletePriceTemplate(ops, { id: spare.id });
    expect((await rejection(getPriceTemplate(auditor, { id: spare.id })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(deletePriceTemplate(ops, { id: 1 })))?.code).toBe(ErrorCode.Conflict);
  });

  it('sets the template a station charges with', async () => {
    const station = await setStationPriceTemplate(ops, { id: 5, template_id: 3 });
    expect(station).toMatchObject({ price_template_id: 3, price_template_name: 'Fleet night rate' });
    expect((await getStation(auditor, { id: 5 })).price_template_id).toBe(3);
    expect((await rejection(setStationPriceTemplate(ops, { id: 5, template_id: 999 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('refuses every change to the read-only auditor', async () => {
    for (const attempt of [
      addPriceTemplate(auditor, template('Auditor')),
      editPriceTemplate(auditor, { ...template('Auditor'), id: 1 }),
      deletePriceTemplate(auditor, { id: 1 }),
      setStationPriceTemplate(auditor, { id: 1, template_id: 1 }),
    ]) {
      expect((await rejection(attempt))?.code).toBe(ErrorCode.Forbidden);
    }
  });
});

describe('a template must exist before one can be selected', () => {
  it('refuses to select a template on a network that has none', async () => {
    const empty = await createHarness({ profile: 'empty' });
    try {
      const { client } = await signIn(empty, 'admin');
      expect(await listPriceTemplateOptions(client)).toEqual([]);
      const now = Date.now();
      empty.database.db
        .insert(tables.operators)
        .values({ name: 'Solo', account: 'solo', createdAt: now, updatedAt: now })
        .run();
      empty.database.db
        .insert(tables.stations)
        .values({ code: 'ST000001', name: 'Solo', lng: 0, lat: 0, operatorId: 1, createdAt: now, updatedAt: now })
        .run();
      const error = await rejection(setStationPriceTemplate(client, { id: 1, template_id: 1 }));
      expect(error).toMatchObject({ code: ErrorCode.InvalidState, serverMessage: 'Set up a price template first' });
    } finally {
      empty.close();
    }
  });
});
