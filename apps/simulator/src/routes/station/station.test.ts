import {
  addStation,
  auditStation,
  deleteStation,
  editStation,
  getStation,
  listStationLoadHistory,
  listStations,
  type StationInput,
  setStationLoadBalance,
  setStationStatus,
  submitStation,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['admin', 'ops', 'auditor']);
const { admin, ops, auditor } = suite.clients;

const newStation = (name: string): StationInput => ({
  StationName: name,
  StationType: 1,
  StationLng: -73.57,
  StationLat: 45.5,
  OperatorID: 1,
  city: 'Montréal',
  Address: '100 rue Peel',
  MinAmount: '20',
  MinSCAmount: '1.50',
  Pictures: ['station/a.png', 'station/b.png'],
});

describe('listStations', () => {
  it('pages through every station, 20 by default', async () => {
    const first = await listStations(auditor, {}, { page: 1, size: 20 });
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(20);
    const second = await listStations(auditor, {}, { page: 2, size: 20 });
    expect(second.items).toHaveLength(4);
    const ids = new Set([...first.items, ...second.items].map((s) => s.id));
    expect(ids.size).toBe(24);
  });

  it('reads an empty filter as not set, as forms send it', async () => {
    const { token } = await signIn(suite.harness, 'auditor');
    const response = await suite.harness.send('/Station/lists', {
      token,
      body: 'params[status]=&params[type]=&params[city]=&pageinfo[page]=1&pageinfo[perpage]=5',
    });
    const answer = (await response.json()) as { code: number; data: { total: number } };
    expect(answer).toMatchObject({ code: 200, data: { total: 24 } });
  });

  it('finds stations by name or place typed without accents and in any case', async () => {
    const accented = await listStations(auditor, { city: 'Montréal' }, { page: 1, size: 50 });
    expect(accented.total).toBeGreaterThan(0);
    for (const typed of ['montreal', 'MONTREAL', 'Montréal']) {
      const found = await listStations(auditor, { name: typed }, { page: 1, size: 50 });
      expect(found.items.map((station) => station.id).sort(), typed).toEqual(
        expect.arrayContaining(accented.items.map((station) => station.id).sort()),
      );
      expect(
        found.items.every((station) =>
          /montr[eé]al/i.test(`${station.StationName} ${station.city} ${station.Address}`),
        ),
      ).toBe(true);
    }
    const byCityTypedPlain = await listStations(auditor, { city: 'montreal' }, { page: 1, size: 50 });
    expect(byCityTypedPlain.total).toBe(accented.total);
  });

  it('filters by city, status, type and operator together', async () => {
    const page = await listStations(auditor, { city: 'Montréal', status: 3, operator_id: 1 }, { page: 1, size: 50 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const station of page.items) {
      expect(station).toMatchObject({ city: 'Montréal', StationStatus: 3, OperatorID: 1 });
    }
  });

  it('searches by part of the name or the StationID, with wildcards taken literally', async () => {
    const byCode = await listStations(auditor, { name: 'ST000003' }, { page: 1, size: 10 });
    expect(byCode.items.map((s) => s.StationID)).toEqual(['ST000003']);
    const wildcard = await listStations(auditor, { name: '%' }, { page: 1, size: 10 });
    expect(wildcard.total).toBe(0);
  });

  it('sorts by name both ways', async () => {
    const ascending = await listStations(auditor, { sort: 'name', order: 'asc' }, { page: 1, size: 100 });
    const names = ascending.items.map((s) => s.StationName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await listStations(auditor, { sort: 'name', order: 'desc' }, { page: 1, size: 100 });
    expect(descending.items[0]?.StationName).toBe(names.at(-1));
  });

  it('counts chargers and ports per station', async () => {
    const page = await listStations(auditor, { status: 3 }, { page: 1, size: 5 });
    for (const station of page.items) {
      const piles = suite.harness.database.sqlite
        .prepare('select count(*) as n from piles where station_id = ?')
        .get(station.id) as { n: number };
      const available = suite.harness.database.sqlite
        .prepare('select count(*) as n from ports where station_id = ? and status = 1')
        .get(station.id) as { n: number };
      expect(station.piles).toBe(piles.n);
      expect(station.ports_available).toBe(available.n);
      expect(station.ports_total).toBeGreaterThanOrEqual(station.piles);
    }
  });

  it('refuses a page size over 100 in the language of the request', async () => {
    const { token } = await signIn(suite.harness, 'auditor');
    const response = await suite.harness.send('/Station/lists', { token, locale: 'fr', body: 'pageinfo[perpage]=500' });
    expect(await response.json()).toMatchObject({ code: 1001, msg: 'Taille de page invalide (au plus 100)' });
  });
});

describe('getStation', () => {
  it('answers the operation, equipment and price figures of a station', async () => {
    const station = await getStation(auditor, { id: 1 });
    expect(station).toMatchObject({ id: 1, StationID: 'ST000001', operator_name: expect.any(String) });
    expect(station.figures.piles).toBe(
      station.figures.piles_online + station.figures.piles_offline + station.figures.piles_fault,
    );
    expect(station.MinAmount).toMatch(/^\d+\.\d\d$/);
  });

  it('answers 404 for a station that does not exist', async () => {
    expect((await rejection(getStation(auditor, { id: 9999 })))?.code).toBe(ErrorCode.NotFound);
  });
});

describe('onboarding: temporary store, submit, audit, resubmit', () => {
  it('walks a station from draft to operating, with a rejection on the way', async () => {
    const draft = await addStation(ops, newStation('Montréal Peel Street'));
    expect(draft).toMatchObject({ StationStatus: 0, MinAmount: '20.00', MinSCAmount: '1.50' });
    expect(draft.StationID).toMatch(/^ST\d{6}$/);
    expect(draft.Pictures).toEqual(['station/a.png', 'station/b.png']);

    expect((await submitStation(ops, { id: draft.id })).StationStatus).toBe(1);
    expect((await rejection(submitStation(ops, { id: draft.id })))?.code).toBe(ErrorCode.InvalidState);

    const missingReason = await rejection(auditStation(admin, { id: draft.id, approve: 0 }));
    expect(missingReason?.code).toBe(ErrorCode.InvalidInput);
    const rejected = await auditStation(admin, { id: draft.id, approve: 0, reason: 'Photos are blurry' });
    expect(rejected).toMatchObject({ StationStatus: 2, audit_reason: 'Photos are blurry' });

    await editStation(ops, { ...newStation('Montréal Peel Street'), Pictures: ['station/sharp.png'], id: draft.id });
    expect((await submitStation(ops, { id: draft.id })).StationStatus).toBe(1);
    const live = await auditStation(admin, { id: draft.id, approve: 1 });
    expect(live).toMatchObject({ StationStatus: 3, audit_reason: '' });
    expect(live.audited_at).not.toBeNull();
  });

  it('keeps operations from auditing: that needs operator:station:audit', async () => {
    const draft = await addStation(ops, newStation('Laval Carrefour Sud'));
    await submitStation(ops, { id: draft.id });
    expect((await rejection(auditStation(ops, { id: draft.id, approve: 1 })))?.code).toBe(ErrorCode.Forbidden);
  });

  it('refuses a duplicate name, an unknown operator and a pre-authorization that is not 1 to 100 whole dollars', async () => {
    expect((await rejection(addStation(ops, newStation('Montréal Peel Street'))))?.code).toBe(ErrorCode.Conflict);
    expect((await rejection(addStation(ops, { ...newStation('Nowhere'), OperatorID: 99 })))?.code).toBe(
      ErrorCode.NotFound,
    );
    for (const amount of ['0.5', '1.5', '100.01', '1.234', 'abc']) {
      const error = await rejection(addStation(ops, { ...newStation(`Pre-auth ${amount}`), MinAmount: amount }));
      expect(error?.fieldErrors.MinAmount).toBe('Invalid pre-authorization amount (whole dollars from 1 to 100)');
    }
  });

  it('says which fields are missing', async () => {
    const error = await rejection(addStation(ops, { StationName: '' } as StationInput));
    expect(error?.code).toBe(ErrorCode.InvalidInput);
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['StationName', 'StationType', 'OperatorID', 'city', 'Address', 'MinAmount']),
    );
  });
});

