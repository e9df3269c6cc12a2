import { failedCall } from './outcome';

/**
 * A page's load (spec billing §8, "... fails to load": the message, and a retry) is the same two
 * states in every page that loads before it shows anything: the first (screen `loading`, busy)
 * makes the call and goes on to `ready` with the answer, which the machine's `loaded` action
 * keeps; a failure goes to the second (its screen named as the state) with the call's code
 * (`noteFailureCode` of ./outcome.ts), where Retry loads again. Written once here; xstate checks
 * the names and the call against each machine's own `setup`. `TAnswer` is what the call answers.
 */
export const loadStates =
  <TAnswer>() =>
  <const TLoading extends string, const TUnavailable extends string, const TReady extends string, const TInvoke extends { id: string; src: string }>(
    [loadingName, unavailableName]: [TLoading, TUnavailable],
    ready: TReady,
    invoke: TInvoke,
  ) => {
    const loading = {
      meta: { screen: 'loading' as const },
      tags: ['busy' as const],
      invoke: {
        ...invoke,
        onDone: { target: ready, actions: { type: 'loaded' as const, params: ({ event }: { event: { output: TAnswer } }) => ({ output: event.output }) } },
        onError: { ...failedCall, target: unavailableName },
      },
    };
    const unavailable = { meta: { screen: unavailableName }, on: { retry: loadingName } };
    // computed keys type as any string: the records give them back their literal names
    return {
      ...({ [loadingName]: loading } as Record<TLoading, typeof loading>),
      ...({ [unavailableName]: unavailable } as Record<TUnavailable, typeof unavailable>),
    };
  };
