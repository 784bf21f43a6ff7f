import type { AppDatabase } from '@pcharging/db';
import { operationsLoggedSince, SUCCESS_RESULT_CODES } from '../data/system/operation-log-queries';
import { jsonObject } from '../lib/json-object';
import type { Finding, ScenarioDetails, ScenarioNetwork } from './scenario';

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

/** No record of the network was deleted since the scenario loaded: a trainee who deletes to "fix" did harm. */
export function nothingDeleted(network: ScenarioNetwork): Finding {
  const deleted = network.operationsSince(DELETIONS).filter((operation) => operation.succeeded);
  const values: ScenarioDetails = { operations: deleted.map((operation) => operation.operationId).join(', ') };
  return deleted.length === 0
    ? {
        code: 'nothing-deleted',
        passed: true,
        text: {
          en: 'Nothing was deleted on the way.',
          fr: "Rien n'a été supprimé en chemin.",
          'zh-cn': '过程中没有删除任何记录。',
        },
      }
    : {
        code: 'nothing-deleted',
        passed: false,
        values,
        text: {
          en: 'Records were deleted on the way ({operations}); the task needed none.',
          fr: 'Des éléments ont été supprimés en chemin ({operations}) ; la tâche n’en demandait aucun.',
          'zh-cn': '过程中删除了记录（{operations}），而任务并不需要删除。',
        },
      };
}

/** A finding that reads the same whether passed or not, from two texts. */
export function finding(
  code: string,
  passed: boolean,
  texts: { passed: Finding['text']; failed: Finding['text'] },
  values?: ScenarioDetails,
): Finding {
  return { code, passed, text: passed ? texts.passed : texts.failed, ...(values ? { values } : {}) };
}
