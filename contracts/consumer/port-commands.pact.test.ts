import { getPort, setPortAvailability, unlockPort } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { okAnswer, okAnswerWithId } from './answer-shape';
import { errorAnswer, expectAnswer, expectForbidden, expectRefusal, request } from './support';

// In the demo seed, port 1 is free on an online charger and port 7 is charging.
const FREE = 1;
const CHARGING = 7;
const reason = 'Cable damaged, replacement ordered';
const outOfService = (id: number) =>
  request('/Port/availability', { id, availability: 'inoperative', reason }, (client) =>
    setPortAvailability(client, { id, availability: 'inoperative', reason }),
  );

describe('port commands', () => {
  it('takes a port out of service and puts it back', async () => {
    const out = await expectAnswer({
      ...outOfService(FREE),
      description: 'a port taken out of service',
      answer: okAnswerWithId('setPortAvailability', FREE),
    });
    expect(out.id).toBe(FREE);
    const back = await expectAnswer({
      ...request('/Port/availability', { id: FREE, availability: 'operative' }, (client) =>
        setPortAvailability(client, { id: FREE, availability: 'operative' }),
      ),
      description: 'a port put back in service',
      answer: okAnswerWithId('setPortAvailability', FREE),
    });
    expect(back.id).toBe(FREE);
  });

  it("reads a port's availability", async () => {
    const port = await expectAnswer({
      ...request('/Port/info', { id: FREE }, (client) => getPort(client, { id: FREE })),
      capability: 'port-control',
      description: 'the detail of a port with its availability',
      answer: okAnswerWithId('getPort', FREE, 'port-control'),
    });
    expect(port.inoperative_reason).toEqual(expect.any(String));
  });

  it('refuses to take a port out of service under a session', async () => {
    const refused = await expectRefusal({
      ...outOfService(CHARGING),
      description: 'a charging port taken out of service',
      answer: errorAnswer(1009, 'A session is in progress on this port; stop it first'),
    });
    expect(refused?.code).toBe(1009);
  });

  it('unlocks a connector, and refuses while charging', async () => {
    const unlocked = await expectAnswer({
      ...request('/Port/unlock', { id: FREE }, (client) => unlockPort(client, { id: FREE })),
      description: 'a connector unlocked',
      answer: okAnswer('unlockPort', { result: 'unlocked' }),
    });
    expect(unlocked.result).toBe('unlocked');
    const refused = await expectRefusal({
      ...request('/Port/unlock', { id: CHARGING }, (client) => unlockPort(client, { id: CHARGING })),
      description: 'a charging connector unlocked',
      answer: errorAnswer(1009, 'The port is charging; stop the session before unlocking the connector'),
    });
    expect(refused?.code).toBe(1009);
  });

  it('is refused to the read-only role', async () => {
    const refused = await expectForbidden({
      ...outOfService(FREE),
      description: 'a port taken out of service by the read-only auditor',
    });
    expect(refused?.code).toBe(403);
    const unlock = await expectForbidden({
      ...request('/Port/unlock', { id: FREE }, (client) => unlockPort(client, { id: FREE })),
      description: 'a connector unlocked by the read-only auditor',
    });
    expect(unlock?.code).toBe(403);
  });
});
