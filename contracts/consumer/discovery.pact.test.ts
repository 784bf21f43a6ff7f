import { getCapabilities } from '@pcharging/api-client';
import { capabilitiesFromAnswer } from '@pcharging/api-client/capabilities';
import { describe, expect, it } from 'vitest';
import { okAnswer } from './answer-shape';
import { executeSettled } from './execute-settled';
import { apiPath, clientFor, newPact } from './support';

describe('capabilities', () => {
  it('asks which extensions the backend offers, before anyone signs in', async () => {
    const pact = newPact('discovery')
      .uponReceiving('a request for the capabilities the backend offers')
      .withRequest({ method: 'POST', path: apiPath('/Base/capabilities') })
      .willRespondWith({ status: 200, body: okAnswer('getCapabilities') });
    await executeSettled(pact, async (mock) => {
      const answer = await getCapabilities(clientFor(mock.url));
      expect(capabilitiesFromAnswer(answer).has('discovery')).toBe(true);
    });
  });
});
