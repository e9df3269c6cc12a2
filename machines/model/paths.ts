import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, type AdjacencyValue, type SerializedEvent, type SerializedSnapshot } from 'xstate/graph';
import type { ActorOutcome, FlowModel, ModelEvent } from './model';

/**
 * Paths through a flow's statechart, made from its model with the @xstate/graph API: the shortest
 * way to every state, then every enabled transition from there; of those, shortest first, the
 * ones that take a move or an event class no earlier one took, and not a prefix of another.
 * Together they take every transition the model's events can take (measured on replay below).
 */

type StepKind = 'event' | 'done' | 'error' | 'after';

export interface PathStep {
  kind: StepKind;
  /** what a person reads: "activity", "ping → sessionGone", "after pingInterval" */
  label: string;
  event: AnyEventObject;
  /** the state value the machine must be in after this step */
  state: StateValue;
  /** for done/error steps: which backend outcome causes it */
  outcome?: ActorOutcome & { invokeId: string };
  /** for user events: what the runner does besides sending it */
  perform?: ModelEvent['perform'];
  /** for after steps: the delay's name */
  delay?: string;
}

export interface FlowPath {
  id: string;
  steps: PathStep[];
  /** the final state's name when the path ends in an outcome */
  outcome: string | null;
  /** "invokeId:outcome" of every actor step, for the model's verify() */
  actorOutcomes: string[];
  /** model input plus what the path's actor outcomes need */
  input: Record<string, unknown>;
}

export interface Coverage {
  states: { covered: string[]; total: string[] };
  transitions: { covered: string[]; total: string[] };
  outcomes: { covered: string[]; total: string[] };
  /** paths whose replay did not follow the generated states (should be none) */
  divergent: string[];
}

export interface FlowPlan {
  id: string;
  title: string;
  paths: FlowPath[];
  coverage: Coverage;
}

export interface PlanOptions {
  /** at most this many paths per machine; more is an error, not a silent cut */
  maxPaths?: number;
}

const AFTER = /^xstate\.after\.([^.]+)\.(.+)$/;
const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;

/** Every state node below the root, depth first. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** Every transition of the definition, one per guarded branch: "source|event|branch". */
export function transitionIds(machine: AnyStateMachine): string[] {
  return [machine.root, ...stateNodes(machine)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, defs]) => defs.map((_, i) => `${node.id}|${eventType}|${i}`)),
  );
}

export const outcomeNodes = (machine: AnyStateMachine): AnyStateNode[] =>
  (Object.values(machine.root.states) as AnyStateNode[]).filter((n) => n.type === 'final');

/** The delayed events the definition can raise, so the traversal can take them. */
function afterEvents(machine: AnyStateMachine): AnyEventObject[] {
  return [machine.root, ...stateNodes(machine)].flatMap((node) => [...node.transitions.keys()].filter((type) => AFTER.test(type)).map((type) => ({ type })));
}

const serializeEvent = (event: AnyEventObject) => JSON.stringify(event);

function describeStep(model: FlowModel, event: AnyEventObject): Omit<PathStep, 'state'> {
  const after = AFTER.exec(event.type);
  if (after) return { kind: 'after', label: `after ${after[1]}`, event, delay: after[1] };
  const invokeId = DONE.exec(event.type)?.[1] ?? ERROR.exec(event.type)?.[1];
  if (invokeId) {
    const outcome = model.actors[invokeId]?.find((o) => serializeEvent(o.event) === serializeEvent(event));
    if (!outcome) throw new Error(`${model.id}: no outcome for ${event.type}`);
    return { kind: DONE.test(event.type) ? 'done' : 'error', label: `${invokeId} → ${outcome.name}`, event, outcome: { ...outcome, invokeId } };
  }
  const modelEvent = model.events.find((e) => serializeEvent(e.event) === serializeEvent(event));
  return { kind: 'event', label: event.type, event, ...(modelEvent?.perform ? { perform: modelEvent.perform } : {}) };
}

export function generatePaths(model: FlowModel, options: PlanOptions = {}): FlowPath[] {
  const inputs = [model.input, ...(model.inputVariants ?? [])];
  const paths = inputs.flatMap((input, variant) => pathsFor(model, input, variant === 0 ? '' : `v${variant}`));
  if (options.maxPaths && paths.length > options.maxPaths) {
    throw new Error(`${model.id}: ${paths.length} paths exceed the budget of ${options.maxPaths}`);
  }
  return paths;
}

type RawStep = { event: AnyEventObject; state: StateValue };

