import type { components } from '@pcharging/api-client/sim-control';

/** What `/__sim/faults` takes, as sim-control.yaml describes it (the control surface validates it there). */
export type FaultInput = components['schemas']['FaultInput'];

export interface Fault extends FaultInput {
  id: number;
  /** Calls still to be hit; null when only `until` limits it. */
  remaining: number | null;
  hits: number;
}

/** Faults injected through the control surface, each for a number of calls or until a simulated time. */
export class FaultTable {
  private faults: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, remaining: input.count ?? null, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(now: number): Fault[] {
    this.prune(now);
    return this.faults.map((fault) => ({ ...fault }));
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length < before;
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** The faults that hit this call, each counted once; spent ones are dropped. */
  take(operationId: string, now: number): Fault[] {
    this.prune(now);
    const hit = this.faults.filter((fault) => fault.operationId === operationId);
    for (const fault of hit) {
      fault.hits += 1;
      if (fault.remaining !== null) fault.remaining -= 1;
    }
    if (hit.length > 0) this.prune(now);
    return hit;
  }

  private prune(now: number): void {
    this.faults = this.faults.filter(
      (fault) => (fault.remaining === null || fault.remaining > 0) && (fault.until === undefined || fault.until > now),
    );
  }
}
