import { failedCall } from './outcome';

/** Where a load's answer goes: to `target`, when the machine's `guard` (given `{ loaded }`, the answer) holds, if one is named. */
export interface LoadedBranch<TGuard extends string, TTarget extends string> {
  guard?: TGuard;
  target: TTarget;
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
    const TReady extends string | readonly LoadedBranch<string, string>[],
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
    const branch = <TGuard extends string, TTarget extends string>({ guard, target }: LoadedBranch<TGuard, TTarget>) => ({
      ...(guard === undefined ? {} : { guard: { type: guard, params: ({ event }: { event: { output: TAnswer } }) => ({ loaded: event.output }) } }),
      target,
      actions: loaded,
    });
    type Branches = TReady extends readonly LoadedBranch<infer G, infer T>[] ? ReturnType<typeof branch<G, T>>[] : { target: TReady; actions: typeof loaded };
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
