import type { OkData } from './client';
import type { operations } from './generated/schema';

/** Every `operationId` of the document. */
export type OperationId = keyof operations;

type RequestBodyOf<K extends OperationId> = NonNullable<operations[K]['requestBody']>;

type RequestContentOf<K extends OperationId> = [RequestBodyOf<K>] extends [never]
  ? never
  : RequestBodyOf<K> extends { content: infer C }
    ? C
    : never;

/** The whole request body of an operation: the url-encoded form, or the multipart one of an upload. */
export type BodyOf<K extends OperationId> =
  RequestContentOf<K> extends { 'application/x-www-form-urlencoded': infer B }
    ? B
    : RequestContentOf<K> extends { 'multipart/form-data': infer B }
      ? B
      : Record<string, never>;

/** The path parameters of an operation (`/base/getDatadictionary/{key}`), as the URL carries them: text. */
export type PathParamsOf<K extends OperationId> = operations[K]['parameters'] extends { path: infer P }
  ? { [Name in keyof P]: string }
  : Record<string, never>;

/**
 * The business fields of an operation: `params[...]` of its form, the text fields of a multipart body, or the
 * path parameters of a call without a body.
 */
export type ParamsOf<K extends OperationId> = [RequestContentOf<K>] extends [never]
  ? PathParamsOf<K>
  : RequestContentOf<K> extends { 'multipart/form-data': infer B }
    ? Omit<B, 'token'>
    : BodyOf<K> extends { params?: infer P }
      ? NonNullable<P>
      : Record<string, never>;

/** `pageinfo[...]` of a paged operation; empty for the others. */
export type PageInfoOf<K extends OperationId> =
  BodyOf<K> extends { pageinfo?: infer P } ? NonNullable<P> : Record<string, never>;

/** The JSON answer of an operation: its success variant and its error variant. */
export type AnswerOf<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

/** `data` of an operation's success answer. */
export type DataOf<K extends OperationId> = OkData<AnswerOf<K>>;
