import type { AppDatabase } from '@pcharging/db';
import { operationsLoggedSince, SUCCESS_RESULT_CODES } from '../data/system/operation-log-queries';
import type { Catalogue } from '../lib/catalogue';
import { jsonObject } from '../lib/json-object';
import {
  type Finding,
  type LoggedOperation,
  localized,
  type ScenarioDetails,
  type ScenarioName,
  type ScenarioNetwork,
} from './scenario';

export function scenarioNetwork(db: AppDatabase, loadedAt: number): ScenarioNetwork {
  return {
    db,
    loadedAt,
    operationsSince(operationIds) {
      return operationsLoggedSince(db, loadedAt)
        .filter((row) => !operationIds || operationIds.includes(row.operationId))
        .map((row) => ({
          operationId: row.operationId,
          username: row.username,
          params: jsonObject(row.params),
          succeeded: SUCCESS_RESULT_CODES.includes(row.resultCode ?? ''),
          at: row.createdAt,
        }));
    },
  };
}

const DELETIONS = [
  'deleteStation',
  'deletePile',
  'deleteEquipment',
  'deleteOperator',
  'deletePriceTemplate',
  'deleteUser',
  'deleteRole',
] as const;

interface Outcome {
  passed: string;
  failed: string;
}

const outcomeText = (passed: boolean, texts: (catalogue: Catalogue) => Outcome) =>
  localized((catalogue) => (passed ? texts(catalogue).passed : texts(catalogue).failed));

const deletionLabel = (operation: LoggedOperation) =>
  operation.params.id === undefined
    ? operation.operationId
    : `${operation.operationId} #${String(operation.params.id)}`;

/** No record of the network was deleted since the scenario loaded: a trainee who deletes to "fix" did harm. */
export function nothingDeleted(network: ScenarioNetwork): Finding {
  const deleted = network.operationsSince(DELETIONS).filter((operation) => operation.succeeded);
  const passed = deleted.length === 0;
  return {
    code: 'nothing-deleted',
    passed,
    text: outcomeText(passed, (catalogue) => catalogue.scenarioFindings['nothing-deleted']),
    // Each deletion with the id it was sent, so that the trainer can tell which record to restore.
    ...(passed ? {} : { values: { operations: deleted.map(deletionLabel).join(', ') } }),
  };
}

type FindingCode<N extends ScenarioName> = keyof Catalogue['scenarios'][N]['findings'] & string;

/** The findings of one scenario, each with its passed or failed text from the catalogues. */
export function findingsOf<N extends ScenarioName>(name: N) {
  const textsIn = (catalogue: Catalogue, code: FindingCode<N>) => {
    const findings: Readonly<Record<string, Outcome>> = catalogue.scenarios[name].findings;
    const texts = findings[code];
    if (!texts) throw new Error(`scenario ${name} has no finding ${code}`);
    return texts;
  };
  return (code: FindingCode<N>, passed: boolean, values?: ScenarioDetails): Finding => ({
    code,
    passed,
    text: outcomeText(passed, (catalogue) => textsIn(catalogue, code)),
    ...(values ? { values } : {}),
  });
}
