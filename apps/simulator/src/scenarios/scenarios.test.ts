import { listSessions } from '@pcharging/api-client';
import { ChargerStatus } from '@pcharging/api-client/enums';
import { tables } from '@pcharging/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from '../testing/harness';
import { cardBoundToWrongCustomer } from './card-bound-to-wrong-customer';
import { priceChange } from './price-change';
import { stationOffline } from './station-offline';
import { stuckSession } from './stuck-session';

const { chargers, alarms, rfidCards, customers, priceTemplates, outboxEmails } = tables;

let harness: Harness;
afterEach(() => harness?.close());

describe('training scenarios', () => {
  it('station-offline takes every charger of one station offline with an open alarm each', async () => {
    harness = await createHarness();
    const { db } = harness.database;
    const details = stationOffline.load(harness.domain());
    const stationId = Number(details.stationId);
    const offline = db
      .select()
      .from(chargers)
      .where(and(eq(chargers.stationId, stationId), eq(chargers.auditStatus, 3)))
      .all();
    expect(offline.length).toBe(details.chargers);
    expect(offline.every((charger) => charger.status === ChargerStatus.Offline)).toBe(true);
    const open = db
      .select()
      .from(alarms)
      .where(and(eq(alarms.stationId, stationId), eq(alarms.code, 'E310'), eq(alarms.status, 0)))
      .all();
    expect(open.length).toBeGreaterThanOrEqual(offline.length);
  });

  it('card-bound-to-wrong-customer binds a card to someone whose name is not the holder', async () => {
    harness = await createHarness();
    const { db } = harness.database;
    db.delete(outboxEmails).run();
    const details = cardBoundToWrongCustomer.load(harness.domain());
    const holder = db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(details.holderCustomerId)))
      .get();
    const card = db
      .select()
      .from(rfidCards)
      .where(eq(rfidCards.cardNo, String(details.cardNo)))
      .get();
    const bound = db
      .select()
      .from(customers)
      .where(eq(customers.id, card?.customerId ?? 0))
      .get();
    expect(bound?.id).toBe(details.boundCustomerId);
    expect(bound?.name).not.toBe(details.holderName);
    // Made as an operator's mistaken bind: the holder hears the card was unbound, the other customer that it was bound.
    const mails = db.select().from(outboxEmails).all();
    expect(mails.map((mail) => mail.toAddress)).toEqual([holder?.email, bound?.email]);
  });

  it('price-change prepares a template with the new rates that no station uses yet', async () => {
    harness = await createHarness();
    const { db } = harness.database;
    const details = priceChange.load(harness.domain());
    const current = db
      .select()
      .from(priceTemplates)
      .where(eq(priceTemplates.id, Number(details.currentTemplateId)))
      .get();
    const next = db
      .select()
      .from(priceTemplates)
      .where(eq(priceTemplates.id, Number(details.newTemplateId)))
      .get();
    expect(next?.electFeeCents).toBeGreaterThan(current?.electFeeCents ?? Number.POSITIVE_INFINITY);
    expect(
      db
        .select()
        .from(tables.stations)
        .where(eq(tables.stations.priceTemplateId, next?.id ?? 0))
        .all(),
    ).toEqual([]);
  });

  it('stuck-session stalls a charging session 40 minutes ago: it is listed suspect, with no energy since', async () => {
    harness = await createHarness();
    const { client } = await signIn(harness, 'ops');
    const before = await listSessions(client, { suspect: 1 }, { page: 1, size: 100 });
    const details = harness.database.db.transaction(() => stuckSession.load(harness.domain()));
    const after = await listSessions(client, { suspect: 1 }, { page: 1, size: 100 });
    expect(after.total).toBe(before.total + 1);
    const stuck = after.items.find((row) => row.id === details.sessionId);
    expect(stuck).toMatchObject({ suspect_reason: 'no_energy', power_kw: 0, state: 'charging' });
    const since = Date.parse(stuck?.suspect_since ?? '');
    expect(harness.clock.now() - since).toBe(40 * 60_000);
  });
});
