import {
  addOperator,
  deleteOperator,
  editOperator,
  getOperator,
  listOperators,
  type OperatorInput,
} from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { describe, expect, it } from 'vitest';
import { rejection, signIn } from '../../testing/harness';
import { signedInSuite } from '../../testing/signed-in-suite';

const suite = signedInSuite(['admin', 'ops', 'support', 'auditor']);
const { admin, ops, support, auditor } = suite.clients;

const SECRET = 'sk_test_Zq8!never-shown';
const MESSAGE_SECRET = 'MsgKey#0123456789'.slice(0, 16);
const MESSAGE_IV = 'IV-fedcba9876543';

const newOperator = (account: string): OperatorInput => ({
  name: `Operator ${account}`,
  account,
  secret: SECRET,
  message_secret: MESSAGE_SECRET,
  message_iv: MESSAGE_IV,
  company: 'Test Charge Inc.',
  type: 2,
  contact_person: 'Sam Lee',
  contact_phone: '+1 514 555 0400',
  emergency_contact: '+1 514 555 0499',
  description: 'A test operator',
  callback_url: 'https://test.example/callback',
});

const storedSecrets = (id: number) =>
  suite.harness.database.sqlite
    .prepare('select secret, message_secret, message_iv from operators where id = ?')
    .get(id) as {
    secret: string;
    message_secret: string;
    message_iv: string;
  };

const everySecret = () =>
  (
    suite.harness.database.sqlite.prepare('select secret, message_secret, message_iv from operators').all() as Record<
      string,
      string
    >[]
  )
    .flatMap((row) => Object.values(row))
    .filter(Boolean);

function expectNoSecretIn(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const secret of [...everySecret(), SECRET, MESSAGE_SECRET, MESSAGE_IV]) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/"(secret|message_secret|message_iv)"/);
}

