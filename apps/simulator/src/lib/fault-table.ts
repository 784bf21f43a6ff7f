import { ErrorCode } from '@pcharging/api-client/wire';
import { z } from 'zod';

export const FAULT_KINDS = ['latency', 'http-status', 'business-error', 'session-expiry'] as const;

export const faultInput = z
  .object({
    operationId: z.string().min(1).max(100),
    kind: z.enum(FAULT_KINDS),
    latencyMs: z.number().int().min(0).max(60_000).optional(),
    status: z.number().int().min(400).max(599).optional(),
    code: z
      .number()
      .int()
      .refine((code) => (Object.values(ErrorCode) as number[]).includes(code), 'must be a business error code')
      .optional(),
    msg: z.string().min(1).max(200).optional(),
    count: z.number().int().min(1).max(1_000_000).optional(),
    until: z.number().int().positive().optional(),
  })
  .refine((fault) => fault.kind !== 'latency' || fault.latencyMs !== undefined, {
    message: 'latency needs latencyMs',
    path: ['latencyMs'],
  })
  .refine((fault) => fault.kind !== 'http-status' || fault.status !== undefined, {
    message: 'http-status needs status',
    path: ['status'],
  })
  .refine((fault) => fault.kind !== 'business-error' || fault.code !== undefined, {
    message: 'business-error needs code',
    path: ['code'],
  })
  .refine((fault) => fault.count !== undefined || fault.until !== undefined, {
    message: 'give a count of calls or an until time',
    path: ['count'],
  });

export type FaultInput = z.infer<typeof faultInput>;

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
