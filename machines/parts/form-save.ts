import { assign, type ActionFunction, type EventObject, type MachineContext, type UnknownActorLogic } from 'xstate';
import { callFailure, type CallFailure } from '../../src/domain/errors';
import type { FlowTag, ScreenMeta } from './screen';

/**
 * A form saved by one call (a method added for Auto Pay or to the wallet, a card edited) is one
 * chart in each of those flows: `editing` (open, or refused while the form's own rules stand in
 * the way of Save), `saving` (busy) with the call, `saved` with its answer; a Save the backend
 * refuses goes back to the form with the reason, nothing saved. These are the parts of it that
 * do not depend on the form: each machine still names its screen, its typing events, its rules
 * (the `formInvalid` guard and the reasons drawn on its edge) and its call, in its own `setup`.
 */
export interface FormSaveContext<TOutput> {
  /** why the last save was refused by the backend: a rule's code or the contract's */
  saveError: string | null;
  /** the form's errors are shown in full once a save was refused by them */
  tried: boolean;
  /** set on entering an outcome: what the machine's output says */
  output: TOutput | null;
}

/** The context of a form whose draft is one value (`draft`), besides its input. */
export type DraftFormContext<TInput, TOutput, TDraft> = TInput & FormSaveContext<TOutput> & { draft: TDraft };

/**
 * The code a refused save carries: the rule's (method.prepaid, card.number…) or the contract's.
 * Here rather than beside the Auto Pay checks, so a form that saves no payment method (the
 * network's, the profile's) does not load the card and payment rules with it.
 */
export function saveRefusal(failure: CallFailure): string {
  return failure.issues[0]?.message ?? failure.code ?? 'UNKNOWN';
}

/** The context a form starts with, besides its input and its draft. */
export const formSaveStart = { saveError: null, tried: false, output: null };

/** The actions the parts below name, for `setup({ actions })`. */
export const formSaveActions = <TOutput, TContext extends MachineContext & FormSaveContext<TOutput>, TEvent extends EventObject>() => ({
  /** notes the outcome the machine's output reads (xstate types a final state's output as unknown at the root) */
  reach: assign<TContext, TEvent, { output: TOutput }, TEvent, never>(({ context }, params) => ({ ...context, output: params.output })),
  refuse: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, tried: true })),
  clearSaveError: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => ({ ...context, saveError: null })),
  saveRefused: assign<TContext, TEvent, { error: unknown }, TEvent, never>(({ context }, params) => ({
    ...context,
    saveError: saveRefusal(callFailure(params.error)),
  })),
});

/** `editing`'s substates: the form open, or refused by its own rules (the view points at the first error). */
export const refusableForm = { initial: 'open' as const, states: { open: {}, refused: { tags: ['refused' as const] } } };

/** Save: refused on the form while the `formInvalid` guard holds (with `reason`, drawn on the edge), else `next` (saving, or a confirmation first). */
export const saveOrRefuse = <const TReason extends { reason: unknown }, const TNext extends string = 'saving'>(reason: TReason, next?: TNext) => [
  { guard: 'formInvalid' as const, target: '.refused' as const, actions: 'refuse' as const, meta: reason },
  { target: (next ?? 'saving') as TNext },
];

/** A final state whose output is fixed (Back, Cancel). */
export const endingWith = <const TOutput>(output: TOutput) => ({ type: 'final' as const, entry: { type: 'reach' as const, params: { output } } });

/**
 * `saving`: the call (busy) with the form's screen; its answer ends the flow in `saved` with the
 * output `saved` makes of it, a refusal goes back to `editing` with the reason.
 */
