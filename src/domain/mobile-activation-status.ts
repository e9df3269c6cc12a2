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
