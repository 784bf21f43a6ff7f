import { SuccessCode } from '@pcharging/api-client/wire';
import type { Context } from 'hono';
import type { SessionInfo } from '../data/auth/session-queries';
import { unauthorized } from '../lib/errors';
import { type MessageKey, type MessageValues, translate } from '../lib/messages';
import { XLSX_CONTENT_TYPE } from '../lib/spreadsheet';
import type { AppEnv } from './context';

/** The success envelope: HTTP 200, code 200, a translated msg and the data. */
export function ok<T>(c: Context<AppEnv>, data: T, messageKey: MessageKey = 'ok', values: MessageValues = {}) {
  c.set('resultCode', SuccessCode.Ok);
  c.set('answerMessage', { key: messageKey, values });
  return c.json({ code: SuccessCode.Ok, msg: translate(c.get('locale'), messageKey, values), data });
}

/** The session of a call guarded by the OpenAPI permission middleware; absent only on public calls. */
export function requireSession(c: Context<AppEnv>): SessionInfo {
  const session = c.get('session');
  if (!session) throw unauthorized();
  return session;
}

export function workbookAnswer(c: Context<AppEnv>, bytes: Uint8Array, fileName: string): Response {
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
}