function pathsFor(model: FlowModel, baseInput: Record<string, unknown>, variant: string): FlowPath[] {
  const { machine } = model;
  const project = model.project as ((context: unknown) => unknown) | undefined;
  // A transition that assigns nothing keeps its context object, and the traversal meets the same
  // context again and again: its projection (which runs the flow's validators) is made once.
  const projected = new WeakMap<object, unknown>();
  const projectOnce = (context: unknown) => {
    if (!project) return context;
    if (typeof context !== 'object' || context === null) return project(context);
    if (!projected.has(context)) projected.set(context, project(context));
    return projected.get(context);
  };
  const serializeState = (snapshot: { value: StateValue; context: unknown }) =>
    JSON.stringify({ value: snapshot.value, context: projectOnce(snapshot.context) });
  // An outcome is known by its event: two of them with the same event (the same answer under two
  // names) could not be told apart in a path, nor each have its own `possible`.
  const outcomeNames = new Map<string, string>();
  for (const o of Object.values(model.actors).flat()) {
    const key = serializeEvent(o.event);
    const twin = outcomeNames.get(key);
    if (twin) throw new Error(`${model.id}: the outcomes "${twin}" and "${o.name}" answer with the same event; make them one`);
    outcomeNames.set(key, o.name);
  }
  const possible = new Map(
    Object.values(model.actors)
      .flat()
      .filter((o) => o.possible)
      .map((o) => [serializeEvent(o.event), o.possible!]),
  );
  const events = [
    ...model.events.map((e) => e.event),
    ...Object.values(model.actors)
      .flat()
      .map((o) => o.event),
    ...afterEvents(machine),
  ];
  const traversal = getAdjacencyMap<AnyMachineSnapshot, AnyEventObject, Record<string, unknown>>(machine, {
    input: baseInput,
    events,
    filterEvents: (snapshot, event) =>
      snapshot.status === 'active' && snapshot.can(event) && (possible.get(serializeEvent(event))?.(snapshot.context as never) ?? true),
    serializeState: (snapshot) => serializeState(snapshot),
    serializeEvent: (event) => serializeEvent(event),
  });
  // xstate brands the traversal's keys (serialized states and events): each is named for what it
  // is, then read. States keep the order the traversal met them in, the initial state first.
  const adjacency = new Map((Object.keys(traversal) as SerializedSnapshot[]).map((key) => [key as string, traversal[key]!] as const));
  const edgesOf = (value: AdjacencyValue<AnyMachineSnapshot, AnyEventObject>) =>
    (Object.keys(value.transitions) as SerializedEvent[]).map((key) => ({ key: key as string, ...value.transitions[key]! }));

  // breadth first from the initial state (the map's first entry): the shortest way to each state,
  // kept as the step into it and the state it came from (a way is read back through them)
  const keys = [...adjacency.keys()];
  const initial = keys[0]!;
  const into = new Map<string, { from: string; step: RawStep; depth: number } | null>([[initial, null]]);
  const queue = [initial];
  const depthOf = (key: string) => into.get(key)?.depth ?? 0;
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head]!;
    for (const edge of edgesOf(adjacency.get(key)!)) {
      const next = serializeState(edge.state);
      if (into.has(next)) continue;
      into.set(next, { from: key, step: { event: edge.event, state: edge.state.value }, depth: depthOf(key) + 1 });
      queue.push(next);
    }
  }
  const wayTo = (key: string): RawStep[] => {
    const way: RawStep[] = [];
    for (let at = into.get(key); at; at = into.get(at.from)) way.push(at.step);
    return way.reverse();
  };

  // every edge, reached by the shortest way to its source, shortest first (a stable sort: states
  // in the order met, each one's edges by event)
  const valueOf = (key: string) => JSON.stringify(adjacency.get(key)!.state.value);
  const candidates: { from: string; step: RawStep; length: number }[] = [];
  for (const key of into.keys()) {
    const edges = edgesOf(adjacency.get(key)!).sort((a, b) => a.key.localeCompare(b.key));
    for (const edge of edges) candidates.push({ from: key, step: { event: edge.event, state: edge.state.value }, length: depthOf(key) + 1 });
  }
  candidates.sort((a, b) => a.length - b.length);

  // keep a path when it takes a step no kept path takes: a (state, event, next state) move, an
  // event's equivalence class, or an outcome; then drop paths another kept path starts with
  const seen = new Set<string>();
  const marksOf = (from: string, step: RawStep) => [`move ${from} ${step.event.type} ${JSON.stringify(step.state)}`, `class ${serializeEvent(step.event)}`];
  // whether every step of the shortest way to a state is seen; once true it stays true (seen only grows)
  const waySeen = new Set<string>([initial]);
  const wholeWaySeen = (key: string): boolean => {
    if (waySeen.has(key)) return true;
    const at = into.get(key)!;
    const all = wholeWaySeen(at.from) && marksOf(valueOf(at.from), at.step).every((m) => seen.has(m));
    if (all) waySeen.add(key);
    return all;
  };
  const kept = candidates
    .filter(({ from, step }) => {
      const last = marksOf(valueOf(from), step);
      if (wholeWaySeen(from) && last.every((m) => seen.has(m))) return false;
      last.forEach((m) => seen.add(m));
      for (let key = from, at = into.get(key); at; key = at.from, at = into.get(key)) marksOf(valueOf(at.from), at.step).forEach((m) => seen.add(m));
      return true;
    })
    .map(({ from, step }) => [...wayTo(from), step]);
  const signature = (steps: RawStep[]) => steps.map((s) => serializeEvent(s.event)).join('\n');
  const signatures = kept.map(signature);
  const maximal = kept.filter((_, i) => !signatures.some((other, j) => j !== i && other.startsWith(`${signatures[i]}\n`)));

  const finals = new Set(outcomeNodes(machine).map((n) => n.key));
  return maximal.map((raw, i) => {
    const steps = raw.map((s) => ({ ...describeStep(model, s.event), state: s.state }));
    const last = steps.at(-1)!.state;
    const actorOutcomes = steps.filter((s) => s.outcome).map((s) => `${s.outcome!.invokeId}:${s.outcome!.name}`);
    const input = Object.assign({}, baseInput, ...steps.map((s) => s.outcome?.input ?? {}));
    return {
      id: `${model.id}${variant ? `.${variant}` : ''}#${i + 1}`,
      steps,
      outcome: typeof last === 'string' && finals.has(last) ? last : null,
      actorOutcomes,
      input,
    };
  });
}

