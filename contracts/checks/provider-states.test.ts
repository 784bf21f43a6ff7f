import { PROVIDER_STATE_NAMES } from '@pcharging/simulator';
import { PROVIDER_STATE_MEANINGS } from '@pcharging/simulator/provider-states';
import { describe, expect, it } from 'vitest';
import { readPactFiles } from '../pact-files';

const named = new Set(
  readPactFiles().flatMap((file) =>
    file.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)),
  ),
);

describe('the provider states of the pacts', () => {
  it.each([...named])('"%s" is set by the simulator and explained in the catalogue', (name) => {
    expect(PROVIDER_STATE_NAMES).toContain(name);
    expect(Object.keys(PROVIDER_STATE_MEANINGS)).toContain(name);
  });

  it('are all the catalogue explains, and all the simulator sets', () => {
    expect(new Set(Object.keys(PROVIDER_STATE_MEANINGS))).toEqual(named);
    expect(new Set(PROVIDER_STATE_NAMES)).toEqual(named);
  });
});
