// A line's activation (spec platform §4 "Line and activation status"; §8 a failed line carries
// errorCode, errorDescription, errorCategory): READY_FOR_ACTIVATION → IN_PROGRESS → ACTIVE, or
// FAILED, or a line the network cannot finish without a call (the device's callToActivate).

export type ActivationState = 'READY_FOR_ACTIVATION' | 'IN_PROGRESS' | 'PORT_IN_PROGRESS' | 'ACTIVE' | 'FAILED' | 'NEEDS_CALL';
export type ActivationEvent = 'SUBMIT' | 'SUBMIT_PORT' | 'COMPLETE' | 'FAIL' | 'NEEDS_CALL' | 'RETRY';

const TRANSITIONS: Record<ActivationState, Partial<Record<ActivationEvent, ActivationState>>> = {
  READY_FOR_ACTIVATION: { SUBMIT: 'IN_PROGRESS', SUBMIT_PORT: 'PORT_IN_PROGRESS' },
  IN_PROGRESS: { COMPLETE: 'ACTIVE', FAIL: 'FAILED', NEEDS_CALL: 'NEEDS_CALL' },
  PORT_IN_PROGRESS: { COMPLETE: 'ACTIVE', FAIL: 'FAILED', NEEDS_CALL: 'NEEDS_CALL' },
  // a failed activation is tried again from the start; one that needs a call is finished by the provider
  FAILED: { RETRY: 'READY_FOR_ACTIVATION' },
  NEEDS_CALL: {},
  ACTIVE: {},
};

/** The state after `event`, or null when the state does not take it. */
export const activationTransition = (state: ActivationState, event: ActivationEvent): ActivationState | null => TRANSITIONS[state][event] ?? null;

export const isActivationFinal = (state: ActivationState): boolean => state === 'ACTIVE' || state === 'NEEDS_CALL';

/** What the customer does about a line in this state. */
export type ActivationAction = 'ACTIVATE' | 'WAIT' | 'FIX_AND_RETRY' | 'CALL' | 'NONE';
const ACTION: Record<ActivationState, ActivationAction> = {
  READY_FOR_ACTIVATION: 'ACTIVATE',
  IN_PROGRESS: 'WAIT',
  PORT_IN_PROGRESS: 'WAIT',
  FAILED: 'FIX_AND_RETRY',
  NEEDS_CALL: 'CALL',
  ACTIVE: 'NONE',
};
export const activationAction = (state: ActivationState): ActivationAction => ACTION[state];

/** The activation state of a line record: a line whose device must be activated by a call needs one once it is submitted. */
export function activationStateOf(line: { activationStatus: string; activationErrorFlag: boolean }, callToActivate: boolean): ActivationState | null {
  switch (line.activationStatus) {
    case 'READY_FOR_ACTIVATION':
    case 'NOT_ACTIVATED':
      return 'READY_FOR_ACTIVATION';
    case 'IN_PROGRESS':
    case 'NEW_LINE_IN_PROGRESS':
      return callToActivate ? 'NEEDS_CALL' : 'IN_PROGRESS';
    case 'PORT_IN_PROGRESS':
      return 'PORT_IN_PROGRESS';
    case 'FAILED':
      return 'FAILED';
    case 'ACTIVE':
    case 'CONFIRMED':
      return line.activationErrorFlag ? 'FAILED' : 'ACTIVE';
    default:
      return null;
  }
}

/** What a line's activation record says at `now` on the server clock. */
export interface ActivationAt {
  /** spec §4 line and activation status */
  status: string;
  state: ActivationState;
  errorCode: string | null;
  errorDescription: string | null;
  errorCategory: string | null;
}

const PORT_ERRORS: Record<string, string> = {
  ACCOUNT_NUMBER_MISMATCH: 'The old carrier has another account number for this number.',
  PIN_INVALID: 'The old carrier did not accept the transfer PIN.',
  NAME_OR_ADDRESS_MISMATCH: 'The name or billing address does not match the old carrier’s record.',
  NUMBER_LOCKED: 'The number is locked against transfer at the old carrier.',
};

/**
 * An activation in progress takes its outcome once its time has come; a port-in reads its
 * timeline: active once the number moved, FAILED with the exception as its error while the old
 * carrier's exception stands, PORT_IN_PROGRESS otherwise.
 */
export function activationAt(
  record: {
    activationStatus: string;
    completesAt: string | null;
    outcome: 'ACTIVE' | 'FAILED' | 'NEEDS_CALL' | null;
    callToActivate: boolean;
    errorCode: string | null;
    errorDescription: string | null;
    errorCategory: string | null;
  },
  port: { state: string; exception: string | null } | null,
  now: Date,
): ActivationAt {
  const errors = { errorCode: record.errorCode, errorDescription: record.errorDescription, errorCategory: record.errorCategory };
  const none = { errorCode: null, errorDescription: null, errorCategory: null };
  if (port && record.activationStatus === 'PORT_IN_PROGRESS') {
    if (port.state === 'ACTIVE') return { status: 'ACTIVE', state: 'ACTIVE', ...none };
    if (port.state === 'EXCEPTION' && port.exception) {
      return { status: 'FAILED', state: 'FAILED', errorCode: port.exception, errorDescription: PORT_ERRORS[port.exception] ?? null, errorCategory: 'PORT_IN' };
    }
    return { status: 'PORT_IN_PROGRESS', state: 'PORT_IN_PROGRESS', ...none };
  }
  if (record.activationStatus === 'IN_PROGRESS' && record.completesAt && now.getTime() >= new Date(record.completesAt).getTime() && record.outcome) {
    if (record.outcome === 'NEEDS_CALL') return { status: 'PENDING', state: 'NEEDS_CALL', ...none };
    return { status: record.outcome, state: record.outcome, ...(record.outcome === 'FAILED' ? errors : none) };
  }
  const state = activationStateOf({ activationStatus: record.activationStatus, activationErrorFlag: false }, false) ?? 'READY_FOR_ACTIVATION';
  return { status: record.activationStatus, state, ...(state === 'FAILED' ? errors : none) };
}
