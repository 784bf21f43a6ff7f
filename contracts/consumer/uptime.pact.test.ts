import { excludePortOutage, exportPortUptime, listPortOutages, listPortUptime } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { expectAnswer, expectForbidden, expectRefusal, expectWorkbook, invalidAnswer } from './support';

// In the demo seed port 3 was faulted for a week (the report's worst), and outage 1 is an ended one.
const exclusion = { id: 1, reason: 'utility' as const, note: 'Hydro ticket 2026-1187, whole street' };

describe('port uptime', () => {
  it("answers every port's rolling year and months, worst first", async () => {
    const page = await expectAnswer({
      description: "the network's port uptime, worst first",
      path: '/Uptime/lists',
      body: { params: {}, pageinfo: { page: 1, perpage: 20 } },
      answer: okAnswer('listPortUptime'),
      call: (client) => listPortUptime(client, {}, { page: 1, size: 20 }),
    });
    expect(page.items[0]?.year.uptime).toEqual(expect.any(Number));
    expect(page.target).toEqual(expect.any(Number));
  });

  it("lists a port's outages with their causes", async () => {
    const page = await expectAnswer({
      description: "a port's outages over the rolling year",
      path: '/Uptime/outages',
      body: { params: { port_id: 3 }, pageinfo: { page: 1, perpage: 20 } },
      answer: okAnswer('listPortOutages'),
      call: (client) => listPortOutages(client, { port_id: 3 }, { page: 1, size: 20 }),
    });
    expect(page.items[0]?.cause).toEqual(expect.any(String));
  });

  it('excludes an outage with a reason and a note, and answers the outage', async () => {
    const outage = await expectAnswer({
      description: 'an outage excluded as a utility interruption',
      path: '/Uptime/exclude',
      body: { params: exclusion },
      answer: okAnswer('excludePortOutage'),
      call: (client) => excludePortOutage(client, exclusion),
    });
    expect(outage.excluded_note).toEqual(expect.any(String));
  });

  it('refuses an exclusion without a note, on the note field', async () => {
    const bare = { id: 1, reason: 'vandalism' as const, note: '' };
    const error = await expectRefusal({
      description: 'an exclusion without a note',
      path: '/Uptime/exclude',
      body: { params: bare },
      answer: invalidAnswer(
        'note',
        'Say what shows the outage was outside your control (a utility ticket, a police report, the maintenance notice)',
      ),
      call: (client) => excludePortOutage(client, bare),
    });
    expect(error?.fieldErrors.note).toBeTruthy();
  });

  it('is refused to the read-only auditor', async () => {
    const error = await expectForbidden({
      description: 'an exclusion asked by the auditor',
      path: '/Uptime/exclude',
      body: { params: exclusion },
      call: (client) => excludePortOutage(client, exclusion),
    });
    expect(error?.code).toBe(403);
  });

  it("exports a station's quarter as a workbook", async () => {
    const params = { station_id: 1 };
    const file = await expectWorkbook({
      description: "a station's quarterly uptime data",
      path: '/Uptime/export',
      body: { params },
      disposition: [
        /attachment; filename="uptime-\d{4}-Q[1-4](-station-[^"]+)?\.xlsx"/,
        'attachment; filename="uptime-2026-Q1-station-ST000001.xlsx"',
      ],
      call: (client) => exportPortUptime(client, params),
    });
    expect(file.fileName).toMatch(/^uptime-\d{4}-Q[1-4]/);
  });
});
