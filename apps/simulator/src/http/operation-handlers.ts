import type { OperationId, ParamsOf } from '@pcharging/api-client';
import type { Context } from 'hono';
import { type PageWindow, pageWindow } from '../lib/paging';
import type { AppEnv } from './context';

/**
 * What serves one operation of the document: its checked input arrives typed from the document (the guard
 * validated it against the operation's request schema), its page as SQL LIMIT/OFFSET.
 */
export type OperationHandler<K extends OperationId> = (
  c: Context<AppEnv>,
  params: ParamsOf<K>,
  page: PageWindow,
) => Response | Promise<Response>;

/** One handler for every operation: a missing one, or one for an operation the document lacks, is a type error. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };

/** The handlers of one area; `satisfies` it so that an unknown operationId is a type error there. */
export type AreaHandlers = Partial<OperationHandlers>;

/** Calls an operation's handler with the input the guard checked. */
export function dispatch<K extends OperationId>(handlers: OperationHandlers, operationId: K) {
  const handler: OperationHandler<K> = handlers[operationId];
  return (c: Context<AppEnv>): Response | Promise<Response> =>
    // The guard has validated (and coerced) this body against the operation's own request schema, which is what
    // ParamsOf<K> is generated from: the one place the checked input is given its type.
    handler(c, c.get('params') as unknown as ParamsOf<K>, pageWindow(c.get('pageinfo')));
}