describe('status, load balancing and deletion', () => {
  it('disables and enables a live station but not a draft', async () => {
    expect((await setStationStatus(ops, { id: 1, status: 4 })).StationStatus).toBe(4);
    expect((await setStationStatus(ops, { id: 1, status: 3 })).StationStatus).toBe(3);
    const draft = await addStation(ops, newStation('Québec Draft Only'));
    expect((await rejection(setStationStatus(ops, { id: draft.id, status: 3 })))?.code).toBe(ErrorCode.InvalidState);
  });

  it('keeps the history of every load-balancing change, newest first', async () => {
    await setStationLoadBalance(ops, { id: 2, upper_limit: 150, period: 10 });
    const station = await setStationLoadBalance(ops, { id: 2, upper_limit: 175.5, period: 5 });
    expect(station).toMatchObject({ load_limit: 175.5, load_period: 5 });
    const history = await listStationLoadHistory(auditor, { id: 2 }, { page: 1, size: 10 });
    expect(history.total).toBe(3);
    expect(history.items.slice(0, 2).map((h) => [h.upper_limit, h.period, h.changed_by])).toEqual([
      [175.5, 5, 'ops'],
      [150, 10, 'ops'],
    ]);
  });

  it('deletes an unused station and refuses one with chargers', async () => {
    const draft = await addStation(ops, newStation('Ottawa Temporary'));
    await deleteStation(admin, { id: draft.id });
    expect((await rejection(getStation(auditor, { id: draft.id })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(deleteStation(admin, { id: 1 })))?.code).toBe(ErrorCode.Conflict);
  });
});

describe('permissions', () => {
  it('refuses every station change to the read-only auditor', async () => {
    const attempts = [
      addStation(auditor, newStation('Auditor Station')),
      editStation(auditor, { ...newStation('Auditor Station'), id: 1 }),
      deleteStation(auditor, { id: 1 }),
      submitStation(auditor, { id: 1 }),
      auditStation(auditor, { id: 1, approve: 1 }),
      setStationStatus(auditor, { id: 1, status: 4 }),
      setStationLoadBalance(auditor, { id: 1, upper_limit: 1, period: 1 }),
    ];
    for (const attempt of attempts) expect((await rejection(attempt))?.code).toBe(ErrorCode.Forbidden);
  });

  it('lets finance list stations but not create them', async () => {
    const { client: finance } = await signIn(suite.harness, 'finance');
    await expect(listStations(finance, {}, { page: 1, size: 1 })).resolves.toMatchObject({ total: expect.any(Number) });
    expect((await rejection(addStation(finance, newStation('Finance Station'))))?.code).toBe(ErrorCode.Forbidden);
  });
});
