import type { AnyStateMachine, ContextFrom } from 'xstate';
import type { ErrorCode } from '../../src/domain/errors';
import type { ActorOutcome, FlowModel, ModelEvent } from './model';

/**
 * The pieces every flow model is built of (machines/model/model.ts): the user's events, and an invoked
 * call's outcomes (the real answer, a fault armed on the server, or a stood-in child flow's
 * output). The seed's worlds and records are in ./fixtures.ts.
 */

/**
 * What a model says besides its machine and title. `project` reads the machine's own context
 * (typed, so a projection that names a field the machine does not have fails to compile);
 * `verify` may be left out by a flow that pays nothing.
 */
export type ModelSpec<M extends AnyStateMachine> = Omit<FlowModel<M>, 'id' | 'title' | 'machine' | 'project' | 'verify'> & {
  project?: (context: ContextFrom<M>) => unknown;
  verify?: FlowModel<M>['verify'];
};

/**
 * A flow's model, named by its machine's id (the one name the paths, the runners and the explorer
 * know the flow by). Without `verify` the runner checks after every path that no payment was
 * made: a flow that does pay fails that check until its model says what it pays.
 */
export const flowModel = <M extends AnyStateMachine>(machine: M, title: string, spec: ModelSpec<M>): FlowModel<M> => ({
  id: machine.id,
  title,
  machine,
  verify: () => 'noPayment',
  ...spec,
});

/** Events with no payload: `steps('next', 'back')`. */
export const steps = (...types: string[]): ModelEvent[] => types.map((type) => ({ event: { type } }));
/** One event with each value of one field: `each('method.saved', 'id', 'pm_1', 'pm_2')`. */
export const each = (type: string, field: string, ...values: unknown[]): ModelEvent[] => values.map((value) => ({ event: { type, [field]: value } }));

/** The call `id` as the real server answers it (the output is what the generated paths carry). */
export const answered = (id: string, name: string, output?: unknown, extra: Partial<ActorOutcome> = {}): ActorOutcome => ({
  name,
  event: output === undefined ? { type: `xstate.done.actor.${id}` } : { type: `xstate.done.actor.${id}`, output },
  cause: { kind: 'answer' },
  ...extra,
});

/**
 * The call `id` fails with `errorCode`, by the fault armed on the server's `operation`; `error`
 * adds to what the flow sees (a status, issues).
 */
export const faulted = (
  id: string,
  name: string,
  operation: string,
  errorCode: ErrorCode = 'SERVICE_UNAVAILABLE',
  error: Record<string, unknown> = {},
): ActorOutcome => ({
  name,
  event: { type: `xstate.error.actor.${id}`, error: { code: errorCode, ...error } },
  cause: { kind: 'fault', operation, errorCode },
});

/** The call `id` answers SERVICE_UNAVAILABLE (a fault on `operation`). */
export const unavailable = (id: string, operation: string, name = 'unavailable'): ActorOutcome => faulted(id, name, operation);

/** A call whose answer carries nothing the flow reads: done, or failed (unavailable). */
export const doneOrFailed = (id: string, operation: string): ActorOutcome[] => [answered(id, 'done'), unavailable(id, operation, 'failed')];

/** A child flow stood in by the path: it ends in `name` with `output` (it is walked on its own model). */
export const child = <T>(id: string, name: string, output: T, extra: Partial<ActorOutcome> = {}): ActorOutcome => ({
  name,
  event: { type: `xstate.done.actor.${id}`, output },
  cause: { kind: 'child' },
  ...extra,
});

/** A stood-in child's outcomes, one per name, each with the output `outputOf` gives it. */
export const children = <N extends string, T>(id: string, names: readonly N[], outputOf: (name: N) => T): ActorOutcome[] =>
  names.map((name) => child(id, name, outputOf(name)));

/** A child's output code: SERVICE_UNAVAILABLE for the outcomes that failed, null otherwise. */
export const failedWith = (failed: boolean) => (failed ? ('SERVICE_UNAVAILABLE' as const) : null);

/**
 * A stood-in child whose outputs differ only by the outcome, `failure` alone carrying a code:
 * `childEndings<ScheduledPaymentCancelOutput>('cancel', ['cancelled', 'failure', 'kept'], { paymentId })`.
 */
export const childEndings = <O extends { outcome: string; code: unknown }>(id: string, names: readonly O['outcome'][], rest: Omit<O, 'outcome' | 'code'>) =>
  children(id, names, (outcome) => ({ outcome, ...rest, code: failedWith(outcome === 'failure') }));

/** Whether a form's checks found nothing (the projections read validity, not the text typed). */
export const clean = (errors: object) => Object.keys(errors).length === 0;

/**
 * A page loaded again while its children are stood in: the store is as the path found it, so the
 * second load answers as the first (`test` tells that world apart).
 */
export const sameWorld =
  <I>(test: (info: I) => boolean) =>
  (c: { info: I | null }) =>
    c.info === null || test(c.info);

/** A flow that pays nothing and leaves Auto Pay as it was (the runner checks the store). */
export const nothingChanges = () => ({ autoPay: 'unchanged' as const, payments: 0 as const });
