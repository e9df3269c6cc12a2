import { fromPromise, type PromiseActorLogic } from 'xstate';

export type Calls = Record<string, (input: never) => Promise<unknown>>;
type InputOf<F extends (input: never) => unknown> = Parameters<F> extends [] ? void : Parameters<F>[0];
export type CallActors<C extends Calls> = { [K in keyof C]: PromiseActorLogic<Awaited<ReturnType<C[K]>>, InputOf<C[K]>> };

/**
 * What stands between a flow's call and its machine. The app passes calls through as they are;
 * the model runner holds each answer until the generated path reaches it (tests/model/runner.ts).
 */
export type CallGate = (name: string, call: (input: never) => Promise<unknown>) => (input: never) => Promise<unknown>;
export const direct: CallGate = (_name, call) => call;

/** Each call of a flow as the promise actor its machine invokes (the input is the invoke's input). */
export function asActors<C extends Calls>(calls: C, gate: CallGate = direct): CallActors<C> {
  // One promise actor per call; the mapped type above is what this loop builds, which TypeScript
  // cannot follow through Object.fromEntries.
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, fromPromise(({ input }) => gate(name, call)(input as never))]),
  ) as unknown as CallActors<C>;
}
