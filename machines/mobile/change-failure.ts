import { callFailure, type FailureCode } from '../../src/domain/errors';

/**
 * How a mobile change the backend did not make ends (the line's rename, feature, data alerts,
 * device swap): the call's code, and the rule's code when the server said why (the first issue's
 * message, e.g. a role or line-status refusal), so the outcome can say it instead of the generic
 * failure.
 */
export interface ChangeFailure {
  code: FailureCode | null;
  reason: string | null;
}

export const changeFailure = (error: unknown): ChangeFailure => {
  const failure = callFailure(error);
  return { code: failure.code, reason: failure.issues[0]?.message ?? null };
};

/**
 * A failure the server refused for a rule (the role, the line's status, the IMEI, the tier): the
 * request was understood and will not be made as it is. Anything else (unavailable, unreachable)
 * may go through another time.
 */
export const isRefusal = (failure: ChangeFailure): boolean =>
  failure.code === 'FORBIDDEN' || failure.code === 'CONFLICT' || failure.code === 'VALIDATION_FAILED' || failure.code === 'NOT_FOUND';
