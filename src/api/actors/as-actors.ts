import { fromPromise, type PromiseActorLogic } from 'xstate';

type Calls = Record<string, (input: never) => Promise<unknown>>;
type InputOf<F extends (input: never) => unknown> = Parameters<F> extends [] ? void : Parameters<F>[0];
type ActorsOf<C extends Calls> = { [K in keyof C]: PromiseActorLogic<Awaited<ReturnType<C[K]>>, InputOf<C[K]>> };

/** Each call of a flow as the promise actor its machine invokes (the input is the invoke's input). */
export function asActors<C extends Calls>(calls: C): ActorsOf<C> {
  return Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, fromPromise(({ input }) => call(input as never))])) as unknown as ActorsOf<C>;
}
