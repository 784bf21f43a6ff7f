import { insertTrainingRun, setTrainingRunChecked } from '../../data/training/training-run-writes';
import type { Domain } from '../domain';

/** A scenario loaded on the network, with the records it is about; returns the run's id. */
export function recordTrainingRun(
  domain: Domain,
  run: { scenario: string; details: Readonly<Record<string, string | number>>; loadedAt: number },
): number {
  return insertTrainingRun(domain.db, { ...run, details: JSON.stringify(run.details) });
}

/** A check of a run: when it was made, and when the run was first found solved (null while it is not). */
export function recordTrainingCheck(
  domain: Pick<Domain, 'db'>,
  runId: number,
  check: { at: number; solved: boolean; solvedBefore: number | null },
): void {
  const solvedAt = check.solved ? (check.solvedBefore ?? check.at) : null;
  setTrainingRunChecked(domain.db, runId, { checkedAt: check.at, solvedAt });
}
