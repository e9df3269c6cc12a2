import { createActor, fromPromise, type AnyActorRef, type AnyEventObject, type AnyStateMachine, type StateValue } from 'xstate';
import type { FlowModel } from '../../../../machines/model/model';
import { TimerClock, advanceToNextTimer } from '../../../../machines/model/paths';
import { activeStateIds, describeTrigger, type MachineGraph } from '../diagram/graph';
import { eventLabels } from './payload';

/**
 * Running a flow inside the explorer, with nothing real behind it: invoked actors never answer
 * by themselves (the analyst chooses the backend's outcome from the model), and time stands
 * still until asked to move (a simulated clock), exactly as the coverage replay runs paths.
 */

const inertActors = (machine: AnyStateMachine) =>
  Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));

export interface PlayOption {
  key: string;
  kind: 'event' | 'done' | 'error' | 'after';
  /** "amount.set text=50.00", "done: load → loaded", "after warningAfter" */
  label: string;
  event: AnyEventObject | null;
  /** the transitions this choice takes now (sourceId|eventType|branch) */
  transitionIds: string[];
}

export interface Frame {
  value: StateValue;
  status: string;
  active: string[];
  /** transitions the last step took */
  taken: string[];
}

const branchId = (t: { source: { id: string; transitions: Map<string, unknown[]> }; eventType: string }) =>
  `${t.source.id}|${t.eventType}|${t.source.transitions.get(t.eventType)?.indexOf(t as never) ?? 0}`;

export class Player {
  readonly machine: AnyStateMachine;
  private clock = new TimerClock();
  private actor: AnyActorRef;
  private taken: string[] = [];
  readonly history: string[] = [];

  constructor(
    readonly model: FlowModel,
    readonly graph: MachineGraph,
    readonly input: Record<string, unknown> = model.input,
  ) {
    this.machine = model.machine.provide({ actors: inertActors(model.machine) });
    this.actor = createActor(this.machine, { input: this.input, clock: this.clock }).start();
  }

  frame(): Frame {
    const snapshot = this.actor.getSnapshot();
    return { value: snapshot.value, status: snapshot.status, active: activeStateIds(this.graph, snapshot.value), taken: this.taken };
  }

  private transitionsFor(event: AnyEventObject): string[] {
    return this.machine.getTransitionData(this.actor.getSnapshot(), event as never).map((t) => branchId(t as never));
  }

  /** What can happen now: the model's user events the machine accepts, the answers of the calls running now, and time. */
  options(): PlayOption[] {
    const snapshot = this.actor.getSnapshot();
    if (snapshot.status !== 'active') return [];
    const active = new Set(activeStateIds(this.graph, snapshot.value));
    const userEvents = this.model.events.map((e) => e.event);
    const labels = eventLabels(userEvents);
    const options: PlayOption[] = [];
    userEvents.forEach((event, i) => {
      if (snapshot.can(event)) options.push({ key: `event:${i}`, kind: 'event', label: labels[i]!, event, transitionIds: this.transitionsFor(event) });
    });
    for (const state of this.graph.states.filter((s) => active.has(s.id))) {
      for (const inv of state.invokes) {
        for (const outcome of this.model.actors[inv.id] ?? []) {
          const possible = outcome.possible as ((context: unknown) => boolean) | undefined;
          if (!snapshot.can(outcome.event) || (possible && !possible(snapshot.context))) continue;
          const kind = outcome.event.type.startsWith('xstate.error.') ? 'error' : 'done';
          options.push({
            key: `${kind}:${inv.id}:${outcome.name}`,
            kind,
            label: `${kind}: ${inv.id} → ${outcome.name}`,
            event: outcome.event,
            transitionIds: this.transitionsFor(outcome.event),
          });
        }
      }
    }
    const delays = this.graph.transitions.filter((t) => t.kind === 'after' && active.has(t.source));
    if (delays.length && this.pendingTimers() > 0) {
      const types = [...new Set(delays.map((t) => t.eventType))];
      const ids = types.flatMap((type) => this.transitionsFor({ type }));
      const label = [...new Set(types.map((type) => describeTrigger(type, '').trigger))].join(', ');
      options.push({ key: 'after', kind: 'after', label, event: null, transitionIds: ids });
    }
    return options;
  }

  private pendingTimers(): number {
    return (this.clock as unknown as { timeouts: Map<number, unknown> }).timeouts.size;
  }

  choose(option: PlayOption): Frame {
    this.taken = option.transitionIds;
    if (option.kind === 'after') advanceToNextTimer(this.clock);
    else this.actor.send(option.event!);
    this.history.push(option.label);
    return this.frame();
  }

  stop(): void {
    this.actor.stop();
  }
}

/** A generated path's steps as the explorer shows them (the generator's own step list, made cloneable). */
export interface ReplayStep {
  kind: 'event' | 'done' | 'error' | 'after';
  label: string;
  event: AnyEventObject;
  state: StateValue;
}

/**
 * Every frame of a path: the start, then the state after each step, replayed on the machine as
 * the coverage measure does (the clock moved for delays), with the transitions each step takes.
 * `diverged` is the first step whose state is not the path's (there should be none).
 */
export function replayFrames(
  model: FlowModel,
  graph: MachineGraph,
  path: { input: Record<string, unknown>; steps: ReplayStep[] },
): { frames: Frame[]; diverged: number | null } {
  const machine = model.machine.provide({ actors: inertActors(model.machine) });
  const clock = new TimerClock();
  const actor = createActor(machine, { input: path.input, clock }).start();
  const frameOf = (taken: string[]): Frame => {
    const s = actor.getSnapshot();
    return { value: s.value, status: s.status, active: activeStateIds(graph, s.value), taken };
  };
  const frames = [frameOf([])];
  let diverged: number | null = null;
  path.steps.forEach((step, i) => {
    const taken = machine.getTransitionData(actor.getSnapshot(), step.event as never).map((t) => branchId(t as never));
    if (step.kind === 'after') advanceToNextTimer(clock);
    else actor.send(step.event);
    frames.push(frameOf(taken));
    if (diverged === null && JSON.stringify(actor.getSnapshot().value) !== JSON.stringify(step.state)) diverged = i;
  });
  actor.stop();
  return { frames, diverged };
}

/**
 * Which path covers each state and transition first (paths in the generator's order, shortest
 * first): the "covered by" of the coverage report, found by replaying every path.
 */
export function firstCoverers(model: FlowModel, graph: MachineGraph, paths: { id: string; input: Record<string, unknown>; steps: ReplayStep[] }[]) {
  const states: Record<string, string> = {};
  const transitions: Record<string, string> = {};
  for (const path of paths) {
    for (const frame of replayFrames(model, graph, path).frames) {
      for (const id of frame.active) states[id] ??= path.id;
      for (const id of frame.taken) transitions[id] ??= path.id;
    }
  }
  return { states, transitions };
}
