import { assign, type EventObject, type MachineContext } from 'xstate';
import { callFailure, type FailureCode } from '../../src/domain/errors';

/**
 * What the flows that end in a named outcome share (docs/flows.md, "Adding a flow": outcomes are
 * top-level final states that note their name on entry; xstate types a final state's output as
 * unknown at the root, so each machine's `output` reads the name from the context), written once
 * instead of in every machine: the final state, the actions it and a failed call name, and the
 * invoke's onError that ends in `failure` with the call's code.
 */

/** A final state that notes its name (the `reach` action of `outcomeActions`). */
export const outcomeState = <O extends string>(name: O) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { outcome: name } } });

/** An outcome the flow shows on its own outcome screen (`meta: { screen: 'outcome' }`). */
export const outcomeOnScreen = <O extends string>(name: O) => ({ ...outcomeState(name), meta: { screen: 'outcome' as const } });

/** What a flow ending in an outcome after a call keeps: the outcome, and the failed call's code. */
export interface OutcomeContext<O extends string> {
  code: FailureCode | null;
  /** set on entering an outcome */
  outcome: O | null;
}

/**
 * The actions `outcomeState` and `failedCall` name, for `setup({ actions })`: `reach` notes the
 * outcome, `noteFailureCode` the code of the call's error.
 */
export const outcomeActions = <O extends string, TContext extends MachineContext & OutcomeContext<O>, TEvent extends EventObject>() => ({
  reach: assign<TContext, TEvent, { outcome: O }, TEvent, never>(({ context }, params) => ({ ...context, outcome: params.outcome })),
  noteFailureCode: noteFailureCode<TContext, TEvent>(),
});

/** The action `failedCall` names, for a flow that keeps a failed call's code (`code`) without ending. */
export const noteFailureCode = <TContext extends MachineContext & { code: FailureCode | null }, TEvent extends EventObject>() =>
  assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, params) => ({ ...context, code: callFailure(params.error).code }));

/**
 * What a refusal says about itself: the message code of its first issue (e.g.
 * `autopay.mobileRequired`), when the server said why; null for a failure that gives no reason.
 */
const refusalReason = (error: unknown): string | null => callFailure(error).issues[0]?.message ?? null;

/** The action `failedWithReason` names: the call's code and the refusal's reason. */
export const noteFailure = <TContext extends MachineContext & { code: FailureCode | null; reason: string | null }, TEvent extends EventObject>() =>
  assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, params) => ({
    ...context,
    code: callFailure(params.error).code,
    reason: refusalReason(params.error),
  }));

/** An invoke's onError that ends in `failure` with the call's code and, when the server said why, its reason (`noteFailure`). */
export const failedWithReason = {
  target: 'failure' as const,
  actions: { type: 'noteFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
};

/** An invoke's onError that ends in `failure` with the call's code. */
export const failedCall = {
  target: 'failure' as const,
  actions: { type: 'noteFailureCode' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
};
