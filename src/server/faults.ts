import { z } from 'zod';
import { ErrorCode, ValidationIssue } from '../domain/errors';
import { ApiError } from './errors';

export const FaultInput = z
  .object({
    /** a mutation or query name, or `payments` for the REST payment */
    operation: z.string().min(1),
    errorCode: ErrorCode,
    status: z.number().int().min(400).max(599).optional(),
    times: z.number().int().min(1).max(1000).default(1),
    message: z.string().optional(),
    /** field issues the failure carries, e.g. a refusal the client did not foresee */
    issues: z.array(ValidationIssue).optional(),
  })
  .strict();
export type FaultInput = z.infer<typeof FaultInput>;

/**
 * Armed failures (test mode). An operation checks `failIfArmed` before it validates or writes,
 * so a fault never leaves a half-written record.
 */
export class Faults {
  private armed = new Map<string, FaultInput[]>();

  arm(fault: FaultInput): void {
    const list = this.armed.get(fault.operation) ?? [];
    list.push({ ...fault });
    this.armed.set(fault.operation, list);
  }

  clear(): void {
    this.armed.clear();
  }

  list(): FaultInput[] {
    return [...this.armed.values()].flat();
  }

  /** Takes one armed fault of an operation that is a condition rather than an error (deviceRecovery). */
  consume(operation: string): boolean {
    const list = this.armed.get(operation);
    const fault = list?.[0];
    if (!list || !fault) return false;
    fault.times -= 1;
    if (fault.times <= 0) list.shift();
    if (list.length === 0) this.armed.delete(operation);
    return true;
  }

  failIfArmed(operation: string): void {
    const fault = this.armed.get(operation)?.[0];
    if (!fault || !this.consume(operation)) return;
    throw new ApiError(fault.errorCode, fault.message ?? `Injected fault on ${operation}`, fault.issues, fault.status);
  }
}
