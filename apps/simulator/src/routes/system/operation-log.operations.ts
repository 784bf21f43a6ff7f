import type { components } from '@pcharging/api-client';
import type { Locale } from '@pcharging/validation';
import {
  listOperationLogPage,
  type OperationLogRow,
  SUCCESS_RESULT_CODES,
} from '../../data/system/operation-log-queries';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { fieldBreaksRule } from '../../lib/invalid-input';
import { iso } from '../../lib/iso-time';
import { jsonObject } from '../../lib/json-object';
import { isMessageKey, messageValuesOf, ruleText, translate } from '../../lib/messages';

type LogEntry = components['schemas']['OperationLogEntry'];

/**
 * The logged params as the answer carries them. The document gives `params` no fields of its own (any call's params
 * fit), which the generated type reads as an object that has none: the one place the answer is told otherwise.
 */
const loggedParams = (json: string) => jsonObject(json) as LogEntry['params'];

/** The answer's message in the reader's language when it was logged by key; as answered otherwise. */
function resultMessage(row: OperationLogRow, locale: Locale): string {
  const key = row.resultMessageKey;
  if (!key || !isMessageKey(key)) return row.resultMessage;
  return translate(locale, key, messageValuesOf(row.resultMessageValues));
}

function logAnswer(row: OperationLogRow, locale: Locale): LogEntry {
  return {
    id: row.id,
    user_id: row.userId,
    username: row.username,
    operation_id: row.operationId,
    method: row.method,
    path: row.path,
    params: loggedParams(row.params),
    result_code: row.resultCode,
    result_message: resultMessage(row, locale),
    subject: row.subject,
    success: SUCCESS_RESULT_CODES.includes(row.resultCode),
    ip: row.ip,
    duration_ms: row.durationMs,
    created_at: iso(row.createdAt),
  };
}

export const operationLogOperations = {
  listOperationLogs: (c, params, paging) => {
    // The schema checks the shape; a shaped but impossible time (month 13) is caught here.
    const epoch = (field: 'from' | 'to', title: string) => {
      const text = params[field];
      if (text === undefined || text === '') return undefined;
      const value = Date.parse(text);
      if (Number.isNaN(value))
        throw fieldBreaksRule(c.get('locale'), field, title, ruleText(c.get('locale'), 'format'));
      return value;
    };
    const page = listOperationLogPage(
      c.get('deps').db,
      {
        userId: params.user_id,
        username: params.username?.trim() || undefined,
        operationId: params.operation_id || undefined,
        keyword: params.keyword?.trim() || undefined,
        result: params.result,
        from: epoch('from', 'start time'),
        to: epoch('to', 'end time'),
      },
      paging,
    );
    return ok(c, { total: page.total, items: page.items.map((row) => logAnswer(row, c.get('locale'))) });
  },
} satisfies AreaHandlers;
