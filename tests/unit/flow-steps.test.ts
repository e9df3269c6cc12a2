import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { autoPayChangeMethodMachine } from '../../machines/autopay/auto-pay-change-method';
import { autoPayEnrollMachine, enrollSteps } from '../../machines/autopay/auto-pay-enroll';
import { manageSteps } from '../../machines/autopay/auto-pay-manage';
import { stepsOf } from '../../machines/parts/screen';
import { machineGraph } from '../../src/features/explorer/diagram/graph';

/**
 * How many moves of the definition the flow needs to first reach each of its steps (a state
 * whose meta names the step): the order a user meets them in.
 */
function firstReached(machine: AnyStateMachine): Map<string, number> {
  const graph = machineGraph(machine);
  const byId = new Map(graph.states.map((s) => [s.id, s]));
  const ancestorsAndSelf = (id: string): string[] => (id ? [id, ...ancestorsAndSelf(byId.get(id)!.parent ?? '')] : []);
  const enter = (id: string): string[] => {
    const first = byId.get(id)!.children.find((c) => byId.get(c)!.initial);
    return first ? [id, ...enter(first)] : [id];
  };
  const distance = new Map<string, number>();
  let frontier = enter(graph.root);
  for (let d = 0; frontier.length; d++) {
    frontier = frontier.filter((id) => !distance.has(id));
    frontier.forEach((id) => distance.set(id, d));
    frontier = frontier.flatMap((id) => graph.transitions.filter((t) => ancestorsAndSelf(id).includes(t.source)).flatMap((t) => t.targets.flatMap(enter)));
  }
  const steps = new Map<string, number>();
  for (const [id, d] of distance) {
    const step = machine.getStateNodeById(id).meta?.step as string | undefined;
    if (step !== undefined && d < (steps.get(step) ?? Infinity)) steps.set(step, d);
  }
  return steps;
}

describe('a flow’s step bar comes from its machine (stepsOf)', () => {
  it('Enroll in Auto Pay: 3 steps, Manage Auto Pay: its summary then the change of method’s 2 (spec billing §2)', () => {
    expect(enrollSteps).toEqual(['amount', 'method', 'review']);
    expect(stepsOf(autoPayChangeMethodMachine.root)).toEqual(['method', 'review']);
    expect(manageSteps).toEqual(['summary', 'method', 'review']);
  });

  // the flows whose bar is stepsOf (the one-time payment's has an optional step, machines/payment/one-time-payment.checks.ts)
  it.each([autoPayEnrollMachine, autoPayChangeMethodMachine].map((m): [string, AnyStateMachine] => [m.id, m]))(
    '%s: the definition lists its steps in the order the flow reaches them',
    (_id, machine) => {
      const reached = firstReached(machine);
      const order = stepsOf(machine.root).map((step) => reached.get(step) ?? Infinity);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    },
  );

  it('a step listed out of order fails the check above', () => {
    const reached = firstReached(autoPayEnrollMachine);
    const order = ['review', 'amount', 'method'].map((step) => reached.get(step)!);
    expect(order).not.toEqual([...order].sort((a, b) => a - b));
  });
});
