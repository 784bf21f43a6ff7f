import { getPile, getPileWhitelist, listPiles, restartPile, setPileWhitelist } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['ops', 'support', 'auditor']);
const { ops, support, auditor } = suite.clients;

// From the demo seed: 1 and 5 online at ST000001, 9 offline at ST000002, 12 and 30 reporting a fault, 148 a draft.
const ONLINE = 1;
const ALSO_ONLINE = 5;
const OFFLINE = 9;
const FAULTED = 12;
const ALSO_FAULTED = 30;
const DRAFT = 148;

describe('restartPile', () => {
  it('issues the restart, shows the charger restarting, and brings it back online 30 s later', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const answer = await (
      await suite.harness.send('/Pile/remote_restart', { token, locale: 'fr', body: `params[id]=${ONLINE}` })
    ).json();
    expect(answer).toMatchObject({ code: 200, msg: 'Commande de redémarrage envoyée avec succès' });
    expect(answer.data).toMatchObject({
      status: 3,
      online: false,
      restart_until: new Date(suite.harness.clock.now() + 30_000).toISOString(),
    });

    suite.harness.passTime(29_000);
    const stillRestarting = await listPiles(support, { stationid: 1, status: 3 }, { page: 1, size: 10 });
    expect(stillRestarting.items.map((charger) => charger.id)).toEqual([ONLINE]);

    suite.harness.passTime(1_000);
    const back = await getPile(support, { id: ONLINE });
    expect(back).toMatchObject({ status: 1, online: true, restart_until: null });
    expect(back.last_heartbeat).toBe(new Date(suite.harness.clock.now()).toISOString());
    const restarting = await listPiles(support, { status: 3 }, { page: 1, size: 10 });
    expect(restarting.total).toBe(0);
  });

  it('answers the success message in English', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const answer = await (
      await suite.harness.send('/Pile/remote_restart', { token, body: `params[id]=${FAULTED}` })
    ).json();
    expect(answer).toMatchObject({ code: 200, msg: 'Restart command issued successfully', data: { status: 3 } });
  });

  it('refuses a charger that is offline or already restarting', async () => {
    expect(await rejection(restartPile(ops, { id: OFFLINE }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'The charger is offline, so the restart command cannot reach it',
    });
    await restartPile(ops, { id: ALSO_ONLINE });
    expect(await rejection(restartPile(ops, { id: ALSO_ONLINE }))).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'The charger is restarting; try again once it is back online',
    });
  });

  it('refuses a charger that is not live yet, and an unknown one', async () => {
    expect((await rejection(restartPile(ops, { id: DRAFT })))?.message).toBe('Not allowed while the record is Draft');
    expect((await rejection(restartPile(ops, { id: 9999 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('needs operator:pile:restart', async () => {
    expect((await rejection(restartPile(support, { id: ONLINE })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(restartPile(auditor, { id: ONLINE })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('offline whitelist', () => {
  it('saves the cards of an online charger, upper-case, and reads them back', async () => {
    const saved = await setPileWhitelist(ops, { id: 2, white_list: ['RF00100000', 'rf00100007'] });
    expect(saved).toMatchObject({ editable: true, white_list: ['RF00100000', 'RF00100007'], max_cards: 100 });
    expect((await getPileWhitelist(support, { id: 2 })).white_list).toEqual(['RF00100000', 'RF00100007']);
    expect((await getPile(support, { id: 2 })).white_list).toEqual(['RF00100000', 'RF00100007']);
    expect((await setPileWhitelist(ops, { id: 2, white_list: [] })).white_list).toEqual([]);
  });

  it('accepts changes from a charger reporting a fault: it still talks to the back office', async () => {
    expect((await setPileWhitelist(ops, { id: ALSO_FAULTED, white_list: ['RF00900001'] })).white_list).toEqual([
      'RF00900001',
    ]);
  });

  it('is neither saved nor applied while the charger is offline or restarting', async () => {
    const offline = await rejection(setPileWhitelist(ops, { id: OFFLINE, white_list: ['RF00100000'] }));
    expect(offline).toMatchObject({
      code: ErrorCode.InvalidState,
      message: 'The whitelist can only be set while the charger is online',
    });
    expect((await getPileWhitelist(support, { id: OFFLINE })).editable).toBe(false);
    await restartPile(ops, { id: 4 });
    const restarting = await rejection(setPileWhitelist(ops, { id: 4, white_list: ['RF00100000'] }));
    expect(restarting?.message).toBe('The charger is restarting; try again once it is back online');
    expect((await getPileWhitelist(support, { id: 4 })).white_list).toEqual([]);
  });

  it('refuses a card listed twice, a malformed card and more than 100 cards', async () => {
    const twice = await rejection(setPileWhitelist(ops, { id: 6, white_list: ['RF00100000', 'rf00100000'] }));
    expect(twice).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Card RF00100000 appears more than once' });
    expect(twice?.fieldErrors.white_list).toBe('Card RF00100000 appears more than once');
    // The document's uniqueItems refuses the same spelling twice before the call is read.
    const same = await rejection(setPileWhitelist(ops, { id: 6, white_list: ['RF00100000', 'RF00100000'] }));
    expect(same?.fieldErrors.white_list).toBe('Invalid offline whitelist (each entry once)');
    const malformed = await rejection(setPileWhitelist(ops, { id: 6, white_list: ['RF-001'] }));
    expect(malformed?.fieldErrors.white_list).toBe('Invalid offline whitelist (wrong format)');
    const tooMany = Array.from({ length: 101 }, (_, n) => `RF${String(n).padStart(8, '0')}`);
    expect((await rejection(setPileWhitelist(ops, { id: 6, white_list: tooMany })))?.fieldErrors.white_list).toBe(
      'Invalid offline whitelist (at most 100 entries)',
    );
  });

  it('explains a malformed card in French', async () => {
    const { token } = await signIn(suite.harness, 'ops');
    const body = `params[id]=6&params[white_list]=${encodeURIComponent('["x"]')}`;
    const answer = await (await suite.harness.send('/Pile/set_white_list', { token, locale: 'fr', body })).json();
    expect(answer).toMatchObject({ code: 1001, msg: 'Liste blanche hors ligne invalide (format incorrect)' });
  });

  it('lets support read but not write, and the auditor neither write', async () => {
    expect((await getPileWhitelist(support, { id: 2 })).id).toBe(2);
    expect((await rejection(setPileWhitelist(support, { id: 2, white_list: [] })))?.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(setPileWhitelist(auditor, { id: 2, white_list: [] })))?.code).toBe(ErrorCode.Forbidden);
  });
});
