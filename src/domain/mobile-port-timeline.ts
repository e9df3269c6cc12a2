// A port-in as a timeline (spec platform §4 PORT_IN_PROGRESS; number-porting practice): draft →
// eligibility checked → submitted → pending with the old carrier → exception with a named
// reason → fixed and resubmitted → confirmed date → active. Each exception names the one field
// of the request to fix; a resubmission restarts the old carrier's clock.

export const PORT_EXCEPTIONS = ['ACCOUNT_NUMBER_MISMATCH', 'PIN_INVALID', 'NAME_OR_ADDRESS_MISMATCH', 'NUMBER_LOCKED'] as const;
export type PortException = (typeof PORT_EXCEPTIONS)[number];

export type PortState = 'DRAFT' | 'ELIGIBILITY_CHECKED' | 'SUBMITTED' | 'PENDING_OLD_CARRIER' | 'EXCEPTION' | 'RESUBMITTED' | 'CONFIRMED' | 'ACTIVE';

/** The one field to fix for each exception (a locked number is unlocked with the old carrier, then the PIN it gives is entered). */
const FIELD: Record<PortException, string> = {
  ACCOUNT_NUMBER_MISMATCH: 'accountNumber',
  PIN_INVALID: 'pin',
  NAME_OR_ADDRESS_MISMATCH: 'billingAddress',
  NUMBER_LOCKED: 'pin',
};
export const exceptionField = (exception: PortException): string => FIELD[exception];

/** The old carrier's answer to one submission, as the simulation decides it. */
export type CarrierAnswer = { kind: 'EXCEPTION'; exception: PortException } | { kind: 'CONFIRM' } | { kind: 'STALL' };

/** One submission to the old carrier, with its timing on the server clock. */
export interface PortAttempt {
  submittedAt: string;
  /** when the old carrier answers: an exception or the confirmed date */
  answersAt: string;
  /** when a confirmed port goes live */
  activeAt: string | null;
  answer: CarrierAnswer;
}

const at = (iso: string) => new Date(iso).getTime();

/** Where the port stands at `now`: the latest attempt decides; seconds after it is sent it is pending with the old carrier. */
export function portStateAt(
  attempts: readonly PortAttempt[],
  now: Date,
): { state: PortState; exception: PortException | null; fieldToFix: string | null; overdue: boolean } {
  const last = attempts.at(-1);
  const none = { exception: null, fieldToFix: null, overdue: false };
  if (!last) return { state: 'DRAFT', ...none };
  const t = now.getTime();
  const resubmission = attempts.length > 1;
  if (t < at(last.answersAt)) {
    const pending = t - at(last.submittedAt) >= PENDING_AFTER_MS;
    return { state: pending ? 'PENDING_OLD_CARRIER' : resubmission ? 'RESUBMITTED' : 'SUBMITTED', ...none };
  }
  switch (last.answer.kind) {
    case 'EXCEPTION':
      return { state: 'EXCEPTION', exception: last.answer.exception, fieldToFix: exceptionField(last.answer.exception), overdue: false };
    case 'STALL':
      // the old carrier never answered by its date: still pending, and late
      return { state: 'PENDING_OLD_CARRIER', ...none, overdue: true };
    case 'CONFIRM':
      return { state: last.activeAt && t >= at(last.activeAt) ? 'ACTIVE' : 'CONFIRMED', ...none };
  }
}

/** A submission is with the old carrier once this long has passed (its acknowledgement). */
export const PENDING_AFTER_MS = 60_000;

/** Whether the port can be submitted again: only after the old carrier came back with an exception. */
export const canResubmit = (attempts: readonly PortAttempt[], now: Date): boolean => portStateAt(attempts, now).state === 'EXCEPTION';

/**
 * The old carrier's answer, by what its record of the number says of the request: a locked
 * number first (nothing else is looked at), then the account number, the PIN, the names and
 * billing address; a carrier slow with this number stalls past the date; otherwise it confirms.
 */
export function carrierAnswer(checks: {
  locked: boolean;
  accountNumberMatches: boolean;
  pinMatches: boolean;
  nameAndAddressMatch: boolean;
  stalls: boolean;
}): CarrierAnswer {
  if (checks.locked) return { kind: 'EXCEPTION', exception: 'NUMBER_LOCKED' };
  if (!checks.accountNumberMatches) return { kind: 'EXCEPTION', exception: 'ACCOUNT_NUMBER_MISMATCH' };
  if (!checks.pinMatches) return { kind: 'EXCEPTION', exception: 'PIN_INVALID' };
  if (!checks.nameAndAddressMatch) return { kind: 'EXCEPTION', exception: 'NAME_OR_ADDRESS_MISMATCH' };
  return checks.stalls ? { kind: 'STALL' } : { kind: 'CONFIRM' };
}
