import { z } from 'zod/mini';

/** Stable error codes of the backend contract (docs/backend.md). Clients branch on these, never on messages. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'IN_MAINTENANCE',
  'NOT_FOUND',
  'CONFLICT',
  'PAYMENT_DECLINED',
  'CVV_AUTH_FAILED',
  'LIMIT_REACHED',
  'RESTRICTED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  IN_MAINTENANCE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_DECLINED: 422,
  CVV_AUTH_FAILED: 422,
  LIMIT_REACHED: 422,
  RESTRICTED: 422,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const ValidationIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  /** a message code the UI translates (e.g. amount.range) */
  message: z.string(),
  /** values the message needs, e.g. { min, max } for amount.range */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** The one error body of every failed REST call. */
export const ApiErrorBody = z.object({
  errorCode: ErrorCode,
  message: z.string(),
  issues: z.optional(z.array(ValidationIssue)),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * Turns zod issues into the contract's flat list. An unknown field is reported at its own
 * path (zod reports it once at the parent with the key names), so a client can mark it.
 */
export function toValidationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...path, key], code: 'unrecognized_key', message: `Unknown field "${key}"` }));
    }
    return [{ path, code: issue.code, message: issue.message }];
  });
}

/** The codes a failed call can carry: the contract's, or the client's own (no answer, an answer off the contract). */
export const FailureCode = z.union([ErrorCode, z.enum(['UNREACHABLE', 'BAD_RESPONSE'])]);
export type FailureCode = z.infer<typeof FailureCode>;

/** What a flow knows of a failed call: its code and, for a refusal, the issues. */
export interface CallFailure {
  code: FailureCode | null;
  issues: ValidationIssue[];
}
const FailureShape = z.object({ code: z.catch(z.nullable(FailureCode), null), issues: z.catch(z.array(ValidationIssue), []) });

/**
 * Reads an invoked call's error (an ApiRequestError from src/api, or anything thrown) without
 * trusting its shape: a machine's guards and actions branch on the result, never on a cast.
 */
export function callFailure(error: unknown): CallFailure {
  const parsed = FailureShape.safeParse(error);
  return parsed.success ? parsed.data : { code: null, issues: [] };
}
