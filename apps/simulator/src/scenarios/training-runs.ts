import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import { latestTrainingRun } from '../data/training/training-runs';
import type { Domain } from '../domain/domain';
import { recordTrainingCheck, recordTrainingRun } from '../domain/training/training-runs';
import { localize, type Scenario, type ScenarioDetails } from './scenario';
import { scenarioNetwork } from './scenario-network';
import { findScenario } from './scenarios';

/** The briefing in every language, for a console that shows it in the trainer's. */
export function briefingOf(scenario: Scenario, details?: ScenarioDetails): Record<Locale, Briefing> {
  const briefing = (locale: Locale): Briefing => ({
    title: scenario.title[locale],
    description: scenario.description[locale],
    ...(details ? { task: localize(scenario.task, locale, details) } : {}),
  });
  return { en: briefing('en'), fr: briefing('fr'), 'zh-cn': briefing('zh-cn') };
}

export interface Briefing {
  title: string;
  description: string;
  /** Once loaded: the task, with the records it is about. */
  task?: string;
}

function isDetails(value: unknown): value is ScenarioDetails {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}

export interface TrainingRun {
  id: number;
  scenario: Scenario;
  details: ScenarioDetails;
  loadedAt: number;
  checkedAt: number | null;
  solvedAt: number | null;
}

/** The scenario loaded last on this network, if any (and if this simulator still knows it). */
export function currentRun(db: AppDatabase): TrainingRun | undefined {
  const row = latestTrainingRun(db);
  const scenario = row ? findScenario(row.scenario) : undefined;
  if (!row || !scenario) return undefined;
  const details: unknown = JSON.parse(row.details);
  if (!isDetails(details)) return undefined;
  return { id: row.id, scenario, details, loadedAt: row.loadedAt, checkedAt: row.checkedAt, solvedAt: row.solvedAt };
}

/**
 * Sets the scenario's state and records the run, in one transaction: a refused load leaves nothing behind. The
 * running network reads what the scenario changed once it is written.
 */
export function loadScenario(domain: Domain, scenario: Scenario): TrainingRun {
  const loadedAt = domain.clock.now();
  // The scenario writes through the domain's own connection: inside this transaction all the same.
  const run = domain.db.transaction(() => {
    const details = scenario.load(domain);
    const id = recordTrainingRun(domain, { scenario: scenario.name, details, loadedAt });
    return { id, scenario, details, loadedAt, checkedAt: null, solvedAt: null };
  });
  domain.network.reload();
  return run;
}

export interface CheckOutcome {
  solved: boolean;
  findings: Array<{ code: string; passed: boolean; message: string }>;
}

/** Reads the network against the run's scenario, in the reader's language, and keeps when it was first solved. */
export function checkRun(db: AppDatabase, run: TrainingRun, at: number, locale: Locale): CheckOutcome {
  const findings = run.scenario.check(scenarioNetwork(db, run.loadedAt), run.details);
  const solved = findings.every((item) => item.passed);
  recordTrainingCheck({ db }, run.id, { at, solved, solvedBefore: run.solvedAt });
  return {
    solved,
    findings: findings.map((item) => ({
      code: item.code,
      passed: item.passed,
      message: localize(item.text, locale, item.values),
    })),
  };
}
