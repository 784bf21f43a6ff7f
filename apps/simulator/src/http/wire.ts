import type { DataOf, OperationId } from '@pcharging/api-client';
import { SuccessCode } from '@pcharging/api-client/wire';
import type { Context } from 'hono';
import type { SessionInfo } from '../data/auth/session-queries';
import { unauthorized } from '../lib/errors';
import { type MessageKey, type MessageValues, translate } from '../lib/messages';
import { XLSX_CONTENT_TYPE } from '../lib/spreadsheet';
import type { AppEnv } from './context';
import type { Answer, BinaryOperationId, OperationContext } from './operation-handlers';

/**
 * Marks a response as the answer of the operation whose context made it: the two helpers below are the only way a
 * handler gets one, so what it returns was checked against the operation's answer in the document.
 */
const answerOf = <K extends OperationId>(_c: OperationContext<K>, response: Response) => response as Answer<K>;

/** The success envelope: HTTP 200, code 200, a translated msg and the document's data for the operation. */
export function ok<K extends OperationId>(
  c: OperationContext<K>,
  data: DataOf<K>,
  messageKey: MessageKey = 'ok',
  values: MessageValues = {},
): Answer<K> {
  c.set('resultCode', SuccessCode.Ok);
  c.set('answerMessage', { key: messageKey, values });
  return answerOf(c, c.json({ code: SuccessCode.Ok, msg: translate(c.get('locale'), messageKey, values), data }));
}

export function binaryAnswer<K extends BinaryOperationId>(
  c: OperationContext<K>,
  bytes: Uint8Array,
  headers: Record<string, string>,
): Answer<K> {
  return answerOf(c, c.body(new Uint8Array(bytes), 200, headers));
}

export function workbookAnswer<K extends BinaryOperationId>(
  c: OperationContext<K>,
  bytes: Uint8Array,
  fileName: string,
): Answer<K> {
  return binaryAnswer(c, bytes, {
    'Content-Type': XLSX_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}

/** The session of a call guarded by the OpenAPI permission middleware; absent only on public calls. */
export function requireSession(c: Context<AppEnv>): SessionInfo {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session;
}
