import { type ApiClient, getCapabilities, getCurrentUser, listPorts } from '@pcharging/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, signIn } from '../../testing/harness';

describe('the full profile', () => {
  let full: Harness;
  let admin: ApiClient;
  beforeAll(async () => {
    full = await createHarness();
    ({ client: admin } = await signIn(full, 'admin'));
  });
  afterAll(() => full.close());

  it('offers every capability, and sends the extension fields', async () => {
    const { capabilities } = await getCapabilities(admin);
    expect(capabilities).toEqual(expect.arrayContaining(['discovery', 'sessions', 'map', 'live-push', 'training']));
    expect(await getCurrentUser(admin)).toHaveProperty('network.time_zone');
    const [port] = (await listPorts(admin, { pile_id: 1 }, { page: 1, size: 1 })).items;
    expect(port).toHaveProperty('session_id');
  });

  it('leaves training out where there is no control surface', async () => {
    const production = await createHarness({ config: { controlSurface: false } });
    try {
      const { capabilities } = await getCapabilities(production.client());
      expect(capabilities).toContain('sessions');
      expect(capabilities).not.toContain('training');
    } finally {
      production.close();
    }
  });
});
