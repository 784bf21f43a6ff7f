import type { AppDatabase } from '@pcharging/db';

/** What a trainer reads after loading a scenario: the task, and the records it is about. */
export interface ScenarioBriefing {
  task: string;
  details: Record<string, string | number>;
}

export interface Scenario {
  name: string;
  title: string;
  description: string;
  /** Sets the network into the scenario's state in one transaction. */
  load(db: AppDatabase, now: number): ScenarioBriefing;
}

export class ScenarioUnavailableError extends Error {}
