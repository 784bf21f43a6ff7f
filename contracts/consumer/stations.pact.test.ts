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
import { okAnswer, okAnswerWithId } from './answer-shape';
import { answerThenRefusal, crudContracts } from './crud-contracts';
import { errorAnswer, expectAnswer, pageRequest, request } from './support';

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

const submit = (id: number) => request('/Station/submit', { id }, (client) => submitStation(client, { id }));
const loadBalance = request('/Station/load_balance', { id: 1, upper_limit: 150, period: 15 }, (client) =>
  setStationLoadBalance(client, { id: 1, upper_limit: 150, period: 15 }),
);

describe('stations', () => {
  crudContracts({
    resource: { one: 'a station', many: 'stations', path: '/Station' },
    list: {
      filters: { city: 'Montréal' },
      call: listStations,
      check: (page) => expect([typeof page.items[0]?.StationName, page.total > 0]).toEqual(['string', true]),
      description: 'a page of the stations of a city',
      refusedSession: 'unknown',
    },
    info: {
      id: 1,
      call: getStation,
      check: (station) => expect(station.StationName).toEqual(expect.any(String)),
      unknownId: 99999,
    },
    // A new station is a draft.
    add: {
      input: newStation,
      call: addStation,
      check: (station) => expect(station.id).toEqual(expect.any(Number)),
      invalid: {
        description: 'a new station without a name',
        field: 'StationName',
        value: '',
        message: 'Station name is required',
      },
    },
    edit: {
      id: 1,
      input: editedStation,
      call: editStation,
      check: (station) => expect(station.id).toBe(1),
      description: 'an edit of a station',
    },
    remove: { id: UNUSED_STATION, call: deleteStation, description: 'a deletion of a station without chargers' },
    auditor: { add: 'a new station added by the read-only auditor' },
    forbidden: [{ ...loadBalance, description: 'a load-balancing change by the read-only auditor' }],
  });

  it('lists the load-balancing history', async () => {
    const page = await expectAnswer({
      ...pageRequest('/Station/load_history', { id: 1 }, (client, page) =>
        listStationLoadHistory(client, { id: 1 }, page),
      ),
      description: 'a page of the load-balancing history of a station',
      answer: okAnswer('listStationLoadHistory'),
    });
    expect(page.items[0]?.upper_limit).toEqual(expect.any(Number));
  });

  it('submits a draft station for audit; refused: an approved station (1009)', async () => {
    const [station] = await answerThenRefusal(
      {
        ...submit(DRAFT_STATION),
        description: 'a draft station submitted for audit',
        answer: okAnswerWithId('submitStation', DRAFT_STATION),
      },
      {
        ...submit(1),
        description: 'an approved station submitted for audit',
        answer: errorAnswer(1009, 'Only a draft or rejected station can be submitted'),
      },
    );
    expect(station.id).toBe(DRAFT_STATION);
  });

  it('approves a submitted station, closes a station and sets its load-balancing limit', async () => {
    const approved = await expectAnswer({
      ...request('/Station/audit', { id: SUBMITTED_STATION, approve: 1 }, (client) =>
        auditStation(client, { id: SUBMITTED_STATION, approve: 1 }),
      ),
      description: 'an approval of a submitted station',
      answer: okAnswerWithId('auditStation', SUBMITTED_STATION),
    });
    const closed = await expectAnswer({
      ...request('/Station/status', { id: 1, status: 4 }, (client) => setStationStatus(client, { id: 1, status: 4 })),
      description: 'a station closed for maintenance',
      answer: okAnswer('setStationStatus'),
    });
    const balanced = await expectAnswer({
      ...loadBalance,
      description: 'a new load-balancing limit of a station',
      answer: okAnswer('setStationLoadBalance'),
    });
    expect([approved.id, closed.id, balanced.id]).toEqual([SUBMITTED_STATION, 1, 1]);
  });
});
