import type { AppDatabase } from '@pcharging/db';
import type { Locale } from '@pcharging/validation';
import { iso } from '../lib/iso-time';
import { localize } from './scenario';
import { type Briefing, briefingOf, type CheckOutcome, checkRun, currentRun } from './training-runs';

/** A network's loaded scenario as the trainer's list of sandboxes shows it, in the reader's language. */
export interface RunSummary {
  name: string;
  title: string;
  task: string;
  /** Every language's briefing, so that the trainer can hand out the task again at any time. */
  briefing: Record<Locale, Briefing>;
  loadedAt: string;
  solved: boolean;
  checkedAt: string | null;
  /** What the check just made found; null when the summary was read without a check. */
  findings: CheckOutcome['findings'] | null;
}

/**
 * The run loaded on a network (null when none is), checked first when `checkAt` is given: a checked summary says
 * whether it is solved now, an unchecked one whether any check found it solved.
 */
export function runSummary(db: AppDatabase, locale: Locale, checkAt?: number): RunSummary | null {
  const run = currentRun(db);
  if (!run) return null;
  const outcome = checkAt === undefined ? undefined : checkRun(db, run, checkAt, locale);
  const checkedAt = checkAt ?? run.checkedAt;
  return {
    name: run.scenario.name,
    title: run.scenario.title[locale],
    task: localize(run.scenario.task, locale, run.details),
    briefing: briefingOf(run.scenario, run.details),
    loadedAt: iso(run.loadedAt),
    solved: outcome ? outcome.solved : run.solvedAt !== null,
    checkedAt: checkedAt === null ? null : iso(checkedAt),
    findings: outcome?.findings ?? null,
  };
}
