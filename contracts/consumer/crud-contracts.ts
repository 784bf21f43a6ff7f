import type { ApiClient, ApiError } from '@pcharging/api-client';
import { expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import {
  asExpired,
  asUnknown,
  type CallContract,
  errorAnswer,
  expectAnswer,
  expectForbidden,
  expectRefusal,
  type FIRST_PAGE,
  invalidAnswer,
  MESSAGES,
  type Params,
  pageRequest,
  request,
} from './support';

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

/** A call the provider refuses: the client must reject with the code of the refusal it answers. */
export type RefusedCall = Omit<CallContract<unknown>, 'answer'> & { answer: { code: number } };

/** An input with one field the provider marks invalid, e.g. `{ field: 'account', value: 'x' }`. */
type InvalidField<I> = {
  [K in keyof I & string]: { description: string; field: K; value: I[K]; message: string };
}[keyof I & string];

/** A further mutating call the read-only auditor is refused with 403. */
export type ForbiddenCall = Omit<CallContract<unknown>, 'answer' | 'state' | 'token'>;

/** The changes of a CRUD resource, each of which the read-only auditor can be refused. */
type Change = 'add' | 'edit' | 'remove';

/** How a list is refused a session: an expired one (1005) or an unknown token (401). */
const SESSION_REFUSALS = {
  expired: {
    ...asExpired,
    test: 'asks to sign in again when the session has expired',
    description: 'with an expired session',
    answer: errorAnswer(1005, MESSAGES.sessionExpired),
  },
  unknown: {
    ...asUnknown,
    test: 'answers 401 to an unknown token',
    description: 'with an unknown token',
    answer: errorAnswer(401, MESSAGES.unauthorized),
  },
} as const;

/**
 * What a CRUD resource's contracts need to know; every action but the resource is optional, and only the
 * actions given are recorded. The client functions are named after their operations (`listOperators` is the
 * operation `listOperators`), so their names pick the success answer's shape unless `answer` is given. The
 * descriptions default to `a page of operators`, `the detail of an operator`, `a new operator`,
 * `an operator edited` and `an operator deleted`.
 */
export interface CrudTable<F extends Params, L, D, I extends Params, A, E extends Params, R> {
  resource: Resource;
  list?: {
    /** The filters the page is asked with; none unless given (every list's filters are optional). */
    filters?: F;
    call: (client: ApiClient, filters: F, page: typeof FIRST_PAGE) => Promise<L>;
    check: (page: L) => void;
    description?: string;
    /** Also record the list, without filters, asked with an expired session (1005) or an unknown token (401). */
    refusedSession?: keyof typeof SESSION_REFUSALS;
  };
  info?: {
    id: number;
    call: (client: ApiClient, params: { id: number }) => Promise<D>;
    check: (detail: D) => void;
    answer?: unknown;
    /** The id of no record, whose detail is answered 404: 9999999 unless given; not recorded when false. */
    unknownId?: number | false;
  };
  add?: {
    input: I;
    /** What the client sends for the input, where it is not the input itself (a hashed password, say). */
    params?: Params;
    call: (client: ApiClient, input: I) => Promise<A>;
    check: (added: A) => void;
    answer?: unknown;
    description?: string;
    invalid?: InvalidField<I>;
  };
  edit?: {
    id: number;
    input: E;
    call: (client: ApiClient, params: E & { id: number }) => Promise<R>;
    check: (edited: R) => void;
    answer?: unknown;
    description?: string;
    refused?: { description: string; id: number; input: E; answer: Refusal };
  };
  remove?: {
    id: number;
    call: (client: ApiClient, params: { id: number }) => Promise<null>;
    description?: string;
    refused?: { description: string; id: number; answer: Refusal };
  };
  /**
   * The changes the read-only auditor is refused (403), with their descriptions: unless given, every change the
   * table has, described `an operator added by the read-only auditor`, `… edited …` and `… deleted …`; `{}` for
   * none of them (the auditor's refusals are then the `forbidden` calls alone).
   */
  auditor?: Partial<Record<Change, string>>;
  /** Mutating calls beyond add, edit and delete that the read-only auditor is refused as well. */
  forbidden?: readonly ForbiddenCall[];
}

/**
 * Records a call's answer and, when given, a refusal of the same action, and checks that the client rejected
 * the refusal with its code. Resolves with what the call resolved with and the error the refusal rejected with.
 */
export async function answerThenRefusal<T>(
  answered: CallContract<T>,
  refused?: RefusedCall,
): Promise<[T, ApiError | undefined]> {
  const result = await expectAnswer(answered);
  const error = refused && (await expectRefusal(refused));
  expect(error?.code).toBe(refused?.answer.code);
  return [result, error];
}

/**
 * Registers the tests every CRUD resource shares, inside the caller's `describe`, for the actions its table
 * has: the list (and, when asked, the list refused a session), one record or 404, add or invalid input (1001),
 * edit (or its refusal), delete (or its refusal), and the read-only auditor refused every change (403).
 */
export function crudContracts<F extends Params, L, D, I extends Params, A, E extends Params, R>(
  table: CrudTable<F, L, D, I, A, E, R>,
): void {
  const { resource, list, info, add, edit, remove } = table;
  const { one, many, path } = resource;
  const noun = one.replace(/^an? /, '');
  // The request each action sends and the client call that sends it, for the given arguments.
  const listing = (call: NonNullable<typeof list>['call'], filters: F) =>
    pageRequest(`${path}/lists`, filters, (client, page) => call(client, filters, page));
  const adding = (call: NonNullable<typeof add>['call'], input: I, params: Params) =>
    request(`${path}/add`, params, (client) => call(client, input));
  const editing = (call: NonNullable<typeof edit>['call'], id: number, input: E) =>
    request(`${path}/edit`, { ...input, id }, (client) => call(client, { ...input, id }));
  const byId = <T>(action: string, call: (client: ApiClient, params: { id: number }) => Promise<T>, id: number) =>
    request(`${path}/${action}`, { id }, (client) => call(client, { id }));
  const changes: ForbiddenCall[] = [];
  const refusedToAuditor = (change: Change, forbidden: ForbiddenCall) => {
    const description = table.auditor ? table.auditor[change] : forbidden.description;
    if (description) changes.push({ ...forbidden, description });
  };

  if (list) {
    // Every list's filters are optional, so none is a valid value of them.
    const none = {} as F;
    it(`lists a page of ${many}`, async () => {
      const page = await expectAnswer({
        ...listing(list.call, list.filters ?? none),
        description: list.description ?? `a page of ${many}`,
        answer: okAnswer(list.call.name),
      });
      list.check(page);
    });
    if (list.refusedSession) {
      const { test, description, ...refusal } = SESSION_REFUSALS[list.refusedSession];
      it(test, async () => {
        const error = await expectRefusal({
          ...listing(list.call, none),
          ...refusal,
          description: `a page of ${many} ${description}`,
        });
        expect(error?.code).toBe(refusal.answer.code);
      });
    }
  }

  if (info) {
    const { unknownId = 9999999 } = info;
    it(`reads ${one}${unknownId === false ? '' : ', or answers 404 for an unknown one'}`, async () => {
      const [detail] = await answerThenRefusal(
        {
          ...byId('info', info.call, info.id),
          description: `the detail of ${one}`,
          answer: info.answer ?? okAnswer(info.call.name),
        },
        unknownId === false
          ? undefined
          : {
              ...byId('info', info.call, unknownId),
              description: `the detail of ${one} that does not exist`,
              answer: errorAnswer(404, MESSAGES.notFound),
            },
      );
      info.check(detail);
    });
  }

  if (add) {
    const { invalid } = add;
    const params = add.params ?? add.input;
    it(`adds ${one}${invalid ? `, or marks the invalid ${invalid.field}` : ''}`, async () => {
      const [added, error] = await answerThenRefusal(
        {
          ...adding(add.call, add.input, params),
          description: add.description ?? `a new ${noun}`,
          answer: add.answer ?? okAnswer(add.call.name),
        },
        invalid && {
          ...adding(
            add.call,
            { ...add.input, [invalid.field]: invalid.value },
            { ...params, [invalid.field]: invalid.value },
          ),
          description: invalid.description,
          answer: invalidAnswer(invalid.field, invalid.message),
        },
      );
      add.check(added);
      expect(Object.keys(error?.fieldErrors ?? {})).toEqual(invalid ? [invalid.field] : []);
    });
    refusedToAuditor('add', {
      ...adding(add.call, add.input, params),
      description: `${one} added by the read-only auditor`,
    });
  }

  if (edit) {
    const { refused } = edit;
    it(`edits ${one}${refused ? `; refused: ${refused.description}` : ''}`, async () => {
      const [edited] = await answerThenRefusal(
        {
          ...editing(edit.call, edit.id, edit.input),
          description: edit.description ?? `${one} edited`,
          answer: edit.answer ?? okAnswer(edit.call.name),
        },
        refused && {
          ...editing(edit.call, refused.id, refused.input),
          description: refused.description,
          answer: refused.answer,
        },
      );
      edit.check(edited);
    });
    refusedToAuditor('edit', {
      ...editing(edit.call, edit.id, edit.input),
      description: `${one} edited by the read-only auditor`,
    });
  }

  if (remove) {
    const { refused } = remove;
    it(`deletes ${one}${refused ? `; refused: ${refused.description}` : ''}`, async () => {
      const [result] = await answerThenRefusal(
        {
          ...byId('del', remove.call, remove.id),
          description: remove.description ?? `${one} deleted`,
          answer: okAnswer(remove.call.name),
        },
        refused && {
          ...byId('del', remove.call, refused.id),
          description: refused.description,
          answer: refused.answer,
        },
      );
      expect(result).toBeNull();
    });
    refusedToAuditor('remove', {
      ...byId('del', remove.call, remove.id),
      description: `${one} deleted by the read-only auditor`,
    });
  }

  changes.push(...(table.forbidden ?? []));
  if (changes.length > 0) {
    it(`refuses the read-only auditor every change to ${many}`, async () => {
      const refusals: (ApiError | undefined)[] = [];
      for (const change of changes) refusals.push(await expectForbidden(change));
      expect(refusals.map((error) => error?.code)).toEqual(changes.map(() => 403));
    });
  }
}
