import { exportTimeline, listStationMap, listTimeline } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, expectRefusal, expectWorkbook, invalidAnswer, pageRequest } from './support';

describe('timeline', () => {
  it("lists a station's events, newest first", async () => {
    const page = await expectAnswer({
      ...pageRequest('/Timeline/lists', { station_id: 1 }, (client, page) =>
        listTimeline(client, { station_id: 1 }, page),
      ),
      description: 'a page of the timeline of a station',
      answer: okAnswer('listTimeline'),
    });
    expect(page.items[0]?.event).toEqual(expect.any(String));
  });

  it("exports a station's timeline as a workbook", async () => {
    const file = await expectWorkbook({
      description: 'an export of the timeline of a station',
      path: '/Timeline/export',
      body: { params: { station_id: 1 } },
      disposition: [
        /attachment; filename="timeline-\d{8}-\d{6}\.xlsx"/,
        'attachment; filename="timeline-20260301-083000.xlsx"',
      ],
      call: (client) => exportTimeline(client, { station_id: 1 }),
    });
    expect(file.fileName).toMatch(/^timeline-\d{8}-\d{6}\.xlsx$/);
  });

  it('refuses a timeline of nothing in particular', async () => {
    const refused = await expectRefusal({
      ...pageRequest('/Timeline/lists', {}, (client, page) => listTimeline(client, {}, page)),
      description: 'a timeline asked without a station, charger or port',
      answer: invalidAnswer('station_id', 'Name a station, a charger or a port'),
    });
    expect(refused?.code).toBe(1001);
  });
});

describe('network map', () => {
  it('places every station with its live state', async () => {
    const map = await expectAnswer({
      description: 'the stations for the network map',
      path: '/Station/map',
      body: {},
      answer: okAnswer('listStationMap'),
      call: listStationMap,
    });
    expect(map.items[0]?.state).toEqual(expect.any(String));
  });
});
