import type { Domain } from '../domain/domain';

/** What a trainer reads after loading a scenario: the task, and the records it is about. */
export interface ScenarioBriefing {
  task: string;
  details: Record<string, string | number>;
}

export interface Scenario {
  name: string;
  title: string;
  description: string;
  /**
   * Sets the network into the scenario's state in one transaction, making its changes through the domain as an
   * operator's would be made (with their e-mails and live pushes).
   */
  load(domain: Domain): ScenarioBriefing;
}

export class ScenarioUnavailableError extends Error {}
