import { hashPassword } from '@pcharging/api-client';
import { operations } from '@pcharging/api-client/operations';
import { encodeForm } from '@pcharging/api-client/wire';
import { tables } from '@pcharging/db';
import { type RoleSeed, roleSeeds } from '@pcharging/seeds';
import { hasPermission } from '@pcharging/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from './testing/documented-examples';
import { createHarness, type Harness, signIn } from './testing/harness';

/**
 * Every operation that names an action string, called by an account of every seeded role: refused with 403 exactly
 * when the role's action list does not grant it. The expectation comes from the seed's action lists, the answer
 * from the server's own check, so a permission wrongly named in the document or wrongly enforced shows here.
 */

const guarded = operations.filter(
  (operation) => operation.permission !== null && operation.permission !== 'authenticated',
);

/** A user holding the role, made through the API as an administrator would (one seeded role has no account). */
async function accountFor(harness: Harness, role: RoleSeed): Promise<string> {
  const [stored] = harness.database.db
    .select({ id: tables.roles.id })
    .from(tables.roles)
    .where(eq(tables.roles.code, role.code))
    .all();
  const { token } = await signIn(harness, 'admin');
  const username = `matrix_${role.code}`.slice(0, 32);
  const response = await harness.send('/User/add', {
    token,
    body: encodeForm({
      token,
      params: {
        username,
        pwd: hashPassword('Admin#2026'),
        nickname: role.name,
        full_name: role.name,
        user_code: `M${String(stored?.id ?? 0).padStart(4, '0')}`,
        email: `${username}@pcharging.example`,
        phone: '+1 514 555 0150',
        role_id: stored?.id ?? 0,
        department: 'Permission matrix',
      },
    }),
  });
  expect(await response.json()).toMatchObject({ code: 200 });
  return username;
}

it('checks every guarded operation', () => {
  expect(guarded.length).toBeGreaterThan(80);
});

describe.each(roleSeeds)('the $code role', (role) => {
  let harness: Harness;
  let token: string;
  beforeAll(async () => {
    harness = await createHarness();
    token = (await signIn(harness, await accountFor(harness, role))).token;
  });
  afterAll(() => harness.close());

  // Every operation of the wire, one after another: seconds on a busy machine.
  it('is refused exactly the operations its action list does not grant', async () => {
    const wrong: string[] = [];
    for (const operation of guarded) {
      const permission = operation.permission ?? '';
      const granted = hasPermission(role.actions, permission);
      const response = await harness.fetch(exampleRequest(operation, token));
      // An export that went through answers its workbook, not an envelope.
      const answer: unknown = (response.headers.get('content-type') ?? '').includes('json')
        ? await response.json()
        : { code: 200 };
      const code = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'code') : undefined;
      // A lost session would hide the answer to the permission check.
      if (code === 401 || code === 1005) wrong.push(`${operation.operationId}: session lost (${code})`);
      const refused = code === 403;
      if (refused === granted) {
        wrong.push(`${operation.operationId} (${permission}): ${granted ? 'refused though granted' : 'allowed'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 30_000);
});
