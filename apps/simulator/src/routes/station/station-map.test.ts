import { listStationMap } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { stationOffline } from '../../scenarios/station-offline';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['auditor']);
const auditor = suite.client('auditor');
const count = (query: string) => (suite.harness.database.sqlite.prepare(query).get() as { n: number }).n;

describe('listStationMap', () => {
  it('places every station with its live state, and a silent station turns offline', async () => {
    const before = await listStationMap(auditor);
    expect(before.items.length).toBe(count('select count(*) as n from stations'));
    const states = new Set(before.items.map((point) => point.state));
    expect(states.has('charging')).toBe(true);
    expect(states.has('inactive')).toBe(true);
    expect(before.items.every((point) => Number.isFinite(point.lat) && Number.isFinite(point.lng))).toBe(true);
    const fault = before.items.find((point) => point.state === 'fault');
    expect(fault === undefined || fault.ports_faulted > 0 || fault.chargers_online < fault.chargers).toBe(true);

    const details = suite.harness.database.db.transaction(() => stationOffline.load(suite.harness.domain()));
    const after = await listStationMap(auditor);
    expect(after.items.find((point) => point.id === details.stationId)).toMatchObject({
      state: 'offline',
      chargers_online: 0,
    });
  });
});