export function savingState<const TScreen extends string, const TInvoke extends { id: string; src: string }, TContext, TAnswer, TOutput>(spec: {
  screen: TScreen;
  invoke: TInvoke;
  saved: (context: TContext, answer: TAnswer) => TOutput;
}) {
  return {
    meta: { screen: spec.screen },
    tags: ['busy' as const],
    entry: 'clearSaveError' as const,
    invoke: {
      ...spec.invoke,
      onDone: {
        target: 'saved' as const,
        actions: {
          type: 'reach' as const,
          params: ({ context, event }: { context: TContext; event: { output: TAnswer } }) => ({ output: spec.saved(context, event.output) }),
        },
      },
      onError: {
        target: 'editing' as const,
        actions: { type: 'saveRefused' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      },
    },
  };
}

/** The action that `typedIn` names, for `setup({ actions })` of a form whose typing event carries the whole draft. */
export const draftActions = <TDraft, TContext extends MachineContext & { draft: TDraft }, TEvent extends EventObject>() => ({
  setDraft: assign<TContext, TEvent, { draft: TDraft }, TEvent, never>(({ context }, params) => ({ ...context, draft: params.draft })),
});

/** The typing event of such a form (`{ '<form>.set': typedIn<Draft>() }`): the draft replaced, the form open again. */
export const typedIn = <TDraft>() => ({
  target: '.open' as const,
  actions: { type: 'setDraft' as const, params: ({ event }: { event: { draft: TDraft } }) => ({ draft: event.draft }) },
});

/**
 * The whole chart of a form that is saved by one call and ends `saved` or `cancelled`, when the
 * form is all there is to it (the router's forward, reservation and DNS): `editing` with its
 * typing events (`on`), Save and Cancel, then `saving`.
 */
export function oneCallFormStates<
  const TScreen extends string,
  const TOn extends object,
  const TReason extends { reason: unknown },
  const TInvoke extends { id: string; src: string },
  TContext,
  TAnswer,
  TOutput,
>(spec: { screen: TScreen; on: TOn; reason: TReason; invoke: TInvoke; saved: (context: TContext, answer: TAnswer) => TOutput }) {
  return {
    editing: {
      meta: { screen: spec.screen },
      on: { ...spec.on, save: saveOrRefuse(spec.reason), cancel: 'cancelled' as const },
      ...refusableForm,
    },
    saving: savingState(spec),
    saved: { type: 'final' as const },
    cancelled: endingWith({ outcome: 'cancelled' }),
  };
}

/**
 * A form's states (`oneCallFormStates`) when the change must be confirmed before it is sent (a
 * router applying new Wi-Fi settings drops every device on that network): Save, unless refused,
 * opens the `apply` dialog over the form (`confirming`); Apply sends it, Back returns to the form.
 */
export function withApplyStep<const TStates extends { editing: { meta: { screen: string }; on: object } }, const TReason extends { reason: unknown }>(
  states: TStates,
  reason: TReason,
) {
  const editing: TStates['editing'] = states.editing;
  const screen: TStates['editing']['meta']['screen'] = editing.meta.screen;
  return {
    ...states,
    editing: { ...editing, on: { ...editing.on, save: saveOrRefuse(reason, 'confirming') } },
    confirming: { meta: { screen, dialog: 'apply' }, on: { apply: 'saving' as const, back: 'editing' as const } },
  };
}

/**
 * What `setup` is given for a form saved by one call, written once: its types, its call
 * (`actors`: the one actor the app provides), the `formInvalid` guard (`invalid`: the form's own
 * rules, which the server runs too), and the actions the parts above name with the form's own
 * (`actions`: its typing events, or one it words its own way). Used as
 * `setup(formSaveSetup<Input, Context, Event, Output, 'screen'>()({ actors, invalid, actions }))`:
 * given the object as it is at the machine, xstate infers and checks each action's params there.
 */
export const formSaveSetup =
  <TInput extends object, TContext extends MachineContext & TInput & FormSaveContext<TOutput>, TEvent extends EventObject, TOutput, TScreen extends string>() =>
  <
    TActors extends Record<string, UnknownActorLogic>,
    TActions extends Record<string, ActionFunction<TContext, TEvent, TEvent, never, never, never, never, never, never>>,
  >(spec: {
    actors: TActors;
    invalid: (context: TContext) => boolean;
    actions: TActions;
  }) => ({
    types: {
      context: {} as TContext,
      events: {} as TEvent,
      input: {} as TInput,
      output: {} as TOutput,
      meta: {} as ScreenMeta<TScreen>,
      tags: {} as FlowTag,
    },
    actors: spec.actors,
    guards: { formInvalid: ({ context }: { context: TContext }) => spec.invalid(context) },
    actions: { ...formSaveActions<TOutput, TContext, TEvent>(), ...spec.actions },
  });
