import type { ApiClient, ApiError } from '@pcharging/api-client';
import type { FormBody } from '@pcharging/api-client/wire';
import { expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  type CallContract,
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  PAGEINFO,
} from './support';

type Params = NonNullable<FormBody['params']>;

/** A resource of the legacy API: one controller with the actions lists, info, add, edit and del. */
export interface Resource {
  /** The singular with its article, as the interaction descriptions say it: 'an operator'. */
  one: string;
  /** The plural: 'operators'. */
  many: string;
  /** The controller's path: '/Operator'. */
  path: string;
}

/** A business refusal the provider answers a change with; the client must reject with its code. */
type Refusal = ReturnType<typeof errorAnswer>;

/** An input with one field the provider marks invalid, e.g. `{ field: 'account', value: 'x' }`. */
type InvalidField<I> = {
  [K in keyof I & string]: { description: string; field: K; value: I[K]; message: string };
}[keyof I & string];

/** A further mutating call the read-only auditor is refused with 403. */
export type ForbiddenCall = Omit<CallContract<unknown>, 'answer' | 'state' | 'token'>;

/**
 * What a CRUD resource's contracts need to know. The client functions are named after their operations
 * (`listOperators` is the operation `listOperators`), so their names pick the success answer's shape.
 */
export interface CrudTable<L, D, I extends Params, A, E extends Params, R> {
  resource: Resource;
  list: {
    call: (client: ApiClient, filters: Record<string, never>, page: typeof FIRST_PAGE) => Promise<L>;
    check: (page: L) => void;
    /** Also record the list asked with an expired session (1005). */
    expired?: boolean;
  };
  info: { id: number; call: (client: ApiClient, id: number) => Promise<D>; check: (detail: D) => void };
  add: {
    input: I;
    /** What the client sends for the input, where it is not the input itself (a hashed password, say). */
    params?: Params;
    call: (client: ApiClient, input: I) => Promise<A>;
    check: (added: A) => void;
    invalid: InvalidField<I>;
  };
  edit: {
    id: number;
    input: E;
    call: (client: ApiClient, id: number, input: E) => Promise<R>;
    check: (edited: R) => void;
    refused?: { description: string; id: number; input: E; answer: Refusal };
  };
  remove: {
    id: number;
    call: (client: ApiClient, id: number) => Promise<null>;
    refused: { description: string; id: number; answer: Refusal };
  };
  /** Mutating calls beyond add, edit and delete that the read-only auditor is refused as well. */
  forbidden?: readonly ForbiddenCall[];
}

/**
 * Registers the tests every CRUD resource shares, inside the caller's `describe`: the list (and, when asked,
 * the list with an expired session), one record or 404, add or invalid input (1001), edit (or its refusal),
 * delete or its refusal, and the read-only auditor refused every change (403).
 */
export function crudContracts<L, D, I extends Params, A, E extends Params, R>(
  table: CrudTable<L, D, I, A, E, R>,
): void {
  const { resource, list, info, add, edit, remove } = table;
  const { one, many, path } = resource;
  const noun = one.replace(/^an? /, '');
  // The request each action sends and the client call that sends it, for the given arguments.
  const listing = {
    path: `${path}/lists`,
    body: { params: {}, pageinfo: PAGEINFO },
    call: (client: ApiClient) => list.call(client, {}, FIRST_PAGE),
  };
  const reading = (id: number) => ({
    path: `${path}/info`,
    body: { params: { id } },
    call: (client: ApiClient) => info.call(client, id),
  });
  const adding = (input: I, params: Params) => ({
    path: `${path}/add`,
    body: { params },
    call: (client: ApiClient) => add.call(client, input),
  });
  const editing = (id: number, input: E) => ({
    path: `${path}/edit`,
    body: { params: { ...input, id } },
    call: (client: ApiClient) => edit.call(client, id, input),
  });
  const removing = (id: number) => ({
    path: `${path}/del`,
    body: { params: { id } },
    call: (client: ApiClient) => remove.call(client, id),
  });
  const addParams = add.params ?? add.input;

  it(`lists a page of ${many}`, async () => {
    const page = await expectAnswer({ ...listing, description: `a page of ${many}`, answer: okAnswer(list.call.name) });
    list.check(page);
  });

  if (list.expired) {
    it('asks to sign in again when the session has expired', async () => {
      const error = await expectRefusal({
        ...listing,
        ...asExpired,
        description: `a page of ${many} with an expired session`,
        answer: errorAnswer(1005, MESSAGES.sessionExpired),
      });
      expect(error?.code).toBe(1005);
    });
  }

  it(`reads ${one}, or answers 404 for an unknown one`, async () => {
    const detail = await expectAnswer({
      ...reading(info.id),
      description: `the detail of ${one}`,
      answer: okAnswer(info.call.name),
    });
    const error = await expectRefusal({
      ...reading(9999999),
      description: `the detail of ${one} that does not exist`,
      answer: errorAnswer(404, MESSAGES.notFound),
    });
    info.check(detail);
    expect(error?.code).toBe(404);
  });

  it(`adds ${one}, or marks the invalid ${add.invalid.field}`, async () => {
    const { description, field, value, message } = add.invalid;
    const added = await expectAnswer({
      ...adding(add.input, addParams),
      description: `a new ${noun}`,
      answer: okAnswer(add.call.name),
    });
    const error = await expectRefusal({
      ...adding({ ...add.input, [field]: value }, { ...addParams, [field]: value }),
      description,
      answer: invalidAnswer(field, message),
    });
    add.check(added);
    expect([error?.code, Object.keys(error?.fieldErrors ?? {})]).toEqual([1001, [field]]);
  });

  it(`edits ${one}${edit.refused ? `; refused: ${edit.refused.description}` : ''}`, async () => {
    const { refused } = edit;
    const edited = await expectAnswer({
      ...editing(edit.id, edit.input),
      description: `${one} edited`,
      answer: okAnswer(edit.call.name),
    });
    const error = refused
      ? await expectRefusal({
          ...editing(refused.id, refused.input),
          description: refused.description,
          answer: refused.answer,
        })
      : undefined;
    edit.check(edited);
    expect(error?.code).toBe(refused?.answer.code);
  });

  it(`deletes ${one}; refused: ${remove.refused.description}`, async () => {
    const { refused } = remove;
    const result = await expectAnswer({
      ...removing(remove.id),
      description: `${one} deleted`,
      answer: okAnswer(remove.call.name),
    });
    const error = await expectRefusal({
      ...removing(refused.id),
      description: refused.description,
      answer: refused.answer,
    });
    expect([result, error?.code]).toEqual([null, refused.answer.code]);
  });

  it(`refuses the read-only auditor every change to ${many}`, async () => {
    const changes: ForbiddenCall[] = [
      { ...adding(add.input, addParams), description: `${one} added by the read-only auditor` },
      { ...editing(edit.id, edit.input), description: `${one} edited by the read-only auditor` },
      { ...removing(remove.id), description: `${one} deleted by the read-only auditor` },
      ...(table.forbidden ?? []),
    ];
    const refusals: (ApiError | undefined)[] = [];
    for (const change of changes) refusals.push(await expectForbidden(change));
    expect(refusals.map((error) => error?.code)).toEqual(changes.map(() => 403));
  });
}
