import { Hono } from 'hono';
import { ClockNotSteppableError, isSimClock, type Simulation } from '../fleet/simulation';
import type { AppEnv } from '../http/context';
import { iso } from '../lib/iso-time';
import { readControlBody } from './control-request';

function clockState(simulation: Simulation, timeZone: string) {
  const { clock, runner } = simulation;
  const state = isSimClock(clock) ? clock.state() : { now: clock.now(), speed: 0, paused: true };
  return {
    ...state,
    iso: iso(state.now),
    timeZone,
    controllable: isSimClock(clock),
    engineRunning: runner.running,
  };
}

const notControllable = { error: 'this clock only moves when stepped' };

/** Read, pause, resume, step and speed up the simulated clock. */
export const clockRoutes = new Hono<AppEnv>()
  .get('/clock', (c) => c.json(clockState(c.get('simulation'), c.get('deps').config.network.timeZone)))
  .post('/clock/pause', (c) => {
    const { clock } = c.get('simulation');
    if (!isSimClock(clock)) return c.json(notControllable, 409);
    clock.pause();
    return c.json(clockState(c.get('simulation'), c.get('deps').config.network.timeZone));
  })
  .post('/clock/resume', (c) => {
    const { clock } = c.get('simulation');
    if (!isSimClock(clock)) return c.json(notControllable, 409);
    clock.resume();
    return c.json(clockState(c.get('simulation'), c.get('deps').config.network.timeZone));
  })
  .post('/clock/speed', async (c) => {
    const body = await readControlBody(c, 'setClockSpeed');
    if (!body.ok) return body.response;
    const { clock } = c.get('simulation');
    if (!isSimClock(clock)) return c.json(notControllable, 409);
    clock.setSpeed(body.value.speed);
    return c.json(clockState(c.get('simulation'), c.get('deps').config.network.timeZone));
  })
  .post('/clock/step', async (c) => {
    const body = await readControlBody(c, 'stepClock');
    if (!body.ok) return body.response;
    try {
      const ticks = c.get('simulation').engine.step(body.value.ms);
      return c.json({ ticks, clock: clockState(c.get('simulation'), c.get('deps').config.network.timeZone) });
    } catch (error) {
      if (error instanceof ClockNotSteppableError) return c.json({ error: error.message }, 409);
      throw error;
    }
  });
