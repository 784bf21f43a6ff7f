import { changePassword, getCurrentUser, hashPassword, listStations } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { afterEach, describe, expect, it } from 'vitest';
import { setFirstAdminPassword } from '../../domain/auth/sign-in';
import { ConfigError, loadConfig } from '../../lib/env';
import { createHarness, type Harness, rejection, signIn } from '../../testing/harness';

describe('a production start', () => {
  it('seeds only the super administrator unless told it is a public demo', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedProfile).toBe('empty');
    expect(() => loadConfig({ NODE_ENV: 'production', PCHARGING_SEED: 'demo' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', PCHARGING_SEED: 'large' })).toThrow(/PCHARGING_PUBLIC_DEMO/);
    const demo = loadConfig({ NODE_ENV: 'production', PCHARGING_SEED: 'demo', PCHARGING_PUBLIC_DEMO: 'on' });
    expect([demo.seedProfile, demo.publicDemo, demo.demoResetMinutes]).toEqual(['demo', true, 60]);
    expect(loadConfig({}).seedProfile).toBe('demo');
  });
});

describe("the first super administrator's password", () => {
  let harness: Harness;
  afterEach(() => harness.close());

  it('replaces the known one and must be changed before anything else', async () => {
    harness = await createHarness({ profile: 'empty' });
    await setFirstAdminPassword(harness.domain(), 'admin', 'Generated-Secret-1');
    expect((await rejection(signIn(harness, 'admin')))?.code).toBe(ErrorCode.BadCredentials);
    const { client } = await signIn(harness, 'admin', 'Generated-Secret-1');
    const refused = await rejection(listStations(client, {}, { page: 1, size: 20 }));
    expect([refused?.code, refused?.serverMessage]).toEqual([
      ErrorCode.Forbidden,
      'Change your password before anything else: the one you signed in with was given to you.',
    ]);
    expect((await getCurrentUser(client)).name).toBe('admin');
    const own = { id: 1, oldPwd: hashPassword('Generated-Secret-1'), pwd: hashPassword('Owner#Chosen-2026') };
    await changePassword(client, own);
    expect(await listStations(client, {}, { page: 1, size: 20 })).toBeTruthy();
    const again = await signIn(harness, 'admin', 'Owner#Chosen-2026');
    expect(await listStations(again.client, {}, { page: 1, size: 20 })).toBeTruthy();
  });
});
