// The readiness report as files a pipeline reads: JUnit XML for test reporters, Markdown for a job's summary page.
import type { CapabilityRow, OperationRow, ReadinessReport } from './report';
import { interactions, verdict } from './report-text';

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[character]};`,
  );

const contractOf = (row: OperationRow) => row.contract ?? 'legacy';

/**
 * One test suite per contract, one test case per operation. An operation that does not pass fails its case in the
 * legacy contract and in the pact of a capability the backend offers; in a capability it does not offer, the case
 * is skipped, as the web app does not call it there.
 */
export function junitReport(report: ReadinessReport, baseUrl: string): string {
  const offered = new Set<string>(report.offered);
  const suites = new Map<string, OperationRow[]>();
  for (const row of report.operations) suites.set(contractOf(row), [...(suites.get(contractOf(row)) ?? []), row]);
  const suiteXml = [...suites].map(([contract, rows]) => {
    const skipped = contract !== 'legacy' && !offered.has(contract);
    const cases = rows.map((row) => {
      const name = `${row.operationId} (${row.call}): ${row.passed}/${row.total}`;
      const head = `    <testcase classname="${xml(`pcharging.${contract}`)}" name="${xml(name)}"`;
      if (row.result === 'passes') return `${head}/>`;
      if (skipped)
        return `${head}><skipped message="${xml(`${contract} is not offered by this backend`)}"/></testcase>`;
      const failure = row.firstFailure;
      const detail = failure ? `${failure.interaction}: ${failure.difference}` : row.result;
      return `${head}><failure message="${xml(row.result)}">${xml(detail)}</failure></testcase>`;
    });
    const failures = skipped ? 0 : rows.filter((row) => row.result !== 'passes').length;
    const skips = skipped ? rows.filter((row) => row.result !== 'passes').length : 0;
    return [
      `  <testsuite name="${xml(contract)}" tests="${rows.length}" failures="${failures}" skipped="${skips}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(`pcharging readiness of ${baseUrl}`)}">`,
    ...suiteXml,
    '</testsuites>',
    '',
  ].join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function capabilityCell(row: CapabilityRow): string {
  if (row.total === 0) return 'no interactions';
  return `${row.passed} of ${interactions(row.total)}`;
}

/** The report for a job's summary page: the verdict, the capabilities, then the operations that do not pass. */
export function markdownReport(report: ReadinessReport, baseUrl: string): string {
  const failing = report.operations.filter((row) => row.result !== 'passes');
  return [
    `### Readiness of ${baseUrl}`,
    '',
    verdict(report),
    '',
    '| capability | offered | pact passes |',
    '|---|---|---|',
    ...report.capabilities.map(
      (row) => `| ${row.capability} | ${row.offered ? 'offered' : 'not offered'} | ${capabilityCell(row)} |`,
    ),
    '',
    failing.length === 0
      ? 'Every operation of every pact passes.'
      : [
          '| contract | operation | result | passed | first difference |',
          '|---|---|---|---|---|',
          ...failing.map(
            (row) =>
              `| ${contractOf(row)} | ${row.operationId} | ${row.result} | ${row.passed}/${row.total} | ${cell(
                row.firstFailure ? `${row.firstFailure.interaction}: ${row.firstFailure.difference}` : '',
              )} |`,
          ),
        ].join('\n'),
    '',
  ].join('\n');
}
