import type { DataOf, OperationId, ParamsOf } from '@pcharging/api-client';
import type { Context } from 'hono';
import { type PageWindow, pageWindow } from '../lib/paging';
import type { AppEnv } from './context';

declare const operation: unique symbol;

/** The request of one operation: what its handler answers is typed by the operation (see `ok` in wire.ts). */
export type OperationContext<K extends OperationId> = Context<AppEnv> & { readonly [operation]?: K };

/** An answer to operation K, made by `ok` (the document's data for K) or, for a file, by `binaryAnswer`. */
export type Answer<K extends OperationId> = Response & { readonly [operation]: K };

/** The operations that answer with a file (a captcha image, a workbook) rather than JSON. */
export type BinaryOperationId = { [K in OperationId]: [DataOf<K>] extends [never] ? K : never }[OperationId];

/**
 * What serves one operation of the document: its checked input arrives typed from the document (the guard
 * validated it against the operation's request schema), its page as SQL LIMIT/OFFSET, and what it answers must be
 * the document's answer for the operation.
 */
export type OperationHandler<K extends OperationId> = (
  c: OperationContext<K>,
  params: ParamsOf<K>,
  page: PageWindow,
) => Answer<K> | Promise<Answer<K>>;

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
