import type { AnyStateMachine } from 'xstate';
import type { CallGate } from './actors/as-actors';
import type { Transport } from './transport';

/** A flow's machine provided with its real calls, over a transport (and, in the model runner, a gate). */
export type FlowFactory<M extends AnyStateMachine = AnyStateMachine> = (transport: Transport, gate?: CallGate) => M;
/** A flow as the app mounts it: its factory, named by its flow id (what the explorer and persistence key on). */
export type Flow<Id extends string = string, M extends AnyStateMachine = AnyStateMachine> = FlowFactory<M> & { readonly flowId: Id };

/**
 * Names a flow's factory with its id. Each area's flows live in their own module
 * (src/api/flows-<area>.ts) so a page loads only the machines it mounts; src/api/flows.ts
 * gathers them all for the model runner and the explorer.
 */
export const defineFlow = <Id extends string, M extends AnyStateMachine>(flowId: Id, factory: FlowFactory<M>): Flow<Id, M> =>
  Object.assign(factory, { flowId });
