import { failedCall } from './outcome';

/**
 * Where a load's answer goes: to `target`, when the machine's `guard` (given `{ loaded }`, the
 * answer) holds, if one is named; `then` names an action of the machine's own run after `loaded`
 * on this branch (the answer is in the context by then).
 */
export interface LoadedBranch<TGuard extends string, TTarget extends string, TThen extends string = never> {
  guard?: TGuard;
  target: TTarget;
  then?: TThen;
}

/**
 * A page's load (spec billing §8, "... fails to load": the message, and a retry) is the same two
 * states in every page that loads before it shows anything: the first (screen `loading`, busy)
 * makes the call and goes on to `ready` with the answer, which the machine's `loaded` action
 * keeps; a failure goes to the second (its screen named as the state) with the call's code
 * (`noteFailureCode` of ./outcome.ts), where Retry loads again. Written once here; xstate checks
 * the names and the call against each machine's own `setup`. `TAnswer` is what the call answers.
 *
 * `ready` is a state, or branches tried in order (the answer decides where the page goes: Auto
 * Pay on or off, a card to replace first); `options.retry` names the event that loads again
 * (`retry` unless told) and `options.entry` an action run on each load.
 */
export const loadStates =
  <TAnswer>() =>
  <
    const TLoading extends string,
    const TUnavailable extends string,
    const TReady extends string | readonly LoadedBranch<string, string, string>[],
    const TInvoke extends { id: string; src: string },
    const TRetry extends string = 'retry',
    const TEntry extends object | string = never,
  >(
    [loadingName, unavailableName]: [TLoading, TUnavailable],
    ready: TReady,
    invoke: TInvoke,
    options: { retry?: TRetry; entry?: TEntry } = {},
  ) => {
    const loaded = { type: 'loaded' as const, params: ({ event }: { event: { output: TAnswer } }) => ({ output: event.output }) };
    const branch = <TGuard extends string, TTarget extends string, TThen extends string>({ guard, target, then }: LoadedBranch<TGuard, TTarget, TThen>) => ({
      ...(guard === undefined ? {} : { guard: { type: guard, params: ({ event }: { event: { output: TAnswer } }) => ({ loaded: event.output }) } }),
      target,
      actions: then === undefined ? [loaded] : [loaded, then],
    });
    // each branch's own names (one without `guard` or `then` has none)
    type Named<B, K extends string> = B extends { [key in K]: infer N extends string } ? N : never;
    type BranchOf<B> = ReturnType<typeof branch<Named<B, 'guard'>, Named<B, 'target'>, Named<B, 'then'>>>;
    type Branches = TReady extends readonly unknown[] ? BranchOf<TReady[number]>[] : { target: TReady; actions: typeof loaded };
    // one target, or the branches in order (the narrowing is the array's; the type is TReady's)
    const onDone = (typeof ready === 'string' ? { target: ready, actions: loaded } : ready.map(branch)) as Branches;
    const loading = {
      meta: { screen: 'loading' as const },
      tags: ['busy' as const],
      ...(options.entry === undefined ? {} : { entry: options.entry }),
      invoke: { ...invoke, onDone, onError: { ...failedCall, target: unavailableName } },
    };
    const unavailable = { meta: { screen: unavailableName }, on: { [options.retry ?? 'retry']: loadingName } as Record<TRetry, TLoading> };
    // computed keys type as any string: the records give them back their literal names
    return {
      ...({ [loadingName]: loading } as Record<TLoading, typeof loading>),
      ...({ [unavailableName]: unavailable } as Record<TUnavailable, typeof unavailable>),
    };
  };
