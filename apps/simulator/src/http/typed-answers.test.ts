import { describe, expect, it } from 'vitest';
import type { AreaHandlers } from './operation-handlers';
import { binaryAnswer, ok } from './wire';

// Checked by `npm run typecheck`: each wrong answer below must fail to compile, or its directive is itself an error.
const wrongAnswers = {
  // @ts-expect-error countOpenAlarms answers { open, acknowledged }, not a number
  countOpenAlarms: (c) => ok(c, 3),
  // @ts-expect-error a field the document does not have is refused, as a missing one is
  listRoleOptions: (c) => ok(c, [{ id: 1, name: 'Operations', code: 'ops', secret: 'x' }]),
  // @ts-expect-error exportOrders answers a workbook: it has no JSON data to send
  exportOrders: (c) => ok(c, null),
  // @ts-expect-error only an operation that answers a file may answer with bytes
  logout: (c) => binaryAnswer(c, new Uint8Array(), {}),
  // @ts-expect-error a handler answers through ok() or binaryAnswer(), never a bare response
  getCurrentUser: (c) => c.json({ code: 200, msg: '', data: null }),
} satisfies AreaHandlers;

describe('typed answers', () => {
  it('are checked at compile time against the document (see the directives above)', () => {
    expect(Object.keys(wrongAnswers)).toHaveLength(5);
  });
});
