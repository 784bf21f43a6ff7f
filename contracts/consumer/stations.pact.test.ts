import { MatchersV3 } from '@pact-foundation/pact';
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
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asUnknown,
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

// The OpenAPI examples of the station calls, which succeed on a fresh demo seed.
const newStation: StationInput = {
  StationName: 'Harbourfront Plaza',
  StationType: 1,
  StationLng: -73.5541,
  StationLat: 45.5017,
  OperatorID: 1,
  city: 'Montréal',
  Address: '200 Rue de la Commune',
  MinAmount: '20',
};
const editedStation: StationInput = {
  ...newStation,
  StationName: 'Montréal Downtown Hub',
  Address: '1000 Rue Sherbrooke O',
  StationLng: -73.5673,
  MinAmount: '25',
};
const DRAFT_STATION = 20;
const SUBMITTED_STATION = 21;
const UNUSED_STATION = 24;

describe('station list and detail', () => {
  it('lists a filtered page of stations', async () => {
    const page = await expectAnswer({
      description: 'a page of the stations of a city',
      path: '/Station/lists',
      body: { params: { city: 'Montréal' }, pageinfo: PAGEINFO },
      answer: okAnswer('listStations'),
      call: (client) => listStations(client, { city: 'Montréal' }, FIRST_PAGE),
    });
    expect(page.items[0]?.StationName).toEqual(expect.any(String));
    expect(page.total).toBeGreaterThan(0);
  });

  it('answers 401 to an unknown token', async () => {
    const error = await expectRefusal({
      ...asUnknown,
      description: 'a page of stations with an unknown token',
      path: '/Station/lists',
      body: { params: {}, pageinfo: PAGEINFO },
      answer: errorAnswer(401, MESSAGES.unauthorized),
      call: (client) => listStations(client, {}, FIRST_PAGE),
    });
    expect(error?.code).toBe(401);
  });

  it('reads one station', async () => {
    const station = await expectAnswer({
      description: 'the detail of a station',
      path: '/Station/info',
      body: { params: { id: 1 } },
      answer: okAnswer('getStation'),
      call: (client) => getStation(client, 1),
    });
    expect(station.StationName).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown station', async () => {
    const error = await expectRefusal({
      description: 'the detail of a station that does not exist',
      path: '/Station/info',
      body: { params: { id: 99999 } },
      answer: errorAnswer(404, MESSAGES.notFound),
      call: (client) => getStation(client, 99999),
    });
    expect(error?.code).toBe(404);
  });

  it('lists the load-balancing history', async () => {
    const page = await expectAnswer({
      description: 'a page of the load-balancing history of a station',
      path: '/Station/load_history',
      body: { params: { id: 1 }, pageinfo: PAGEINFO },
      answer: okAnswer('listStationLoadHistory'),
      call: (client) => listStationLoadHistory(client, 1, FIRST_PAGE),
    });
    expect(page.items[0]?.upper_limit).toEqual(expect.any(Number));
  });
});

describe('station changes', () => {
  it('adds a station as a draft', async () => {
    const station = await expectAnswer({
      description: 'a new station',
      path: '/Station/add',
      body: { params: newStation },
      answer: okAnswer('addStation'),
      call: (client) => addStation(client, newStation),
    });
    expect(station.id).toEqual(expect.any(Number));
  });

  it('refuses a station without a name with a field error', async () => {
    const input = { ...newStation, StationName: '' };
    const error = await expectRefusal({
      description: 'a new station without a name',
      path: '/Station/add',
      body: { params: input },
      answer: invalidAnswer('StationName', 'Station name is required'),
      call: (client) => addStation(client, input),
    });
    expect(error?.fieldErrors.StationName).toBeTruthy();
  });

  it('refuses the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'a new station added by the read-only auditor',
      path: '/Station/add',
      body: { params: newStation },
      call: (client) => addStation(client, newStation),
    });
    expect(error?.code).toBe(403);
  });

  it('edits a station', async () => {
    const station = await expectAnswer({
      description: 'an edit of a station',
      path: '/Station/edit',
      body: { params: { ...editedStation, id: 1 } },
      answer: okAnswer('editStation'),
      call: (client) => editStation(client, 1, editedStation),
    });
    expect(station.id).toBe(1);
  });

  it('deletes a station without chargers', async () => {
    const answer = await expectAnswer({
      description: 'a deletion of a station without chargers',
      path: '/Station/del',
      body: { params: { id: UNUSED_STATION } },
      answer: okAnswer('deleteStation'),
      call: (client) => deleteStation(client, UNUSED_STATION),
    });
    expect(answer).toBeNull();
  });

  it('submits a draft station for audit', async () => {
    const station = await expectAnswer({
      description: 'a draft station submitted for audit',
      path: '/Station/submit',
      body: { params: { id: DRAFT_STATION } },
      answer: okAnswer('submitStation', { id: MatchersV3.integer(DRAFT_STATION) }),
      call: (client) => submitStation(client, DRAFT_STATION),
    });
    expect(station.id).toBe(DRAFT_STATION);
  });

  it('refuses to submit an approved station with 1009', async () => {
    const error = await expectRefusal({
      description: 'an approved station submitted for audit',
      path: '/Station/submit',
      body: { params: { id: 1 } },
      answer: errorAnswer(1009, 'Only a draft or rejected station can be submitted'),
      call: (client) => submitStation(client, 1),
    });
    expect(error?.code).toBe(1009);
  });

  it('approves a submitted station', async () => {
    const station = await expectAnswer({
      description: 'an approval of a submitted station',
      path: '/Station/audit',
      body: { params: { id: SUBMITTED_STATION, approve: 1 } },
      answer: okAnswer('auditStation', { id: MatchersV3.integer(SUBMITTED_STATION) }),
      call: (client) => auditStation(client, SUBMITTED_STATION, { approve: true }),
    });
    expect(station.id).toBe(SUBMITTED_STATION);
  });

  it('closes a station', async () => {
    const station = await expectAnswer({
      description: 'a station closed for maintenance',
      path: '/Station/status',
      body: { params: { id: 1, status: 4 } },
      answer: okAnswer('setStationStatus'),
      call: (client) => setStationStatus(client, 1, 4),
    });
    expect(station.id).toBe(1);
  });

  it('sets the load-balancing limit', async () => {
    const station = await expectAnswer({
      description: 'a new load-balancing limit of a station',
      path: '/Station/load_balance',
      body: { params: { id: 1, upper_limit: 150, period: 15 } },
      answer: okAnswer('setStationLoadBalance'),
      call: (client) => setStationLoadBalance(client, 1, { upperLimitKw: 150, periodMinutes: 15 }),
    });
    expect(station.id).toBe(1);
  });

  it('refuses the read-only auditor a load-balancing change', async () => {
    const error = await expectForbidden({
      description: 'a load-balancing change by the read-only auditor',
      path: '/Station/load_balance',
      body: { params: { id: 1, upper_limit: 150, period: 15 } },
      call: (client) => setStationLoadBalance(client, 1, { upperLimitKw: 150, periodMinutes: 15 }),
    });
    expect(error?.code).toBe(403);
  });
});
