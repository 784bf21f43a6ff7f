import { DEMO_NETWORK_RECORDS } from '@pcharging/simulator/provider-states';
import { LEGACY_PROVIDER, providerOf } from '../pact-files';
import { type CapabilityRow, legacyContractPasses, type OperationRow, type ReadinessReport } from './report';

/** `1 interaction`, `3 interactions`. */
export const interactions = (count: number) => `${count} interaction${count === 1 ? '' : 's'}`;

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd();
  return [line(header), ...rows.map(line)];
}

const contractName = (row: OperationRow) => row.contract ?? 'legacy';

function operationLines(rows: readonly OperationRow[]): string[] {
  const lines = table(
    ['contract', 'operation', 'call', 'result', 'passed'],
    rows.map((row) => [contractName(row), row.operationId, row.call, row.result, `${row.passed}/${row.total}`]),
  );
  const [header, ...body] = lines;
  return [
    header ?? '',
    ...body.flatMap((line, index) => {
      const failure = rows[index]?.firstFailure;
      if (!failure) return [line];
      const state = failure.unsetState ? ` [needs state: ${failure.unsetState}]` : '';
      return [line, `      ↳ ${failure.interaction}: ${failure.difference}${state}`];
    }),
  ];
}

function capabilityVerdict(row: CapabilityRow): string {
  if (row.total === 0) return 'no interactions: it marks nothing of the _pcharging API';
  const pact = `${row.passed} of ${interactions(row.total)} ${row.total === 1 ? 'passes' : 'pass'}`;
  if (row.offered && row.passed < row.total) return `${pact}: offered, but the web app will meet what differs`;
  if (!row.offered && row.passed === row.total) return `${pact}: list it in Base/capabilities to offer it`;
  return pact;
}

function capabilityLines(report: ReadinessReport): string[] {
  return table(
    ['capability', 'offered', 'pact'],
    report.capabilities.map((row) => [row.capability, row.offered ? 'offered' : 'not offered', capabilityVerdict(row)]),
  );
}

function stateLines(report: ReadinessReport): string[] {
  if (report.unsetStates.length === 0) return [];
  return [
    '',
    'Provider states this run could not set (no states URL): the interactions that need them fail until the backend',
    'sets them on request (Pact state-change protocol, --states <url>). What each means in data terms:',
    ...report.unsetStates.flatMap((state) => [
      `  "${state.name}" ${JSON.stringify(state.params)} (${interactions(state.interactions)})`,
      `      ${state.meaning}`,
    ]),
    '',
    'Every state starts from the demo network as seeded; the interactions name these records of it:',
    ...DEMO_NETWORK_RECORDS.map((record) => `  - ${record}`),
  ];
}

/** The legacy contract's fields that arrive in another form: how many, and in what form. */
function decodedNote(report: ReadinessReport): string {
  const legacy = report.decoded.filter((row) => row.contract === null);
  if (legacy.length === 0) return '';
  const forms = [...new Set(legacy.map((row) => `${row.from}s`))].join(' or ');
  return `, ${legacy.length} field${legacy.length === 1 ? '' : 's'} arrive${legacy.length === 1 ? 's' : ''} as ${forms} (decoded, listed above)`;
}

function decodedLines(report: ReadinessReport): string[] {
  if (report.decoded.length === 0) return [];
  return [
    '',
    'Fields that differ from the pacts in type only, which the web app decodes (a PHP backend writes database values',
    'as strings, flags as "0"/"1", an empty map as []): they pass, and the app reads them as the document types them.',
    ...table(
      ['contract', 'operation', 'field', 'arrives as', 'read as'],
      report.decoded.map((row) => [row.contract ?? 'legacy', row.operationId, row.path, row.from, row.to]),
    ),
  ];
}

export function verdict(report: ReadinessReport): string {
  const { passed, total } = report.legacy;
  const offered = report.offered.length > 0 ? `offering ${report.offered.join(', ')}` : 'offering no extension';
  if (legacyContractPasses(report)) {
    return `The legacy contract passes (${passed} of ${total}${decodedNote(report)}): the web app works on this backend, ${offered}.`;
  }
  return `The legacy contract fails (${passed} of ${total} interactions pass): fix the operations that differ or are missing above.`;
}

/** The readiness report as a PHP team reads it: per operation, per capability, the states to create, the verdict. */
export function formatReport(report: ReadinessReport, baseUrl: string): string {
  const discovery = report.discovery
    ? `Base/capabilities answers: ${report.offered.join(', ') || 'none'}`
    : 'Base/capabilities is not answered: a legacy backend, offering no extension';
  return [
    `Readiness of ${baseUrl}`,
    discovery,
    '',
    `Operations, per pact (legacy: ${LEGACY_PROVIDER}; a capability: ${providerOf(null)}-<capability>)`,
    ...operationLines(report.operations),
    '',
    'Capabilities',
    ...capabilityLines(report),
    ...decodedLines(report),
    ...stateLines(report),
    '',
    verdict(report),
  ].join('\n');
}
