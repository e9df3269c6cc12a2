import { fromPromise } from 'xstate';

/**
 * A machine's side effects are named actors that the app (or a test) provides. Until then each
 * is this placeholder, which fails loudly instead of silently doing nothing.
 */
export const notProvided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`Actor "${name}" was not provided to the machine`);
  });
