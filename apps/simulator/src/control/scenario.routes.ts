import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { domainOf } from '../http/request-domain';
import { BusinessError } from '../lib/errors';
import { iso } from '../lib/iso-time';
import { translate } from '../lib/messages';
import { localize, ScenarioUnavailableError } from '../scenarios/scenario';
import { findScenario, scenarios } from '../scenarios/scenarios';
import { briefingOf, checkRun, currentRun, loadScenario, type TrainingRun } from '../scenarios/training-runs';

/** A run as the console shows it: the briefing in every language, the task in the reader's. */
function runAnswer(run: TrainingRun, locale: Parameters<typeof localize>[1]) {
  return {
    name: run.scenario.name,
    title: run.scenario.title[locale],
    task: localize(run.scenario.task, locale, run.details),
    briefing: briefingOf(run.scenario, run.details),
    details: run.details,
    loadedAt: iso(run.loadedAt),
    checkedAt: run.checkedAt === null ? null : iso(run.checkedAt),
    solvedAt: run.solvedAt === null ? null : iso(run.solvedAt),
  };
}

/** Training scenarios: list them with their briefings, load one, see which is loaded, check whether it is solved. */
export const scenarioRoutes = new Hono<AppEnv>()
  .get('/scenarios', (c) => {
    const locale = c.get('locale');
    return c.json({
      items: scenarios.map((scenario) => ({
        name: scenario.name,
        title: scenario.title[locale],
        description: scenario.description[locale],
        briefing: briefingOf(scenario),
      })),
    });
  })
  .get('/scenarios/current', (c) => {
    const run = currentRun(c.get('deps').db);
    if (!run) return c.json({ error: 'no scenario is loaded on this network' }, 404);
    return c.json(runAnswer(run, c.get('locale')));
  })
  .post('/scenarios/:name', (c) => {
    const scenario = findScenario(c.req.param('name'));
    if (!scenario) return c.json({ error: 'no such scenario' }, 404);
    try {
      const run = loadScenario(domainOf(c), scenario);
      return c.json(runAnswer(run, c.get('locale')));
    } catch (error) {
      if (error instanceof ScenarioUnavailableError) return c.json({ error: error.message }, 409);
      // A change the network refuses as it stands (a template of that name exists already, say).
      if (error instanceof BusinessError) {
        return c.json({ error: translate(c.get('locale'), error.messageKey, error.values) }, 409);
      }
      throw error;
    }
  })
  .post('/scenarios/:name/check', (c) => {
    const name = c.req.param('name');
    if (!findScenario(name)) return c.json({ error: 'no such scenario' }, 404);
    const { db, clock } = c.get('deps');
    const run = currentRun(db);
    if (run?.scenario.name !== name) {
      return c.json({ error: `${name} is not the scenario loaded on this network; load it first` }, 409);
    }
    return c.json({ name, ...checkRun(db, run, clock.now(), c.get('locale')) });
  });
