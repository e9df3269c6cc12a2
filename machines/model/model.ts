import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { ErrorCode, ValidationIssue } from '../../src/domain/errors';

/**
 * How a flow is tested: the model registered beside its machine. Paths are generated from the
 * machine with these events; runners cause each step on the real backend as `cause` says.
 */

/** How a runner makes the backend give an actor's outcome. */
export type Cause =
  /** the real server answers as it is */
  | { kind: 'answer' }
  /** the server's clock moves first (a device comes back, a session idles out), then it answers */
  | { kind: 'serverClock'; advanceSeconds: number }
  /**
   * a child flow invoked by this one ends so: the child is walked against the backend on its own
   * model, so here the runner stands in for it with the outcome's output (or error)
   */
  | { kind: 'child' }
  /**
   * the server answers, and the answer is lost on the way back (the network fails): the flow sees
   * UNREACHABLE, and whatever the server did stands (a payment made, then asked again)
   */
  | { kind: 'lostAnswer' }
  /** a fault armed on the server before the call */
  | { kind: 'fault'; operation: string; errorCode: ErrorCode; status?: number; issues?: ValidationIssue[] };

export interface ActorOutcome {
  /** a short name for reports and the explorer: "online", "sessionGone" */
  name: string;
  /** the machine's view: xstate.done.actor.<id> with output, or xstate.error.actor.<id> with error */
  event: AnyEventObject;
  cause: Cause;
  /** machine input this outcome needs (e.g. a device that cannot be polled) */
  input?: Record<string, unknown>;
  /** who must be signed in for the backend to give this outcome (e.g. an account that takes no online payments) */
  username?: string;
  /** store changes (records merged by id) the world needs for this outcome, applied at the reset */
  patch?: Record<string, unknown>;
  /** when the backend can give this outcome at all (e.g. a failed save needs a method to save) */
  possible?: (context: never) => boolean;
}

/**
 * Something the user (or another tab) does; `perform` names what the runner does besides sending it.
 * `resumeAfterTimeout`, before the event: the flow's snapshot is persisted (redacted by the model's
 * `redact`), the server session idles out, the user signs in again and a new actor is restored from
 * the redacted snapshot (flows survive the session).
 * `enterSentCode`: the event's `code` is replaced by the one-time code the server last put in its
 * simulated outbox (`GET /__control/outbox`), as the user types the code they received.
 */
export interface ModelEvent {
  event: AnyEventObject;
  /** e.g. `logoutElsewhere`: the other tab really signs out before this tab hears of it */
  perform?: 'logoutElsewhere' | 'resumeAfterTimeout' | 'enterSentCode';
}

export type VerifyCheck =
  | 'onePayment'
  /** a payment of the mobile balance alone: one record, for MOBILE (spec billing §2 dual balance) */
  | 'mobilePayment'
  /** a payment of both balances: two records, one CORE and one MOBILE */
  | 'splitPayment'
  | 'noPayment'
  | 'sessionEnded'
  /** the flow's own session answers (a sign-in) */
  | 'sessionAlive'
  | 'sessionIdlesOut'
  | 'deviceOnline'
  | 'deviceOffline'
  | 'deviceUntouched'
  /** the account's service as the server reads it: back, or still interrupted (a soft disconnect) */
  | 'serviceRestored'
  | 'serviceInterrupted'
  /** Auto Pay as the world started, or enrolled (with the path's method / day), or not; and the payments made */
  | { autoPay: 'unchanged' | 'enrolled' | 'notEnrolled' | 'newMethod' | 'newDay'; payments: 0 | 1 };

export interface FlowModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string;
  title: string;
  machine: TMachine;
  /** small timing inputs and ids; outcomes may add to it */
  input: Record<string, unknown>;
  /** user events with concrete payloads, one per equivalence class */
  events: ModelEvent[];
  /** for each invoke id, the backend outcomes it can have */
  actors: Record<string, ActorOutcome[]>;
  /** other inputs whose paths are generated too (e.g. a flow that can start on another step) */
  inputVariants?: Record<string, unknown>[];
  /** store changes a path's input needs (an input variant given another world), applied at the reset */
  patchFor?: (input: Record<string, unknown>) => Record<string, unknown> | undefined;
  /**
   * What of the context steers the flow, for telling states apart while generating paths (the
   * whole context by default). A form's typed values make endless states; their validity is
   * what the guards read. Coverage is measured by replaying the paths on the real machine, so a
   * projection that hides something a guard reads shows up as a transition not covered.
   */
  project?: (context: never) => unknown;
  /** what of a persisted snapshot the app keeps (the machine file's redaction), for `resumeAfterTimeout` */
  redact?: (persisted: never) => unknown;
  /** the world the runners start from */
  world: {
    /** who is signed in (or, with `signedOut`, whose records the checks read) */
    username: string;
    /** the flow starts with nobody signed in (a sign-in): its own calls open the session */
    signedOut?: boolean;
    /** the business time (HH:MM, business time zone) the server's clock is frozen at, on the day the models are built for (noon when not given) */
    time?: string;
    /** store changes applied after the reset (small server-side timings) */
    patch?: Record<string, unknown>;
  };
  /**
   * The check of the backend's records after an outcome, by name (the runner knows how to do
   * each), given the final state's name and the path's actor outcomes as "invokeId:outcome".
   */
  verify: (outcome: string, steps: string[]) => VerifyCheck;
}
