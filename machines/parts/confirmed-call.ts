import { setup, type UnknownActorLogic } from 'xstate';
import type { FailureCode } from '../../src/domain/errors';
import { failedWithReason, noteFailure, outcomeActions, outcomeState, type OutcomeContext } from './outcome';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * The small flows that ask once, make one call and end (cancel Auto Pay, cancel a scheduled
 * payment, delete a saved method, switch bill delivery) are one chart: a confirmation dialog over
 * the parent's screen (`confirming`); Keep ends in `kept`; Confirm makes the call in the
 * `calling` state (busy) and ends in the flow's own `done` outcome, or in `failure` with the
 * call's code and the refusal's reason (`reason`: why the server refused, e.g.
 * `autopay.mobileRequired`, so the outcome can say it rather than the generic failure; a flow
 * puts it in its output when its screen says it). This writes the chart, its types and actions once; each machine gives its call,
 * names and output, so its input, output and call stay typed and checked, and its id, state
 * names, screens, diagram and model stay its own.
 */

/** How a confirmed call ended: the call's own outcome, the call failing, or the user keeping things as they are. */
type ConfirmedCallOutcome<TDone extends string> = TDone | 'failure' | 'kept';
export type ConfirmedCallEvent = { type: 'confirm' } | { type: 'keep' };
/** What a confirmed call keeps: its input, how it ended, the failed call's code and the refusal's reason. */
type ConfirmedCallContext<TInput, TOutcome extends string> = TInput & OutcomeContext<TOutcome> & { reason: string | null };
/** A confirmed call's output: how it ended, the failed call's code, and what the flow adds. */
export type ConfirmedCallOutput<TDone extends string, TRest = object> = TRest & { outcome: ConfirmedCallOutcome<TDone>; code: FailureCode | null };

/**
 * `setup` of a confirmed call over the parent's `TScreen`, given its call (`actors`, the one actor
 * the app provides): its types and the actions its chart names. `.createMachine({
 * ...confirmedCall(...), output })` follows at the machine, where xstate checks the invoke.
 */
export const confirmedCallSetup =
  <TInput extends object, TOutput extends ConfirmedCallOutput<string>, TScreen extends string>() =>
  <TActors extends Record<string, UnknownActorLogic>>(actors: TActors) =>
    setup({
      types: {
        context: {} as ConfirmedCallContext<TInput, TOutput['outcome']>,
        events: {} as ConfirmedCallEvent,
        input: {} as TInput,
        output: {} as TOutput,
        meta: {} as ScreenMeta<TScreen>,
        tags: {} as FlowTag,
      },
      actors,
      actions: {
        ...outcomeActions<TOutput['outcome'], ConfirmedCallContext<TInput, TOutput['outcome']>, ConfirmedCallEvent>(),
        noteFailure: noteFailure<ConfirmedCallContext<TInput, TOutput['outcome']>, ConfirmedCallEvent>(),
      },
    });

/** The machine's config but its output: its id, the context it starts with, and the chart. */
export function confirmedCall<
  const TCalling extends string,
  const TDone extends string,
  const TScreen extends string,
  const TInvoke extends { id: string; src: string },
>(spec: {
  id: string;
  /** the parent's screen the confirmation is a dialog over, and the dialog */
  dialog: { screen: TScreen; dialog: string };
  /** the state while the call is out: cancelling, deleting, saving */
  calling: TCalling;
  /** the outcome when the call succeeded: cancelled, deleted, switched */
  done: TDone;
  /** the call: its invoke id, the actor's name in `setup({ actors })`, its input from the context */
  invoke: TInvoke;
}) {
  const calling = { meta: spec.dialog, tags: ['busy' as const], invoke: { ...spec.invoke, onDone: spec.done, onError: failedWithReason } };
  return {
    id: spec.id,
    context: <TInput extends object>({ input }: { input: TInput }) => ({ ...input, code: null, outcome: null, reason: null }),
    initial: 'confirming' as const,
    states: {
      confirming: { meta: spec.dialog, on: { confirm: spec.calling, keep: 'kept' as const } },
      // computed keys type as any string: the record gives them back their literal names
      ...({ [spec.calling]: calling } as Record<TCalling, typeof calling>),
      ...({ [spec.done]: outcomeState(spec.done) } as Record<TDone, ReturnType<typeof outcomeState<TDone>>>),
      failure: outcomeState('failure'),
      kept: outcomeState('kept'),
    },
  };
}