/**
 * Replays every path on the machine with inert actors and a simulated clock, recording the
 * transitions each step selects (the machine's own transition selection, so a guarded branch
 * without a target counts too), the states entered and the outcomes. Delays are replayed by
 * moving the clock to the next timer, as the real runners do.
 */
export function measureCoverage(model: FlowModel, paths: FlowPath[]): Coverage {
  const actors = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  const machine = model.machine.provide({ actors });
  const nodes = stateNodes(machine);
  const statesCovered = new Set<string>();
  const transitionsCovered = new Set<string>();
  const outcomesCovered = new Set<string>();
  const divergent: string[] = [];

  for (const path of paths) {
    const clock = new TimerClock();
    const actor = createActor(machine, { input: path.input, clock });
    const noteTransitions = (event: AnyEventObject) => {
      for (const t of machine.getTransitionData(actor.getSnapshot() as never, event as never)) {
        const branch = t.source.transitions.get(t.eventType)?.indexOf(t as never) ?? 0;
        transitionsCovered.add(`${t.source.id}|${t.eventType}|${branch}`);
      }
    };
    const mark = () => nodes.forEach((node) => actor.getSnapshot().matches(node.path.join('.') as never) && statesCovered.add(node.id));
    actor.start();
    mark();
    for (const step of path.steps) {
      noteTransitions(step.event);
      if (step.kind === 'after') advanceToNextTimer(clock);
      else actor.send(step.event);
      mark();
      if (JSON.stringify(actor.getSnapshot().value) !== JSON.stringify(step.state)) {
        divergent.push(path.id);
        break;
      }
    }
    if (path.outcome && actor.getSnapshot().status === 'done') outcomesCovered.add(path.outcome);
    actor.stop();
  }

  return {
    states: { covered: nodes.map((n) => n.id).filter((id) => statesCovered.has(id)), total: nodes.map((n) => n.id) },
    transitions: { covered: transitionIds(machine).filter((id) => transitionsCovered.has(id)), total: transitionIds(machine) },
    outcomes: {
      covered: outcomeNodes(machine)
        .map((n) => n.key)
        .filter((k) => outcomesCovered.has(k)),
      total: outcomeNodes(machine).map((n) => n.key),
    },
    divergent,
  };
}

/**
 * A simulated clock that knows when each of its pending timers is due (xstate's SimulatedClock
 * keeps that to itself), so a walk can move it to the next one.
 */
export class TimerClock extends SimulatedClock {
  private readonly due = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.due.delete(id);
      fn(...args);
    }, timeout);
    this.due.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.due.delete(id);
    super.clearTimeout(id);
  }

  /** When the earliest pending timer fires, or null when none is pending. */
  nextDue(): number | null {
    return this.due.size ? Math.min(...this.due.values()) : null;
  }
}

/** Moves the clock to its earliest pending timer (one timer runs at a time in our flows); the ms moved. */
export function advanceToNextTimer(clock: TimerClock): number {
  const due = clock.nextDue();
  if (due === null) throw new Error('no timer is pending');
  const step = due - clock.now();
  clock.increment(step);
  return step;
}

export function planFlow(model: FlowModel, options: PlanOptions = {}): FlowPlan {
  const paths = generatePaths(model, options);
  return { id: model.id, title: model.title, paths, coverage: measureCoverage(model, paths) };
}
