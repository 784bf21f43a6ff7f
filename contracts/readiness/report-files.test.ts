import { describe, expect, it } from 'vitest';
import type { ReadinessReport } from './report';
import { junitReport, markdownReport } from './report-files';

const report: ReadinessReport = {
  offered: ['sessions'],
  discovery: true,
  legacy: { passed: 3, total: 4 },
  operations: [
    { contract: null, operationId: 'listStations', call: 'Station/lists', result: 'passes', passed: 2, total: 2 },
    {
      contract: null,
      operationId: 'getOrder',
      call: 'Order/info',
      result: 'differs',
      passed: 1,
      total: 2,
      firstFailure: {
        interaction: 'reads an order',
        difference: '$.data.total: expected a number, got "1.5" <String>',
      },
    },
    {
      contract: 'sessions',
      operationId: 'listSessions',
      call: 'Session/lists',
      result: 'missing',
      passed: 0,
      total: 1,
    },
    { contract: 'map', operationId: 'getNetworkMap', call: 'Map/stations', result: 'missing', passed: 0, total: 1 },
  ],
  capabilities: [
    { capability: 'sessions', offered: true, passed: 0, total: 1 },
    { capability: 'map', offered: false, passed: 0, total: 1 },
  ],
  unsetStates: [],
  decoded: [],
};

describe("the readiness report's files", () => {
  it('fail a JUnit case for a legacy or offered operation that does not pass, and skip an unoffered one', () => {
    const junit = junitReport(report, 'https://backend.example');
    expect(junit).toContain('<testsuite name="legacy" tests="2" failures="1" skipped="0">');
    expect(junit).toContain('<testsuite name="sessions" tests="1" failures="1" skipped="0">');
    expect(junit).toContain('<testsuite name="map" tests="1" failures="0" skipped="1">');
    expect(junit).toContain('expected a number, got &quot;1.5&quot; &lt;String&gt;');
  });

  it('give a job summary the verdict, the capabilities and what does not pass', () => {
    const summary = markdownReport(report, 'https://backend.example');
    expect(summary).toContain('The legacy contract fails (3 of 4 interactions pass)');
    expect(summary).toContain('| map | not offered | 0 of 1 interaction |');
    expect(summary).toContain('| legacy | getOrder | differs | 1/2 |');
    expect(summary).not.toContain('listStations');
  });
});
