import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import type { Domain } from '../domain/domain';
import { type Catalogue, catalogueOf, fill } from '../lib/catalogue';

/** A text in every language of the product; `{name}` marks a value filled from the scenario's details. */
export type Localized = Readonly<Record<Locale, string>>;

/** The same text picked from each language's catalogue. */
export function localized(pick: (catalogue: Catalogue) => string): Localized {
  return { en: pick(catalogueOf('en')), fr: pick(catalogueOf('fr')), 'zh-cn': pick(catalogueOf('zh-cn')) };
}

export type ScenarioName = keyof Catalogue['scenarios'];

/** A scenario's title, description and task, from the catalogues. */
export function scenarioTexts(name: ScenarioName): Pick<Scenario, 'name' | 'title' | 'description' | 'task'> {
  return {
    name,
    title: localized((catalogue) => catalogue.scenarios[name].title),
    description: localized((catalogue) => catalogue.scenarios[name].description),
    task: localized((catalogue) => catalogue.scenarios[name].task),
  };
}

/** The records a loaded scenario is about (ids, names, amounts): its task names them and its check reads them. */
export type ScenarioDetails = Readonly<Record<string, string | number>>;

/** One thing the check looked at: whether it is as it should be, and what the trainer reads about it. */
export interface Finding {
  /** Stable, for programs: `session-stopped`, `nothing-deleted`. */
  code: string;
  passed: boolean;
  text: Localized;
  values?: ScenarioDetails;
}

export interface Scenario {
  name: string;
  title: Localized;
  /** What the trainer reads before loading it. */
  description: Localized;
  /** What the trainee is told once it is loaded, filled from the details. */
  task: Localized;
  /**
   * Sets the network into the scenario's state in one transaction, making its changes through the domain as an
   * operator's would be made (with their e-mails and live pushes), and returns the records it is about.
   */
  load(domain: Domain): ScenarioDetails;
  /** Reads the network to tell whether the trainee did what the task asks, and nothing harmful on the way. */
  check(network: ScenarioNetwork, details: ScenarioDetails): Finding[];
}

export class ScenarioUnavailableError extends Error {}

export function localize(text: Localized, locale: Locale, values?: ScenarioDetails): string {
  return fill(text[locale], values);
}

/** A detail the scenario itself stored as a number; anything else means the run is not this scenario's. */
export function numberDetail(details: ScenarioDetails, name: string): number {
  const value = details[name];
  if (typeof value !== 'number') throw new Error(`scenario detail ${name} is not a number`);
  return value;
}

export function textDetail(details: ScenarioDetails, name: string): string {
  const value = details[name];
  if (value === undefined) throw new Error(`scenario detail ${name} is missing`);
  return String(value);
}

/** What a check reads: the network as it is now, and the operations signed-in users made since the scenario loaded. */
export interface ScenarioNetwork {
  db: AppDatabase;
  /** When the scenario was loaded, on the simulator's clock. */
  loadedAt: number;
  /** The operations logged since the scenario loaded, oldest first, with their parameters as sent. */
  operationsSince(operationIds?: readonly string[]): LoggedOperation[];
}

export interface LoggedOperation {
  operationId: string;
  username: string;
  params: Record<string, unknown>;
  succeeded: boolean;
  at: number;
}
