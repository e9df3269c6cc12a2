import type { AnyStateMachine } from 'xstate';
import { asActors, direct, type CallActors, type CallGate, type Calls } from './actors/as-actors';
import type { Transport } from './transport';

/** A flow's machine provided with its real calls, over a transport (and, in the model runner, a gate). */
type FlowFactory<M extends AnyStateMachine = AnyStateMachine> = (transport: Transport, gate?: CallGate) => M;
/** A flow as the app mounts it: its factory, named by its flow id (what the explorer and persistence key on). */
export type Flow<Id extends string = string, M extends AnyStateMachine = AnyStateMachine> = FlowFactory<M> & { readonly flowId: Id };

/** The actors a machine's setup declares, as its `provide` takes them: by name, input and output. */
export type ActorsOf<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]['actors']>;
/** What an area builds its flows' actors with: its calls (and child flows) over a transport and a gate. */
export type ActorsFactory<A> = (transport: Transport, gate: CallGate) => A;

/** An area's calls (src/api/actors) as the promise actors its flows invoke, through the gate. */
export const callActors =
  <C extends Calls>(calls: (transport: Transport) => C): ActorsFactory<CallActors<C>> =>
  (transport, gate) =>
    asActors(calls(transport), gate);

/**
 * Names a flow's factory with its id. Each area's flows live in their own module
 * (src/api/flows-<area>.ts) so a page loads only the machines it mounts; src/api/flows.ts
 * gathers them all for the model runner and the explorer.
 */
const defineFlow = <Id extends string, M extends AnyStateMachine>(flowId: Id, factory: FlowFactory<M>): Flow<Id, M> => Object.assign(factory, { flowId });

/**
 * A flow whose machine is provided with what `actors` builds. M is taken from `machine` alone
 * (NoInfer), so `actors` is checked against that machine's own actor map, as a literal passed to
 * its `provide` would be: a call whose input or answer does not match does not compile. An area
 * may hand every flow all its calls (and children): each machine is given only the actors its
 * setup declares, so what a flow runs with is what its diagram names.
 */
export const flowOf = <Id extends string, M extends AnyStateMachine>(flowId: Id, machine: M, actors: ActorsFactory<NoInfer<ActorsOf<M>>>): Flow<Id, M> =>
  defineFlow(flowId, (transport, gate = direct) => {
    const built: Record<string, unknown> = actors(transport, gate);
    const declared = Object.keys(machine.implementations.actors).filter((name) => Object.hasOwn(built, name));
    // provide answers the same machine with other implementations: M, which the generic loses
    return machine.provide({ actors: Object.fromEntries(declared.map((name) => [name, built[name]])) }) as M;
  });

type ChildMachines<Fs extends readonly Flow[]> = { [F in Fs[number] as F['flowId']]: ReturnType<F> };

/** A flow that makes no calls of its own (its children do, or it has none). */
export const noCalls: ActorsFactory<Record<never, never>> = () => ({});

/**
 * A parent flow's actors: its calls, and its child flows as it invokes them: each under its flow
 * id (which is its machine's id, the name the explorer reports it by), each provided with its own
 * calls over the same transport and gate.
 */
export const withChildren =
  <A extends object, const Fs extends readonly Flow[]>(calls: ActorsFactory<A>, ...children: Fs): ActorsFactory<A & ChildMachines<Fs>> =>
  (transport, gate) => ({
    ...calls(transport, gate),
    ...(Object.fromEntries(children.map((child) => [child.flowId, child(transport, gate)])) as ChildMachines<Fs>),
  });