describe('listOperators and getOperator', () => {
  it('lists the operators with their station counts and whether a secret is set, never the secret', async () => {
    const page = await listOperators(auditor, {}, { page: 1, size: 20 });
    expect(page.total).toBe(4);
    const byAccount = Object.fromEntries(page.items.map((o) => [o.account, o]));
    expect(byAccount.borealis).toMatchObject({ name: 'Borealis Charge', stations: 8, secret_set: true });
    expect(byAccount.northline).toMatchObject({ stations: 0, secret_set: false });
    expectNoSecretIn(page);
  });

  it('filters by part of the name, account or company, and by type', async () => {
    expect((await listOperators(auditor, { name: 'volt' }, { page: 1, size: 5 })).items.map((o) => o.account)).toEqual([
      'voltway',
    ]);
    expect((await listOperators(auditor, { name: 'SENC' }, { page: 1, size: 5 })).items.map((o) => o.account)).toEqual([
      'hydrocite',
    ]);
    const dual = await listOperators(auditor, { type: 3 }, { page: 1, size: 5 });
    expect(dual.items.every((o) => o.type === 3)).toBe(true);
    expect(dual.total).toBe(1);
  });

  it('answers one operator with flags for each secret, and 404 for an unknown one', async () => {
    const operator = await getOperator(auditor, { id: 1 });
    expect(operator).toMatchObject({
      id: 1,
      account: 'borealis',
      callback_url: 'https://borealis.example/ocpi/callback',
      secret_set: true,
      message_secret_set: true,
      message_iv_set: true,
    });
    expectNoSecretIn(operator);
    expect((await rejection(getOperator(auditor, { id: 99 })))?.code).toBe(ErrorCode.NotFound);
  });

  it('is refused to support, which holds no operator permission', async () => {
    expect((await rejection(listOperators(support, {}, { page: 1, size: 1 })))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('addOperator', () => {
  it('stores the secrets and answers only that they are set', async () => {
    const operator = await addOperator(ops, newOperator('testcharge'));
    expect(operator).toMatchObject({
      account: 'testcharge',
      type: 2,
      stations: 0,
      secret_set: true,
      message_secret_set: true,
      message_iv_set: true,
    });
    expectNoSecretIn(operator);
    expect(storedSecrets(operator.id)).toEqual({
      secret: SECRET,
      message_secret: MESSAGE_SECRET,
      message_iv: MESSAGE_IV,
    });
  });

  it('masks the secrets in the operation log', async () => {
    await addOperator(ops, newOperator('logged'));
    const row = suite.harness.database.sqlite
      .prepare("select params from operation_logs where operation_id = 'addOperator' order by id desc")
      .get() as { params: string };
    expect(row.params).not.toContain(SECRET);
    expect(row.params).not.toContain(MESSAGE_SECRET);
    expect(row.params).not.toContain(MESSAGE_IV);
    expect(JSON.parse(row.params)).toMatchObject({
      account: 'logged',
      secret: '***',
      message_secret: '***',
      message_iv: '***',
    });
  });

  it('refuses an account in use and malformed fields, in the language of the request', async () => {
    const taken = await rejection(addOperator(ops, newOperator('borealis')));
    expect(taken).toMatchObject({ code: ErrorCode.Conflict, message: 'borealis already exists' });
    const malformed = await rejection(
      addOperator(ops, { ...newOperator('bad one'), message_iv: 'short', callback_url: 'ftp://x', name: '' }),
    );
    expect(malformed?.fieldErrors).toEqual({
      name: 'Operator name cannot be empty',
      account: 'Invalid operator account (wrong format)',
      message_iv: 'Invalid initialization vector (wrong format)',
      callback_url: 'Invalid callback address (wrong format)',
    });
    const { client: opsZh } = await signIn(suite.harness, 'ops', undefined, 'zh-cn');
    const chinese = await rejection(addOperator(opsZh, { ...newOperator('zh'), type: 9 as 1 }));
    expect(chinese?.fieldErrors.type).toMatch(/^运营商类型/);
  });

  it('is refused to the auditor', async () => {
    expect((await rejection(addOperator(auditor, newOperator('auditor'))))?.code).toBe(ErrorCode.Forbidden);
  });
});

describe('editOperator', () => {
  it('keeps each secret that is sent empty and replaces one that is sent', async () => {
    const before = storedSecrets(2);
    const profile = {
      ...newOperator('voltway'),
      name: 'VoltWay Networks',
      secret: '',
      message_secret: '',
      message_iv: '',
    };
    const edited = await editOperator(ops, { ...profile, id: 2 });
    expect(edited).toMatchObject({ name: 'VoltWay Networks', company: 'Test Charge Inc.', secret_set: true });
    expectNoSecretIn(edited);
    expect(storedSecrets(2)).toEqual(before);

    const { secret: _omitted, ...withoutSecret } = profile;
    await editOperator(ops, { ...withoutSecret, message_iv: 'NEW-iv-012345678'.slice(0, 16), id: 2 });
    expect(storedSecrets(2)).toEqual({ ...before, message_iv: 'NEW-iv-012345678'.slice(0, 16) });

    const rotated = await editOperator(ops, { ...profile, secret: 'rotated-secret', id: 2 });
    expectNoSecretIn(rotated);
    expect(storedSecrets(2).secret).toBe('rotated-secret');
  });

  it("refuses another operator's account and an unknown operator", async () => {
    const taken = await rejection(editOperator(ops, { ...newOperator('borealis'), id: 2 }));
    expect(taken?.code).toBe(ErrorCode.Conflict);
    expect((await rejection(editOperator(ops, { ...newOperator('ghost'), id: 99 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(editOperator(support, { ...newOperator('voltway'), id: 2 })))?.code).toBe(
      ErrorCode.Forbidden,
    );
  });
});

describe('deleteOperator', () => {
  it('deletes an operator without stations and refuses one that runs stations', async () => {
    await deleteOperator(admin, { id: 4 });
    expect((await rejection(getOperator(auditor, { id: 4 })))?.code).toBe(ErrorCode.NotFound);
    const inUse = await rejection(deleteOperator(admin, { id: 1 }));
    expect(inUse).toMatchObject({ code: ErrorCode.Conflict, message: 'It is still in use and cannot be deleted' });
    expect((await rejection(deleteOperator(admin, { id: 4 })))?.code).toBe(ErrorCode.NotFound);
    expect((await rejection(deleteOperator(auditor, { id: 3 })))?.code).toBe(ErrorCode.Forbidden);
  });
});
